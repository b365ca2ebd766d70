/// The text font.
public struct FontSpec: Hashable, Sendable {
    /// A bundled family. Default "Inter".
    public var family = "Inter"
    /// 400, 500, 600 or 700. Default 500.
    public var weight = 500
    /// Size in points. Default 24.
    public var size = 24.0
    /// A font file to use instead of the bundled family. Default nil.
    public var file: String? = nil
    /// The defaults, as a spec that leaves these keys out has them.
    public init() {}

    /// A bundled family's font.
    public init(family: String, weight: Int, size: Double) {
        self.family = family
        self.weight = weight
        self.size = size
    }
}
