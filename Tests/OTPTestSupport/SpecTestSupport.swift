import OTPSpec
import OTPJSON
import OTPRaster
import OTPStrings

/// Helpers shared by the spec tests: decoding from a string with a small preset catalogue.
public enum SpecTestSupport {
    /// Two presets, in the order their names are listed.
    public static let presetNames = ["roomy", "pin"]

    /// `roomy`: big grid cells with a dashed border, a button and groups.
    /// `pin`: 4 alphanumeric secure cells.
    public static let presets: [String: FieldSpec] = {
        var roomy = FieldSpec()
        roomy.style = .grid
        roomy.cell.width = 60
        roomy.cell.height = 70
        roomy.cell.cornerRadius = 12
        roomy.cell.dash = [4, 3]
        roomy.groups = [3, 3]
        roomy.colors.focus = .color(Color(hex: "#FF0000")!)
        roomy.button = ButtonSpec()
        roomy.button?.title = "Send"
        roomy.button?.width = 90
        var pin = FieldSpec()
        pin.length = 4
        pin.charset = .alphanumeric
        pin.secure.enabled = true
        pin.secure.dotRadius = 7
        return ["roomy": roomy, "pin": pin]
    }()

    /// The locale data specs are decoded with.
    public static let locales = CLDRLocales()

    /// `json` decoded with the test presets (``presets``) and CLDR's locale data.
    public static func decode(_ json: String, file: String? = "spec.json") throws(SpecError) -> FieldSpec {
        try SpecDecoder.decode(json: Array(json.utf8), file: file, presetNames: presetNames, presets: { presets[$0] }, locales: locales)
    }

    /// The error message of decoding `json`, or `nil` when it decodes.
    public static func message(_ json: String, file: String? = "spec.json") -> String? {
        do {
            _ = try decode(json, file: file)
            return nil
        } catch {
            return error.description
        }
    }
}
