import OTPHash
import OTPRaster

/// A ``GoldenOutcome`` with the images behind it, for artifacts and reports.
public struct GoldenCheck: Sendable {
    /// The verdict and comparison.
    public let outcome: GoldenOutcome
    /// The golden as it was before the check, if it could be decoded.
    public let expected: Pixmap?
    /// The new image.
    public let actual: Pixmap
    /// Where the images differ (see ``DiffImageStyle``), drawn only when the check failed.
    /// For a size mismatch it compares the two images padded with transparency to the
    /// larger size, so whatever sticks out shows as changed.
    public let diffImage: Pixmap?
    /// The new image's digest, made when the store has a lock file, for the lock's entry.
    public let digest: ImageDigest?
    /// The SHA-256 of the golden file's bytes, when its pixels are identical to the new
    /// image's and the check was asked for it (for a render cache).
    public let identicalGoldenFile: SHA256Digest?

    public init(outcome: GoldenOutcome, expected: Pixmap?, actual: Pixmap, diffImage: Pixmap?, digest: ImageDigest? = nil,
                identicalGoldenFile: SHA256Digest? = nil) {
        (self.outcome, self.expected, self.actual, self.diffImage) = (outcome, expected, actual, diffImage)
        (self.digest, self.identicalGoldenFile) = (digest, identicalGoldenFile)
    }
}
