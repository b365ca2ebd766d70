/// What stands between groups.
public struct SeparatorSpec: Hashable, Sendable {
    /// Text drawn centred in the gap; empty for a plain gap. Default "-".
    public var text = "-"
    /// The gap's width in points. Default 16.
    public var gap = 16.0
    /// The defaults, as a spec that leaves these keys out has them.
    public init() {}
}
