import OTPStrings

/// The countdown button beside the field (seed 001).
public struct ButtonSpec: Hashable, Sendable {
    /// The title when not counting. Default "获取验证码" (seed 001).
    public var title = "获取验证码"
    /// Seconds left; 0 shows the title, more shows the countdown and the disabled look. Default 0.
    public var remaining = 0
    /// The countdown title: `%d` and `{s}` are replaced by the seconds left, `{m}` by the
    /// whole minutes and `{ss}` by the seconds of the minute in two digits ("{m}:{ss}" is
    /// "0:42"). Default "%d秒" (seed 001).
    public var format = "%d秒"
    /// Width in points (a `link` is as wide as its title). Default 120 (seed 001).
    public var width = 120.0
    /// Height in points; `nil` for the cells' height beside them, 40 below them. Default nil.
    public var height: Double? = nil
    /// Gap from the field (beside it) or from what is above it (below), in points. Default 12.
    public var gap = 12.0
    /// Beside the cells, or on its own line under the message. Default `.trailing`.
    public var placement: ButtonPlacement = .trailing
    /// An outline, a filled shape, or the title alone. Default `.outlined`.
    public var style: ButtonStyle = .outlined
    /// The button's shadows, as `cell.shadow`'s, cast by its box. Default none.
    public var shadow: [Shadow] = []
    /// The countdown's format in each plural form, when `format` named a counted text of a
    /// string source: the form for the seconds left replaces ``format`` as the countdown
    /// ticks ("1 second", "2 seconds"); not a key of the JSON spec. Default nil.
    public var countdownForms: PluralTexts? = nil
    public init() {}

    /// The title shown with `remaining` seconds left: ``title`` at 0, else ``format`` (the
    /// form of ``countdownForms`` for `remaining`, when there are some) with
    /// `%d` and `{s}` replaced by the seconds, `{m}` by the whole minutes and `{ss}` by the
    /// seconds of the minute in two digits. One pass over the format, which is drawn with
    /// every image.
    public func displayedTitle(remaining: Int) -> String {
        guard remaining > 0 else { return title }
        let format = countdownForms?.text(for: remaining) ?? self.format
        var result = ""
        var rest = format.utf8[...]
        while let marker = rest.firstIndex(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") }) {
            result += String(Substring(rest[..<marker]))
            rest = rest[marker...]
            if let (value, length) = Self.placeholder(at: rest, remaining: remaining) {
                result += value
                rest = rest.dropFirst(length)
            } else {
                result += String(Substring(rest.prefix(1)))
                rest = rest.dropFirst()
            }
        }
        return result + String(Substring(rest))
    }

    /// The first placeholder-like part of ``format`` that is not a placeholder: `{word}`
    /// other than `{s}`, `{m}`, `{ss}`, or `%` and a letter or digit other than `%d`
    /// (`{sec}`, `%02d`, `%s`, which would be drawn as written); `nil` when there is none.
    public var unknownPlaceholder: String? {
        var rest = format[...]
        while let marker = rest.firstIndex(where: { $0 == "%" || $0 == "{" }) {
            rest = rest[marker...]
            if rest.hasPrefix("%d") || rest.hasPrefix("{s}") || rest.hasPrefix("{m}") || rest.hasPrefix("{ss}") {
                rest = rest.dropFirst(rest.hasPrefix("{ss}") ? 4 : rest.first == "%" ? 2 : 3)
                continue
            }
            let word = rest.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            if rest.first == "%" && !word.isEmpty { return "%" + word }
            if rest.first == "{" && !word.isEmpty && rest.dropFirst(word.count + 1).first == "}" { return "{\(word)}" }
            rest = rest.dropFirst()
        }
        return nil
    }

    /// The value of the placeholder `text` starts with, and its length in bytes.
    private static func placeholder(at text: Substring.UTF8View, remaining: Int) -> (String, Int)? {
        if text.starts(with: "%d".utf8) || text.starts(with: "{s}".utf8) {
            return (String(remaining), text.first == UInt8(ascii: "%") ? 2 : 3)
        }
        if text.starts(with: "{m}".utf8) { return (String(remaining / 60), 3) }
        if text.starts(with: "{ss}".utf8) {
            let seconds = remaining % 60
            return (seconds < 10 ? "0\(seconds)" : String(seconds), 4)
        }
        return nil
    }
}

/// Where the button sits.
public enum ButtonPlacement: String, Hashable, Sendable, CaseIterable {
    /// Beside the cells: after them, or before them when `direction` is `rtl` (seed 001).
    case trailing
    /// On its own line under the message: a resend line, aligned as the block's texts.
    case below
}

/// How the button is drawn.
public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
    /// A rounded outline and its title in one colour (seed 001).
    case outlined
    /// A filled rounded shape (`colors.buttonFill`) with its title in `colors.buttonFilledText`.
    case filled
    /// The title alone, as a link.
    case link
}
