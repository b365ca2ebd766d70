import OTPRaster

/// The PNG encoder for rendered images: fast on flat UI pixels, allocation-free once warm.
///
/// Writes the smallest colour type that holds the pixels (8-bit RGB when every pixel is
/// opaque, RGBA otherwise, unpremultiplied with rounding to nearest), an sRGB chunk, one
/// IDAT and IEND: no timestamp, so equal pixels give equal bytes. Rows are filtered by
/// ``ScanlineFilter`` and compressed by ``DeflateEncoder``, written here rather than with
/// libpng and zlib, whose general-purpose match search is most of the cost of a field's
/// PNG. Files are a little larger than libpng's default output on such images and several
/// times faster to make (the README's Performance section has the figures).
///
/// An encoder keeps its scratch memory (about 0.6 MiB) between images: use one per thread.
public final class PNGEncoder {
    private let filter = ScanlineFilter()
    private let deflate = DeflateEncoder()
    private let output = BitWriter()

    public init() {}

    /// `pixmap` as PNG bytes, replacing the contents of `png` (whose capacity is reused).
    public func encode(_ pixmap: Pixmap, into png: inout [UInt8]) {
        write(pixmap)
        png.removeAll(keepingCapacity: true)
        output.appendBytes(to: &png)
    }

    /// `pixmap` as PNG bytes.
    public func encode(_ pixmap: Pixmap) -> [UInt8] {
        write(pixmap)
        var png: [UInt8] = []
        png.reserveCapacity(output.count)
        output.appendBytes(to: &png)
        return png
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private func write(_ pixmap: Pixmap) {
        output.reset()
        let channels = pixmap.isOpaque ? 3 : 4
        output.append(Self.signature)

        var chunk = beginChunk(.header)
        output.appendBigEndian(UInt32(pixmap.width))
        output.appendBigEndian(UInt32(pixmap.height))
        output.append(8)  // bits a sample
        output.append(channels == 3 ? 2 : 6)  // colour type: RGB or RGBA
        output.append(0)  // deflate
        output.append(0)  // filter method 0
        output.append(0)  // no interlacing
        endChunk(chunk)

        chunk = beginChunk(.colorSpace)
        output.append(0)  // perceptual rendering intent
        endChunk(chunk)

        chunk = beginChunk(.imageData)
        deflate.begin(into: output)
        filter.filter(pixmap, channels: channels, into: deflate, writer: output)
        deflate.finish(into: output)
        endChunk(chunk)

        endChunk(beginChunk(.end))
    }

    /// Appends a chunk's length (patched by ``endChunk(_:)``) and type; returns where the length is.
    private func beginChunk(_ type: ChunkType) -> Int {
        let start = output.count
        output.appendBigEndian(0)
        output.appendBigEndian(type.rawValue)
        return start
    }

    /// Patches the length of the chunk begun at `start` and appends its CRC (of type and data).
    private func endChunk(_ start: Int) {
        output.patchBigEndian(UInt32(output.count - start - 8), at: start)
        output.appendBigEndian(output.crc32(from: start + 4))
    }

    /// The chunks written, by their four ASCII letters as a big-endian number.
    private enum ChunkType: UInt32 {
        case header = 0x4948_4452  // IHDR
        case colorSpace = 0x7352_4742  // sRGB
        case imageData = 0x4944_4154  // IDAT
        case end = 0x4945_4E44  // IEND
    }
}
