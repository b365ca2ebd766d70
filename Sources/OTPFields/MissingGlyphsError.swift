import OTPJSON
import OTPSpec
import OTPText

/// A text of a spec has characters that none of its fonts can draw (``TextCoverage``).
///
/// ``description`` is one line: the key path, the value quoted as JSON, the characters'
/// code points and the font files searched:
///
/// ```
/// value: "12ᚠ" has a character the spec's fonts cannot draw: U+16A0 (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)
/// ```
public struct MissingGlyphsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key path of the text: `value`, `placeholder`, `button.title`, ...
    public let path: String
    /// The spec's string at that path.
    public let value: String
    /// The characters no face has, each once, in order of appearance.
    public let characters: [Unicode.Scalar]
    /// The file names of the faces searched, in order.
    public let fonts: [String]

    /// The most code points a message lists; more end in "…".
    static let maxListed = 5

    public init(path: String, value: String, characters: [Unicode.Scalar], fonts: [String]) {
        self.path = path
        self.value = value
        self.characters = characters
        self.fonts = fonts
    }

    public var description: String {
        let what = characters.count == 1 ? "a character" : "\(characters.count) characters"
        var codes = characters.prefix(Self.maxListed).map(UnsupportedCharacter.code).joined(separator: ", ")
        if characters.count > Self.maxListed { codes += ", …" }
        let searched = fonts.count > 1 ? fonts.dropLast().joined(separator: ", ") + " or " + (fonts.last ?? "") : fonts.joined()
        return "\(path): \(JSONValue.string(value).excerpt) has \(what) the spec's fonts cannot draw: \(codes) (not in \(searched))"
    }
}
