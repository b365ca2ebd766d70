/// The countdown button beside the field (seed 001).
public struct ButtonSpec: Hashable, Sendable {
    /// The title when not counting. Default "获取验证码" (seed 001).
    public var title = "获取验证码"
    /// Seconds left; 0 shows the title, more shows the countdown and the disabled look. Default 0.
    public var remaining = 0
    /// Where the resend is in its lifecycle; `auto` counts down while ``remaining`` is above
    /// 0 and is ready at 0. Default `.auto`.
    public var state = ButtonState.auto
    /// The title once the code has expired, a call to resend it; `nil` for ``title``. Default nil.
    public var expiredTitle: String? = nil
    /// Below this many seconds left the countdown turns to `colors.error` (a MM:SS timer
    /// red under a minute with 60); `nil` for never. Default nil.
    public var urgentBelow: Int? = nil
    /// The countdown title: `%d` and `{s}` are replaced by the seconds left, `{m}` by the
    /// whole minutes, `{mm}` by them in two digits and `{ss}` by the seconds of the minute in
    /// two digits ("{mm}:{ss}" is "00:42"). Default "%d秒" (seed 001).
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
    public var countdownForms: CountdownTexts? = nil
    /// The defaults, as a spec that leaves these keys out has them.
    public init() {}

    /// The phase the button is in with `remaining` seconds left: ``state``, `auto` resolved
    /// to `countdown` above 0 and `ready` at 0.
    public func phase(remaining: Int) -> ButtonPhase {
        switch state {
        case .auto: return remaining > 0 ? .countdown : .ready
        case .countdown: return .countdown
        case .ready: return .ready
        case .sending: return .sending
        case .expired: return .expired
        }
    }

    /// Whether the countdown is drawn in `colors.error`: counting down, with fewer than
    /// ``urgentBelow`` seconds left.
    public func isUrgent(remaining: Int) -> Bool {
        guard phase(remaining: remaining) == .countdown, let urgentBelow else { return false }
        return remaining < urgentBelow
    }

    /// The title shown with `remaining` seconds left (``phase(remaining:)``): ``title`` when
    /// ready, ``expiredTitle`` (else ``title``) once expired, none while sending (a spinner
    /// turns), else ``format`` (the form of ``countdownForms`` for `remaining`, when there
    /// are some; the text itself when it is formatted whole for each count) with `%d` and `{s}` replaced by the seconds, `{m}` by the whole minutes,
    /// `{mm}` by them in two digits and `{ss}` by the seconds of the minute in two digits.
    /// One pass over the format, which is drawn with every image.
    public func displayedTitle(remaining: Int) -> String {
        switch phase(remaining: remaining) {
        case .ready: return title
        case .expired: return expiredTitle ?? title
        case .sending: return ""
        case .countdown: break
        }
        let remaining = max(remaining, 0)
        var format = self.format
        if let forms = countdownForms {
            if let finished = forms.finishedText(for: remaining) { return finished }
            format = forms.format(for: remaining) ?? format
        }
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

    /// The placeholders of ``format``.
    private static let placeholders = ["%d", "{s}", "{m}", "{mm}", "{ss}"]

    /// The first placeholder-like part of ``format`` that is not a placeholder: `{word}`
    /// other than `{s}`, `{m}`, `{mm}`, `{ss}`, or `%` and a letter or digit other than `%d`
    /// (`{sec}`, `%02d`, `%s`, which would be drawn as written); `nil` when there is none.
    public var unknownPlaceholder: String? {
        var rest = format[...]
        while let marker = rest.firstIndex(where: { $0 == "%" || $0 == "{" }) {
            rest = rest[marker...]
            if let known = Self.placeholders.first(where: { rest.hasPrefix($0) }) {
                rest = rest.dropFirst(known.count)
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
        if text.starts(with: "{mm}".utf8) { return (twoDigits(remaining / 60), 4) }
        if text.starts(with: "{ss}".utf8) { return (twoDigits(remaining % 60), 4) }
        return nil
    }

    /// `number` in at least two digits: "07", "42", "120".
    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }
}

/// Where a resend button is in its lifecycle, as a spec says it (`button.state`).
public enum ButtonState: String, Hashable, Sendable, CaseIterable {
    /// `countdown` while `remaining` is above 0, `ready` at 0.
    case auto
    /// Counting down: the format with the time left, in the disabled look.
    case countdown
    /// The title, ready to be pressed.
    case ready
    /// A new code is being sent: a spinner instead of the title, in the disabled look.
    case sending
    /// The code has expired: `expiredTitle` (else the title), ready to be pressed.
    case expired
}

/// The phase a button is drawn in: its ``ButtonState`` with `auto` resolved.
public enum ButtonPhase: String, Hashable, Sendable, CaseIterable {
    /// Counting down to when a code may be asked again: the countdown's text, disabled.
    case countdown
    /// A code may be asked for: the title.
    case ready
    /// A code is being sent: a spinner instead of the title, disabled.
    case sending
    /// The code has expired: `expiredTitle`, else the title.
    case expired

    /// Whether the button is drawn in the disabled look (it cannot be pressed).
    public var isWaiting: Bool { self == .countdown || self == .sending }
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
