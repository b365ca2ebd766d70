import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPTestSupport

/// Screenshots made for the tests: a spec drawn by our renderer, placed at an odd offset in a
/// larger screen of another colour with other things on it, as an implementation's would be.
enum Screenshots {
    static let resources = FieldResources(fonts: BundledFonts.library)

    /// The spec of `json` (a preset and overrides).
    static func spec(_ json: String) throws -> FieldSpec {
        try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", presetNames: Presets.names, presets: Presets.named)
    }

    /// A `width` × `height` screen of `background` with a few decoys (a bar, a grey box) and
    /// `spec` drawn at (x, y).
    static func screen(with spec: FieldSpec, at x: Int, _ y: Int, width: Int = 900, height: Int = 700,
                       background: Color = Color(red: 0xF2, green: 0xF2, blue: 0xF7)) throws -> Pixmap {
        let image = try FieldRenderer(resources: resources).render(spec)
        var canvas = Canvas(width: width, height: height, background: background)!
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: 88)!, with: .solid(Color(red: 0x1C, green: 0x1C, blue: 0x1E)))
        canvas.fill(Rect(x: 40, y: Double(height) - 160, width: Double(width) - 80, height: 120)!, with: .solid(.white))
        canvas.draw(image, in: Rect(x: Double(x), y: Double(y), width: Double(image.width), height: Double(image.height))!)
        return canvas.pixmap
    }
}
