import OTPRaster

/// The PNG encoder for rendered images: fast on flat UI pixels, allocation-free once warm.
///
/// Writes the smallest colour type that holds the pixels (8-bit RGB when every pixel is
/// opaque, RGBA otherwise, unpremultiplied with rounding to nearest), an sRGB chunk, one
/// IDAT and IEND: no timestamp, so equal pixels give equal bytes. Rows are filtered by
/// ``ScanlineFilter`` and compressed by ``DeflateEncoder``, written here rather than with
/// libpng and zlib, whose general-purpose match search is most of the cost of a field's
/// PNG. Files are a little larger than libpng's default output on such images and several
/// times faster to make (docs/performance.md has the figures).
///
/// An encoder keeps its scratch memory between images: about 1.4 MiB, sized for the widest
/// image, of which an image touches only the pages its rows need. Use one per thread.
public final class PNGEncoder {
    private var filter = ScanlineFilter()
    private var deflate = DeflateEncoder()
    private var output = BitWriter()

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

    private func write(_ pixmap: Pixmap) {
        output.reset()
        let channels = pixmap.isOpaque ? 3 : 4
        output.appendPNGStart(width: pixmap.width, height: pixmap.height, channels: channels)
        let chunk = output.beginChunk(.imageData)
        deflate.begin(into: &output)
        filter.filter(pixmap, channels: channels, into: &deflate, writer: &output)
        deflate.finish(into: &output)
        output.endChunk(chunk)
        output.endChunk(output.beginChunk(.end))
    }
}
