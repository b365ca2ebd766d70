/// An animation golden in a ``GoldenReport``: the frames checked one by one (each an entry
/// of the report, named `<name>/frame-0001`…) and the animated PNGs a reviewer watches.
public struct GoldenAnimation: Hashable, Sendable {
    /// The animation's name, e.g. `animations/boxed-shake@1x`: its frames' folder.
    public var name: String
    /// The names of its frames' entries, in order.
    public var frames: [String]
    /// The new frames as one animated PNG (`<artifacts>/<name>.apng`), when it was written.
    public var actual: String?
    /// The goldens' frames as one animated PNG, when they all exist and something differs.
    public var expected: String?

    public init(name: String, frames: [String], actual: String? = nil, expected: String? = nil) {
        (self.name, self.frames, self.actual, self.expected) = (name, frames, actual, expected)
    }
}
