/// Secure entry: filled cells show a mask instead of the character.
public struct SecureSpec: Hashable, Sendable {
    /// Whether characters are masked. Default false.
    public var enabled = false
    /// `"dot"` for a filled circle, or any string drawn as text. Default "dot".
    public var mask = "dot"
    /// The dot's radius in points. Default 5.
    public var dotRadius = 5.0
    /// Whether the last entered character stays visible (reveal-then-mask). Default false.
    public var revealLast = false
    /// The defaults, as a spec that leaves these keys out has them.
    public init() {}
}
