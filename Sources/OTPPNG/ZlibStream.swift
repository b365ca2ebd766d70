/// Bytes compressed as a zlib stream (RFC 1950), what PDF's `FlateDecode` filter reads:
/// the PNG encoder's ``DeflateEncoder``, fed the bytes a row's worth at a time. A compressor
/// keeps its encoder's memory (about 0.6 MiB) from stream to stream: use one per document
/// or thread.
public final class ZlibStream {
    private var deflate = DeflateEncoder()
    private var writer = BitWriter()

    public init() {}

    /// `bytes` compressed; the same bytes always give the same stream.
    public func compress(_ bytes: [UInt8]) -> [UInt8] {
        writer.reset()
        deflate.begin(into: &writer)
        var start = 0
        while start < bytes.count {
            let count = min(DeflateEncoder.longestRow, bytes.count - start)
            let row = deflate.reserveRow(count)
            for i in 0..<count { row[i] = bytes[start + i] }
            deflate.commitRow(count, into: &writer)
            start += count
        }
        deflate.finish(into: &writer)
        var stream: [UInt8] = []
        writer.appendBytes(to: &stream)
        return stream
    }
}
