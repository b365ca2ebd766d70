import OTPRaster

/// Where the expected image of a golden held by its lock alone comes from when its new image
/// differs: the spec as another revision has it (`goldens verify --baseline git:main`), drawn
/// so that the failure has an expected image, a diff and a side-by-side like any other.
public struct GoldenBaseline: Sendable {
    /// The revision, as messages name it: `git:main`.
    public var name: String
    /// The expected image of a job's golden (of its animation's frame, from 0), as the
    /// revision's spec draws it; `nil` when the revision has no such spec.
    public var draw: @Sendable (GoldenJob, _ frame: Int?) throws -> Pixmap?

    public init(name: String, draw: @escaping @Sendable (GoldenJob, _ frame: Int?) throws -> Pixmap?) {
        (self.name, self.draw) = (name, draw)
    }
}
