import OTPRaster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a pixmap's premultiplied rows into PNG scanlines (straight RGB or RGBA) and picks
/// each scanline's filter (PNG §9), writing the filtered bytes into the deflate stage.
///
/// A row equal to the one above (a `memcmp`) is sent as the Up filter and a run of zeros;
/// most rows of a rendered field are such rows. For the others, the stretches where the row
/// differs from the one above are found two pixels at a time. If they are short, the row
/// goes as Up: runs of zero between the stretches, which are neither computed nor scanned,
/// and the filtered stretches, which the deflate stage tokenizes. A row that differs nearly
/// everywhere (the top edge of a box) goes as Sub instead when Sub leaves fewer changed
/// pixels. (Average and Paeth rarely win on flat pixels and cost more to compute.)
///
/// Pixels are handled as 64-bit pairs: the filter subtracts eight bytes at once, and an RGB
/// scanline is written four bytes a pixel at a stride of three, each store overwriting
/// the previous pixel's spare byte. Opaque pixmaps are filtered straight from their rows
/// (premultiplied and straight colours agree at alpha 255); others are unpremultiplied
/// into a row buffer first.
///
/// One filter per encoder, used by one thread at a time and never re-entered: its stored
/// properties skip the runtime's exclusivity checks, which cost more than the work here.
final class ScanlineFilter {
    private enum FilterType: UInt8 {
        case sub = 1, up = 2
    }

    /// Straight pixels of the current and the previous row (translucent pixmaps only), and
    /// a row of zeros, the row above the first.
    @exclusivity(unchecked) private var current: UnsafeMutablePointer<UInt32>
    @exclusivity(unchecked) private var previous: UnsafeMutablePointer<UInt32>
    private let zeros: UnsafeMutablePointer<UInt32>
    /// Where the current row differs from the row above: pixel ranges, and the row's width.
    private let differences: UnsafeMutablePointer<(Int, Int)>
    @exclusivity(unchecked) private var differenceCount = 0
    @exclusivity(unchecked) private var differencesWidth = 0

    init() {
        differences = .allocate(capacity: Pixmap.maximumDimension)
        current = .allocate(capacity: Pixmap.maximumDimension)
        previous = .allocate(capacity: Pixmap.maximumDimension)
        zeros = .allocate(capacity: Pixmap.maximumDimension)
        zeros.initialize(repeating: 0, count: Pixmap.maximumDimension)
    }

    deinit {
        current.deallocate()
        previous.deallocate()
        zeros.deallocate()
        differences.deallocate()
    }

