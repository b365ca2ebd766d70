import OTPCache

/// One spec's image as `batch` writes it and `serve` answers it, and as the render cache
/// keeps it: the image's bytes, its size in pixels (a vector document's at the spec's
/// scale), and one warning per text that does not fit.
package struct RenderedOutput {
    package var bytes: [UInt8]
    package var width: Int
    package var height: Int
    package var overflows: [String]

    package init(bytes: [UInt8], width: Int, height: Int, overflows: [String]) {
        (self.bytes, self.width, self.height, self.overflows) = (bytes, width, height, overflows)
    }

    /// The cache entry's payload.
    package var payload: [UInt8] {
        var record = CacheRecord()
        record.append(width)
        record.append(height)
        record.append(overflows)
        record.append(bytes)
        return record.bytes
    }

    /// The output a cache entry's payload holds.
    /// - Throws: ``CacheRecord/Reader/Malformed`` when it is not one.
    package init(payload: [UInt8]) throws(CacheRecord.Reader.Malformed) {
        var reader = CacheRecord.Reader(payload)
        width = try reader.integer()
        height = try reader.integer()
        overflows = try reader.texts()
        bytes = try reader.bytes()
        guard reader.isAtEnd else { throw CacheRecord.Reader.Malformed() }
    }
}
