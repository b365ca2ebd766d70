/// A new image's digest against the one a lock file holds for its golden.
public struct LockComparison: Hashable, Sendable, CustomStringConvertible {
    /// What the lock holds.
    public let locked: ImageDigest
    /// The new image's.
    public let drawn: ImageDigest

    package init(locked: ImageDigest, drawn: ImageDigest) {
        (self.locked, self.drawn) = (locked, drawn)
    }

    /// Whether the new image is the locked one.
    public var matches: Bool { locked == drawn }

    /// The verdict of the lock and the PNG together: the lock's alone where there is no PNG
    /// (`png` nil); where there is one, a lock that disagrees with a matching PNG fails.
    func verdict(withPNG png: GoldenVerdict?) -> GoldenVerdict {
        let own: GoldenVerdict = matches ? .matched
            : locked.width == drawn.width && locked.height == drawn.height ? .different : .sizeMismatch
        guard let png else { return own }
        return png.passed ? own : png
    }

    /// `matches goldens.lock` or `goldens.lock holds 320x112 sha256 9a0b1c2d3e4f, the new image is 320x112 sha256 …`.
    public var description: String {
        matches ? "matches \(GoldenLock.fileName)" : "\(GoldenLock.fileName) holds \(locked), the new image is \(drawn)"
    }
}
