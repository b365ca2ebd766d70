import OTPHash
import OTPRaster

/// What a lock file holds of an image: its size and the SHA-256 of its pixels as straight
/// RGBA8, row by row (as a PNG stores them), with the pixels a comparison leaves out set to
/// transparent black, so that they cannot change it.
public struct ImageDigest: Hashable, Sendable, CustomStringConvertible {
    /// The image's width in pixels.
    public var width: Int
    /// The image's height in pixels.
    public var height: Int
    package var sha256: SHA256Digest

    package init(width: Int, height: Int, sha256: SHA256Digest) {
        (self.width, self.height, self.sha256) = (width, height, sha256)
    }

    /// The digest of `image`, leaving out the `ignored` pixels.
    public init(of image: Pixmap, ignoring ignored: IgnoredPixels = IgnoredPixels()) {
        var bytes = image.straightRGBABytes
        if !ignored.isEmpty {
            for (index, left) in ignored.flags(width: image.width, height: image.height).enumerated() where left {
                bytes.replaceSubrange(index * 4..<index * 4 + 4, with: [0, 0, 0, 0])
            }
        }
        self.init(width: image.width, height: image.height, sha256: SHA256Digest(of: bytes))
    }

    /// `320x112 sha256 9a0b1c2d3e4f`: the size and the hash's first 12 digits.
    public var description: String { "\(width)x\(height) sha256 \(sha256.hex.prefix(12))" }
}
