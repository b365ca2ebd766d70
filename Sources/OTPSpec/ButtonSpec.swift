/// The countdown button beside the field (seed 001).
public struct ButtonSpec: Hashable, Sendable {
    /// The title when not counting. Default "获取验证码" (seed 001).
    public var title = "获取验证码"
    /// Seconds left; 0 shows the title, more shows the countdown and the disabled look. Default 0.
    public var remaining = 0
    /// The countdown title; `%d` is replaced by the seconds. Default "%d秒" (seed 001).
    public var format = "%d秒"
    /// Width in points. Default 120 (seed 001).
    public var width = 120.0
    /// Gap from the field, in points. Default 12.
    public var gap = 12.0
    public init() {}
}
