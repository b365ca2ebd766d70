import OTPJSON
import OTPSpec
import OTPStrings
import OTPText

/// A spec decoded as every command, the service and the packages decode one: with the
/// presets, the token files and string sources its folder's paths name (parsed once a
/// process, unless `fresh`: a preview, whose files may change), and CLDR's locale data.
package enum SpecWiring {
    /// The locale data specs are decoded with.
    static let locales = CLDRLocales()

    /// The spec `object`, whose relative paths start in `folder`; `file` names it in messages.
    /// With `allowsMissingStrings`, a key no string source has is drawn as itself, with a
    /// warning (``FieldSpec/textUses``).
    package static func decode(
        _ object: JSONValue, file: String? = nil, folder: String, allowsMissingStrings: Bool = false, fresh: Bool = false
    ) throws(SpecError) -> FieldSpec {
        let tokens = fresh ? SpecTokenLoader.reading(from: folder, fontFamilies: BundledFont.families) : TokenCache.shared.loader(folder: folder)
        var strings = fresh ? SpecStringLoader.reading(from: folder) : StringCache.shared.loader(folder: folder)
        strings.allowsMissing = allowsMissingStrings
        return try SpecDecoder.decode(object: object, file: file, presetNames: Presets.names, presets: Presets.named,
                                      tokens: tokens, strings: strings, locales: locales)
    }
}
