/// Android's pseudo-locales, which show layout problems before any translation exists: the
/// source texts transformed. `en-XA` accents every letter, lengthens the text by about a third
/// with extra words and brackets it (`[Ŕéšéñð çöðé öñé ţŵö]`), so that clipped or truncated
/// texts show; `ar-XB` mirrors it (its characters in reverse order, laid out right to left),
/// so that a layout that does not follow the direction shows. Format specifiers (`%1$@`, `%d`,
/// `{{name}}`) are kept as they are, and the arguments put into them are not transformed; an
/// ICU message (whose syntax is ICU's to read) is transformed once formatted, its arguments
/// with it.
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
            return pieces.reversed().map { $0.isSpecifier ? $0.text : String($0.text.reversed()) }.joined()
        }
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
