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
    public init() {}

    /// The title shown with `remaining` seconds left: ``title`` at 0, else ``format`` filled in.
    public func displayedTitle(remaining: Int) -> String {
        guard remaining > 0 else { return title }
        let seconds = String(remaining), minutes = String(remaining / 60)
        let secondsOfMinute = remaining % 60 < 10 ? "0\(remaining % 60)" : String(remaining % 60)
        return format.replacing("%d", with: seconds).replacing("{ss}", with: secondsOfMinute)
            .replacing("{s}", with: seconds).replacing("{m}", with: minutes)
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