    /// Filters every row of `pixmap` as `channels` (3 or 4) bytes a pixel into `deflate`.
    func filter(_ pixmap: Pixmap, channels: Int, into deflate: DeflateEncoder, writer: BitWriter) {
        let width = pixmap.width
        let scanlineBytes = 1 + width * channels
        pixmap.bytes.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
            for y in 0..<pixmap.height {
                let source = pixels + y * width
                if y > 0 && memcmp(source, source - width, width * 4) == 0 {
                    deflate.append(FilterType.up.rawValue, repeated: 1, into: writer)
                    deflate.append(0, repeated: scanlineBytes - 1, into: writer)
                    continue
                }
                let row: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>
                if channels == 3 {
                    (row, above) = (source, y > 0 ? source - width : UnsafePointer(zeros))
                } else {
                    straighten(source, width: width)
                    (row, above) = (UnsafePointer(current), y > 0 ? UnsafePointer(previous) : UnsafePointer(zeros))
                }
                let changed = planUp(row, above: above, width: width)
                // Sub only where it is worth counting, and then only if it leaves fewer changes.
                if changed > width / 4 && 2 * Self.changedPairs(row + 1, reference: row, width: width - 1) < changed {
                    let scanline = deflate.reserveRow(scanlineBytes)
                    scanline[0] = FilterType.sub.rawValue
                    Self.writeSub(row, width: width, channels: channels, into: scanline + 1)
                    deflate.commitRow(scanlineBytes, into: writer)
                } else {
                    deflate.append(FilterType.up.rawValue, repeated: 1, into: writer)
                    appendUp(row, above: above, channels: channels, into: deflate, writer: writer)
                }
                if channels == 4 { swap(&current, &previous) }
            }
        }
    }

    /// Unpremultiplies a row into `current`. Opaque and transparent pixels, the common
    /// case, are copied; others are divided by alpha, rounding to nearest.
    private func straighten(_ row: UnsafePointer<UInt32>, width: Int) {
        for x in 0..<width {
            let pixel = UInt32(littleEndian: row[x])
            let alpha = UInt8(truncatingIfNeeded: pixel >> 24)
            guard alpha != 255 && alpha != 0 else {
                current[x] = row[x]
                continue
            }
            let color = PremultipliedColor(red: UInt8(truncatingIfNeeded: pixel), green: UInt8(truncatingIfNeeded: pixel >> 8),
                                           blue: UInt8(truncatingIfNeeded: pixel >> 16), alpha: alpha).unpremultiplied
            current[x] = (UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(alpha) << 24).littleEndian
        }
    }

    /// Finds where a row differs from the row above, as ``differences``; returns how many
    /// pixels differ. A stretch of differences ends at two equal pixels.
    private func planUp(_ row: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, width: Int) -> Int {
        differenceCount = 0
        var changed = 0
        var x = Self.firstDifference(row, above, from: 0, width: width)
        while x < width {
            var end = x + 1
            while end < width && !(row[end] == above[end] && (end + 1 == width || row[end + 1] == above[end + 1])) {
                end += 1
            }
            differences[differenceCount] = (x, end)
            differenceCount += 1
            changed += end - x
            x = Self.firstDifference(row, above, from: end, width: width)
        }
        differencesWidth = width
        return changed
    }

    /// Adds the Up-filtered pixels of the row planned by ``planUp(_:above:width:)``: where
    /// it equals the row above, runs of zero, neither computed nor scanned; elsewhere the
    /// differences, written into the deflate window and tokenized.
    private func appendUp(_ row: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, channels: Int,
                          into deflate: DeflateEncoder, writer: BitWriter) {
        var x = 0
        for (start, end) in UnsafeBufferPointer(start: differences, count: differenceCount) {
            deflate.append(0, repeated: (start - x) * channels, into: writer)
            let count = (end - start) * channels
            Self.writePairs(width: end - start, channels: channels, into: deflate.reserveRow(count),
                            pairs: { i in Self.bytewiseDifference(Self.pair(row, start &+ i), Self.pair(above, start &+ i)) },
                            last: { i in Self.bytewiseDifference(Self.pixel(row, start &+ i), Self.pixel(above, start &+ i)) })
            deflate.commitRow(count, into: writer)
            x = end
        }
        deflate.append(0, repeated: (differencesWidth - x) * channels, into: writer)
    }

    /// The first pixel from `x` on where `row` and `reference` differ, or `width`; eight
    /// pixels a step while they agree.
    @inline(__always)
    private static func firstDifference(_ row: UnsafePointer<UInt32>, _ reference: UnsafePointer<UInt32>, from x: Int, width: Int) -> Int {
        var x = x
        while x &+ 8 <= width {
            let a = UnsafeRawPointer(row + x), b = UnsafeRawPointer(reference + x)
            var difference: UInt64 = 0
            for offset in stride(from: 0, to: 32, by: 8) {
                difference |= a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            }
            if difference != 0 { break }
            x &+= 8
        }
        while x &+ 2 <= width && pair(row, x) == pair(reference, x) { x &+= 2 }
        if x < width && row[x] == reference[x] { x &+= 1 }
        return x
    }

    private static func writeSub(_ row: UnsafePointer<UInt32>, width: Int, channels: Int, into scanline: UnsafeMutablePointer<UInt8>) {
        writePairs(width: width, channels: channels, into: scanline,
                   pairs: { x in bytewiseDifference(pair(row, x), x == 0 ? pixel(row, 0) << 32 : pair(row, x &- 1)) },
                   last: { x in bytewiseDifference(pixel(row, x), x == 0 ? 0 : pixel(row, x &- 1)) })
    }

    /// How many pixel pairs of `row` differ from `reference`.
    private static func changedPairs(_ row: UnsafePointer<UInt32>, reference: UnsafePointer<UInt32>, width: Int) -> Int {
        var changes = 0
        var x = 0
        while x &+ 2 <= width {
            changes &+= pair(row, x) != pair(reference, x) ? 1 : 0
            x &+= 2
        }
        return changes
    }

    /// Writes filtered pixels two at a time: `pairs(x)` gives pixels x and x + 1 as one
    /// word (pixel x in the low half), `last(x)` the last pixel when `width` is odd.
    @inline(__always)
    private static func writePairs(width: Int, channels: Int, into scanline: UnsafeMutablePointer<UInt8>,
                                   pairs: (Int) -> UInt64, last: (Int) -> UInt64) {
        let out = UnsafeMutableRawPointer(scanline)
        func store(_ pixel: UInt64, at x: Int) {
            out.storeBytes(of: UInt32(truncatingIfNeeded: pixel).littleEndian, toByteOffset: x &* channels, as: UInt32.self)
        }
        var x = 0
        while x &+ 2 <= width {
            let filtered = pairs(x)
            store(filtered, at: x)
            store(filtered >> 32, at: x &+ 1)
            x &+= 2
        }
        if x < width { store(last(x), at: x) }
    }

    /// Pixels x and x + 1 as one word, pixel x in the low half, its red in the lowest byte.
    @inline(__always)
    private static func pair(_ row: UnsafePointer<UInt32>, _ x: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self))
    }

    /// Pixel x in the low half of a word, its red in the lowest byte.
    @inline(__always)
    private static func pixel(_ row: UnsafePointer<UInt32>, _ x: Int) -> UInt64 {
        UInt64(UInt32(littleEndian: row[x]))
    }

    /// The eight byte differences a - b (each modulo 256) of two words, without borrows
    /// crossing bytes: subtract with each byte's top bit set in `a` and clear in `b`, then
    /// put the top bits right.
    @inline(__always)
    private static func bytewiseDifference(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}
