/// Android's pseudo-locales, which show layout problems before any translation exists: the
/// source texts transformed. `en-XA` accents every letter, lengthens the text by about a third
/// with extra words and brackets it (`[Ŕéšéñð çöðé öñé ţŵö]`), so that clipped or truncated
/// texts show; `ar-XB` mirrors it as Android's resource compiler does: each word and each
/// format specifier wrapped in a right-to-left mark and override (U+200F U+202E … U+202C
/// U+200F), so that the bidirectional algorithm draws the words right to left, each spelled
/// backwards, and a layout that does not follow the direction shows. Format specifiers
/// (`%1$@`, `%d`, `{{name}}`) are kept as they are (`ar-XB` wraps them, the argument put into
/// them with them); an ARB message is transformed once formatted, its arguments' texts kept
/// as specifiers are.
public enum Pseudolocale: Sendable {
    case accented
    case mirrored

    /// The pseudo-locale `tag` names (`en-XA`, `ar-XB`); nil for a real locale.
    public init?(_ tag: LocaleTag) {
        switch (tag.language, tag.region) {
        case ("en", "XA"): self = .accented
        case ("ar", "XB"): self = .mirrored
        default: return nil
        }
    }

    /// `template`, a source text cut into `pieces` (its literal runs and its placeholders),
    /// transformed.
    func transform(_ template: String, pieces: [(text: String, isSpecifier: Bool)]) -> String {
        switch self {
        case .accented:
            let text = pieces.map { $0.isSpecifier ? $0.text : Self.accented($0.text) }.joined()
            return "[" + text + Self.padding(for: pieces.filter { !$0.isSpecifier }.map(\.text).joined()) + "]"
        case .mirrored:
            return pieces.map { $0.isSpecifier ? Self.overridden($0.text) : Self.wordsOverridden($0.text) }.joined()
        }
    }

    /// Android's right-to-left mark, override and pop, around `text`.
    private static func overridden(_ text: String) -> String {
        "\u{200F}\u{202E}" + text + "\u{202C}\u{200F}"
    }

    /// `text` with each word (a run of characters other than white space) ``overridden(_:)``.
    private static func wordsOverridden(_ text: String) -> String {
        var result = "", word = ""
        for character in text {
            if character.isWhitespace {
                if !word.isEmpty { result += overridden(word) }
                word = ""
                result.append(character)
            } else {
                word.append(character)
            }
        }
        return word.isEmpty ? result : result + overridden(word)
    }

    /// Words (accented) that lengthen a text of `text`'s length by at least a third, as Android
    /// pads its pseudo-locale; nothing for an empty text.
    private static func padding(for text: String) -> String {
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let wanted = (text.count + 2) / 3
        var padding = "", index = 0
        while padding.count < wanted {
            padding += " " + accented(words[index % words.count])
            index += 1
        }
        return padding
    }

    /// `text` with each ASCII letter replaced by an accented one.
    private static func accented(_ text: String) -> String {
        String(text.map { accents[$0] ?? $0 })
    }

    private static let accents: [Character: Character] = Dictionary(uniqueKeysWithValues: zip(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"))
}
