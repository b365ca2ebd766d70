import OTPJSON
import OTPSpec
import OTPText

/// A text of a spec that the renderer cannot draw (`TextCoverage`): a character that no
/// font could make right (``UnsupportedCharacter``), or characters that none of the spec's
/// fonts has.
///
/// ``description`` is one line: the key path, the value quoted as JSON, then the reason:
///
/// ```
/// value: "12🙂" has an emoji (U+1F642); emoji are not supported
/// value: "12ᚠ" has a character the spec's fonts cannot draw: U+16A0 (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)
/// value: "1234" in thai digits has 4 characters the spec's fonts cannot draw for locale th: U+0E51, … (not in …)
/// ```
public struct UndrawableTextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why a text cannot be drawn.
    public enum Reason: Hashable, Sendable {
        /// A character no font could draw correctly: an emoji, a control character, ...
        case unsupported(UnsupportedCharacter)
        /// Characters no face of the text's font has, each once in order of appearance, and
        /// the file names of the faces searched, in order.
        case missingGlyphs(characters: [Unicode.Scalar], fonts: [String])
    }

    /// The key path of the text: `value`, `placeholder`, `button.title`, ...
    public let path: String
    /// The spec's string at that path.
    public let value: String
    /// Why it cannot be drawn.
    public let reason: Reason
    /// The spec's `digits` when they changed the text (not `latn`), which a message names.
    public var digits: String?
    /// The spec's `locale`, which a message about missing glyphs names.
    public var locale: String?

    /// The most code points a message lists; more end in "…".
    static let maxListed = 5

    package init(path: String, value: String, reason: Reason) {
        self.path = path
        self.value = value
        self.reason = reason
    }

    public var description: String {
        "\(path): \(JSONValue.string(value).excerpt) " + (digits.map { "in \($0) digits " } ?? "") + explanation
    }

    /// What follows the quoted value.
    private var explanation: String {
        switch reason {
        case .unsupported(let character):
            return character.reason
        case .missingGlyphs(let characters, let fonts):
            let what = characters.count == 1 ? "a character" : "\(characters.count) characters"
            var codes = characters.prefix(Self.maxListed).map(UnsupportedCharacter.code).joined(separator: ", ")
            if characters.count > Self.maxListed { codes += ", …" }
            let searched = fonts.count > 1 ? fonts.dropLast().joined(separator: ", ") + " or " + (fonts.last ?? "") : fonts.joined()
            let inLocale = locale.map { " for locale \($0)" } ?? ""
            return "has \(what) the spec's fonts cannot draw\(inLocale): \(codes) (not in \(searched))"
        }
    }
}
