import COTPTextShim

/// A character that `TextLine` cannot draw correctly in any font.
///
/// A text line gives each Unicode scalar one glyph, left to right, with kerning and nothing
/// else: no colour glyphs, no mark positioning, no bidirectional reordering and no shaping.
/// So some text would come out wrong even with a font that has every glyph: an emoji as an
/// outline or a `.notdef` box, an accent beside its letter instead of over it, Arabic
/// unjoined and backwards. `first(in:)` finds the first such character, so that it can be
/// refused with a clear message instead of drawn wrong. (Whether a font *has* a glyph is a
/// separate question, answered by `TextLine.missing`.)
///
/// The checks, in order, per extended grapheme cluster (a user-perceived character):
///
/// | case | what | examples |
/// |---|---|---|
/// | `emoji` | a scalar with default emoji presentation or an emoji modifier, a keycap (U+20E3), or an emoji-capable scalar followed by the emoji variation selector U+FE0F | 🙂 U+1F642, 👍🏽, 🇨🇳, ❤️ (U+2764 U+FE0F), 1️⃣ |
/// | `control` | general category Cc | tab, newline, U+0007, U+009B |
/// | `invisibleFormatting` | categories Cf, Zl and Zp: invisible characters that steer layout (a label's bidirectional controls aside) | U+200B zero-width space, U+200D joiner, U+202E right-to-left override in a cell, U+FEFF |
/// | `rightToLeft` | a strong right-to-left scalar (bidi class R or AL, as ICU gives it) | Hebrew, Arabic, Syriac, Thaana, N'Ko |
/// | `combiningMark` | categories Mn, Mc and Me: a mark, alone or after a base | U+0301 in "e\u{301}", U+0E31 (Thai), variation selectors |
///
/// Text-style symbols that merely *can* be emoji (digits, ©, ☺ U+263A without U+FE0F) are
/// not emoji here: fonts draw them as ordinary glyphs. CJK needs none of the missing
/// features and is accepted (获取验证码, 59秒).
public enum UnsupportedCharacter: Hashable, Sendable {
    /// An emoji; the scalars of its grapheme cluster.
    case emoji([Unicode.Scalar])
    /// A control character (Cc).
    case control(Unicode.Scalar)
    /// An invisible formatting character (Cf, Zl, Zp).
    case invisibleFormatting(Unicode.Scalar)
    /// A strong right-to-left character, with its script's name as ICU gives it ("Hebrew",
    /// "Arabic", "Adlam"), or `nil` when it has none.
    case rightToLeft(Unicode.Scalar, script: String?)
    /// A combining mark (Mn, Mc, Me).
    case combiningMark(Unicode.Scalar)

    /// The first character of `text` that cannot be drawn correctly, or `nil` when every
    /// character can (given a font that has its glyphs).
    ///
    /// - Parameter isLabel: whether the text is a label or message, which text layout draws
    ///   in any direction with its marks: then right-to-left characters, combining marks and
    ///   the bidirectional controls (marks U+200E, U+200F and U+061C, embeddings and overrides
    ///   U+202A…U+202E, isolates U+2066…U+2069, which the bidirectional algorithm applies and
    ///   nothing draws) pass. A code's cells hold one character each, left to right, and refuse
    ///   all three.
    public static func first(in text: String, isLabel: Bool = false) -> UnsupportedCharacter? {
        for character in text {
            let scalars = Array(character.unicodeScalars)
            if isEmoji(scalars) { return .emoji(scalars) }
            for scalar in scalars where !(isLabel && scalar.properties.isBidiControl) {
                guard let problem = classify(scalar) else { continue }
                if isLabel, case .rightToLeft = problem { continue }
                if isLabel, case .combiningMark = problem { continue }
                return problem
            }
        }
        return nil
    }

    /// The scalar-level checks, in the order of the table above (emoji aside).
    private static func classify(_ scalar: Unicode.Scalar) -> UnsupportedCharacter? {
        switch scalar.properties.generalCategory {
        case .control:
            return .control(scalar)
        case .format, .lineSeparator, .paragraphSeparator:
            return .invisibleFormatting(scalar)
        default:
            break
        }
        if otp_is_right_to_left(scalar.value) != 0 {
            return .rightToLeft(scalar, script: ICU.scriptName(of: scalar))
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .combiningMark(scalar)
        default:
            return nil
        }
    }

    /// Whether a grapheme cluster is an emoji (see the table above).
    private static func isEmoji(_ scalars: [Unicode.Scalar]) -> Bool {
        let variationSelector16: Unicode.Scalar = "\u{FE0F}", keycap: Unicode.Scalar = "\u{20E3}"
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.properties.isEmojiModifier || $0 == keycap }) {
            return true
        }
        guard let first = scalars.first else { return false }
        return first.properties.isEmoji && scalars.contains(variationSelector16)
    }

    /// What is wrong and why, for a message after a quoted value:
    /// `has an emoji (U+1F642); emoji are not supported`.
    public var reason: String {
        switch self {
        case .emoji(let scalars):
            return "has an emoji (\(Self.codes(scalars))); emoji are not supported"
        case .control(let scalar):
            return "has a control character (\(Self.code(scalar))); control characters are not supported"
        case .invisibleFormatting(let scalar):
            return "has an invisible formatting character (\(Self.code(scalar))); formatting characters are not supported"
        case .rightToLeft(let scalar, let script):
            let named = script.map { ", \($0)" } ?? ""
            return "has right-to-left text (\(Self.code(scalar))\(named)); cells hold left-to-right text only "
                + "(right-to-left text belongs in the title, subtitle, message or button)"
        case .combiningMark(let scalar):
            return "has a combining mark (\(Self.code(scalar))); combining marks are not supported "
                + "(use precomposed characters, e.g. é as U+00E9)"
        }
    }

    /// `U+1F642`: a scalar's code point, at least four hexadecimal digits.
    public static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `U+2764 U+FE0F`: the codes of up to eight scalars, then "…".
    static func codes(_ scalars: [Unicode.Scalar]) -> String {
        let shown = scalars.prefix(8).map(code).joined(separator: " ")
        return scalars.count > 8 ? shown + " …" : shown
    }
}
