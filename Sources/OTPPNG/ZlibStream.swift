/// Bytes compressed as a zlib stream (RFC 1950), what PDF's `FlateDecode` filter reads:
/// the PNG encoder's ``DeflateEncoder``, fed the bytes a row's worth at a time.
public enum ZlibStream {
    /// `bytes` compressed; the same bytes always give the same stream.
    public static func compress(_ bytes: [UInt8]) -> [UInt8] {
        let deflate = DeflateEncoder(), writer = BitWriter()
        deflate.begin(into: writer)
        var start = 0
        while start < bytes.count {
            let count = min(DeflateEncoder.longestRow, bytes.count - start)
            let row = deflate.reserveRow(count)
            for i in 0..<count { row[i] = bytes[start + i] }
            deflate.commitRow(count, into: writer)
            start += count
        }
        deflate.finish(into: writer)
        var stream: [UInt8] = []
        writer.appendBytes(to: &stream)
        return stream
    }
}
