import OTPCache
import OTPHash
import OTPPNG
import OTPRaster

/// A golden run's new image as its render cache keeps it: the image (a PNG), its digest as a
/// lock file would hold it, the warnings drawing it gave, and the SHA-256 of the golden file
/// it was last found identical to. With that hash, a later run whose golden file has not
/// changed passes without drawing the image or decoding the golden.
struct CachedImage {
    /// The image's size and the hash of its pixels, its spec's ignored pixels left out.
    var digest: ImageDigest
    /// The SHA-256 of the bytes of the golden PNG whose pixels were identical to the image's,
    /// byte for byte; `nil` when none was yet.
    var identicalGolden: SHA256Digest?
    /// The field's warnings (a text that does not fit), one line each.
    var warnings: [String]
    /// The image, as the built-in encoder writes it.
    var png: [UInt8]

    init(digest: ImageDigest, identicalGolden: SHA256Digest?, warnings: [String], png: [UInt8]) {
        (self.digest, self.identicalGolden, self.warnings, self.png) = (digest, identicalGolden, warnings, png)
    }

    /// The entry's payload.
    var payload: [UInt8] {
        var record = CacheRecord()
        record.append(digest.width)
        record.append(digest.height)
        record.append(digest.sha256.bytes)
        record.append(identicalGolden?.bytes ?? [])
        record.append(warnings)
        record.append(png)
        return record.bytes
    }

    /// The image an entry's payload holds.
    /// - Throws: ``CacheRecord/Reader/Malformed`` when it is not one.
    init(payload: [UInt8]) throws(CacheRecord.Reader.Malformed) {
        var reader = CacheRecord.Reader(payload)
        let width = try reader.integer(), height = try reader.integer()
        guard let sha256 = SHA256Digest(validBytes: try reader.bytes()) else { throw CacheRecord.Reader.Malformed() }
        let identical = try reader.bytes()
        digest = ImageDigest(width: width, height: height, sha256: sha256)
        identicalGolden = identical.isEmpty ? nil : SHA256Digest(validBytes: identical)
        warnings = try reader.texts()
        png = try reader.bytes()
        guard reader.isAtEnd, identical.isEmpty || identicalGolden != nil else { throw CacheRecord.Reader.Malformed() }
    }

    /// The image, decoded.
    /// - Throws: when the PNG does not decode to an image of the digest's size.
    func image() throws -> Pixmap {
        let image = try Pixmap(pngData: png)
        guard image.width == digest.width, image.height == digest.height else { throw CacheRecord.Reader.Malformed() }
        return image
    }
}
