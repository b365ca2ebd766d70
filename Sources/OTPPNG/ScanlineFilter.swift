@_spi(RawPixels) import OTPRaster

/// Turns a pixmap's premultiplied rows into PNG scanlines (straight RGB or RGBA) and picks
/// each scanline's filter (PNG §9), writing the filtered bytes into the deflate stage.
///
/// A row equal to the one above (a `memcmp`) is sent as the Up filter and a run of zeros;
/// most rows of a rendered field are such rows. For the others, the stretches where the row
/// differs from the one above are found two pixels at a time, and those closer than
/// ``shortestGap`` pixels joined. If they are short, the row goes as Up: runs of zero
/// between the stretches, which are neither computed nor scanned, and the filtered
/// stretches, which the deflate stage tokenizes (a match can span the zeros inside one).
/// A row that differs nearly everywhere (the top edge of a box) goes as Sub instead when
/// Sub leaves fewer changed pixels. (Average and Paeth rarely win on flat pixels and cost
/// more to compute.)
///
/// Pixels are handled as 64-bit pairs: the filter subtracts eight bytes at once, and an RGB
/// scanline is written four bytes a pixel at a stride of three, each store overwriting
/// the previous pixel's spare byte. Opaque pixmaps are filtered straight from their rows
/// (premultiplied and straight colours agree at alpha 255); others are unpremultiplied
/// into a row buffer first.
///
/// One filter per encoder: a value with one owner (not copyable), changed through `inout`,
/// so that its state needs no exclusivity checks at run time.
struct ScanlineFilter: ~Copyable {
    private enum FilterType: UInt8 {
        case sub = 1, up = 2
    }

    /// Straight pixels of the current and the previous row (translucent pixmaps only), and
    /// a row of zeros, the row above the first.
    private var current = UnsafeStorage<UInt32>(zeroed: Pixmap.maximumDimension)
    private var previous = UnsafeStorage<UInt32>(zeroed: Pixmap.maximumDimension)
    private let zeros = UnsafeStorage<UInt32>(zeroed: Pixmap.maximumDimension)
    /// Where the current row differs from the row above: pixel ranges, and the row's width.
    private let differences = UnsafeStorage<(start: Int, end: Int)>(zeroed: Pixmap.maximumDimension)
    private var differenceCount = 0
    private var differencesWidth = 0

    /// Stretches of differences closer than this many pixels are one: the equal pixels
    /// between go to the deflate stage as zeros, so that a match can span them.
    static let shortestGap = 32

    init() {}

    deinit {
        current.deallocate()
        previous.deallocate()
        zeros.deallocate()
        differences.deallocate()
    }

    /// Filters every row of `pixmap` as `channels` (3 or 4) bytes a pixel into `deflate`.
    mutating func filter(_ pixmap: Pixmap, channels: Int, into deflate: inout DeflateEncoder, writer: inout BitWriter) {
        let width = pixmap.width
        let scanlineBytes = 1 + width * channels
        let zeroRow = zeros.pixels(count: width)
        UnsafePixels.withRows(of: pixmap) { rows in
            for y in 0..<pixmap.height {
                let source = rows(y)
                if y > 0 && source.hasSameBytes(as: rows(y - 1)) {
                    deflate.append(FilterType.up.rawValue, repeated: 1, into: &writer)
                    deflate.append(0, repeated: scanlineBytes - 1, into: &writer)
                    continue
                }
                let row: UnsafePixels, above: UnsafePixels
                if channels == 3 {
                    (row, above) = (source, y > 0 ? rows(y - 1) : zeroRow)
                } else {
                    straighten(source)
                    (row, above) = (current.pixels(count: width), y > 0 ? previous.pixels(count: width) : zeroRow)
                }
                let changed = planUp(row, above: above)
                // Sub only where it is worth counting, and then only if it leaves fewer changes.
                if changed > width / 4 && 2 * Self.changedPairs(row, from: 1, reference: row, from: 0, count: width - 1) < changed {
                    let scanline = deflate.reserveRow(scanlineBytes)
                    scanline[0] = FilterType.sub.rawValue
                    Self.writeSub(row, channels: channels, into: scanline.run(from: 1, count: scanline.capacity - 1))
                    deflate.commitRow(scanlineBytes, into: &writer)
                } else {
                    deflate.append(FilterType.up.rawValue, repeated: 1, into: &writer)
                    appendUp(row, above: above, channels: channels, into: &deflate, writer: &writer)
                }
                if channels == 4 { swap(&current, &previous) }
            }
        }
    }

    /// Unpremultiplies a row into `current`. Opaque and transparent pixels, the common
    /// case, are copied; others are divided by alpha, rounding to nearest.
    private mutating func straighten(_ row: UnsafePixels) {
        for x in 0..<row.count {
            let pixel = row[x]
            let alpha = UInt8(truncatingIfNeeded: pixel >> 24)
            guard alpha != 255 && alpha != 0 else {
                current[x] = pixel.littleEndian
                continue
            }
            let color = PremultipliedColor(red: UInt8(truncatingIfNeeded: pixel), green: UInt8(truncatingIfNeeded: pixel >> 8),
                                           blue: UInt8(truncatingIfNeeded: pixel >> 16), alpha: alpha).unpremultiplied
            current[x] = (UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(alpha) << 24).littleEndian
        }
    }

    /// Finds where a row differs from the row above, as ``differences``; returns how many
    /// pixels differ. A stretch of differences ends at two equal pixels, and takes in the
    /// next one if it starts within ``shortestGap`` pixels.
    private mutating func planUp(_ row: UnsafePixels, above: UnsafePixels) -> Int {
        let width = row.count
        differenceCount = 0
        var changed = 0
        var x = Self.firstDifference(row, above, from: 0)
        while x < width {
            var end = x + 1
            while end < width && !(row[end] == above[end] && (end + 1 == width || row[end + 1] == above[end + 1])) {
                end += 1
            }
            changed += end - x
            if differenceCount > 0 && x - differences[differenceCount - 1].end < Self.shortestGap {
                differences[differenceCount - 1].end = end
            } else {
                differences[differenceCount] = (x, end)
                differenceCount += 1
            }
            x = Self.firstDifference(row, above, from: end)
        }
        differencesWidth = width
        return changed
    }

    /// Adds the Up-filtered pixels of the row planned by ``planUp(_:above:)``: where it
    /// equals the row above, runs of zero, neither computed nor scanned; elsewhere the
    /// differences, written into the deflate window and tokenized.
    private func appendUp(_ row: UnsafePixels, above: UnsafePixels, channels: Int,
                          into deflate: inout DeflateEncoder, writer: inout BitWriter) {
        var x = 0
        for index in 0..<differenceCount {
            let (start, end) = differences[index]
            deflate.append(0, repeated: (start - x) * channels, into: &writer)
            let count = (end - start) * channels
            Self.writePairs(width: end - start, channels: channels, into: deflate.reserveRow(count),
                            pairs: { i in Self.bytewiseDifference(row.loadPairWord(start &+ i), above.loadPairWord(start &+ i)) },
                            last: { i in
                                let x = start &+ i
                                return Self.bytewiseDifference(UInt64(row[x]), UInt64(above[x]))
                            })
            deflate.commitRow(count, into: &writer)
            x = end
        }
        deflate.append(0, repeated: (differencesWidth - x) * channels, into: &writer)
    }

    /// The first pixel from `x` on where `row` and `reference` (of the same width) differ,
    /// or the width; eight pixels a step while they agree.
    @inline(__always)
    private static func firstDifference(_ row: UnsafePixels, _ reference: UnsafePixels, from x: Int) -> Int {
        let width = row.count
        var x = x
        while x &+ 8 <= width {
            var difference: UInt64 = 0
            for offset in stride(from: 0, to: 8, by: 2) {
                difference |= row.loadPairWord(x &+ offset) ^ reference.loadPairWord(x &+ offset)
            }
            if difference != 0 { break }
            x &+= 8
        }
        while x &+ 2 <= width && row.loadPairWord(x) == reference.loadPairWord(x) { x &+= 2 }
        if x < width && row[x] == reference[x] { x &+= 1 }
        return x
    }

    private static func writeSub(_ row: UnsafePixels, channels: Int, into scanline: UnsafeStorage<UInt8>) {
        /// Pixel x in the low half of a word.
        func pixel(_ x: Int) -> UInt64 { UInt64(row[x]) }
        writePairs(width: row.count, channels: channels, into: scanline,
                   pairs: { x in bytewiseDifference(row.loadPairWord(x), x == 0 ? pixel(0) << 32 : row.loadPairWord(x &- 1)) },
                   last: { x in bytewiseDifference(pixel(x), x == 0 ? 0 : pixel(x &- 1)) })
    }

    /// How many of the `count / 2` pixel pairs of `row` from `start` on differ from those of
    /// `reference` from `referenceStart` on.
    private static func changedPairs(_ row: UnsafePixels, from start: Int, reference: UnsafePixels, from referenceStart: Int,
                                     count: Int) -> Int {
        var changes = 0
        var x = 0
        while x &+ 2 <= count {
            changes &+= row.loadPairWord(start &+ x) != reference.loadPairWord(referenceStart &+ x) ? 1 : 0
            x &+= 2
        }
        return changes
    }

    /// Writes filtered pixels two at a time: `pairs(x)` gives pixels x and x + 1 as one
    /// word (pixel x in the low half), `last(x)` the last pixel when `width` is odd. Each
    /// pixel is stored as a 4-byte word at a stride of `channels`, so the scanline needs a
    /// byte of room past its end when `channels` is 3 (``DeflateEncoder/reserveRow(_:)``
    /// gives 8).
    @inline(__always)
    private static func writePairs(width: Int, channels: Int, into scanline: UnsafeStorage<UInt8>,
                                   pairs: (Int) -> UInt64, last: (Int) -> UInt64) {
        func store(_ pixel: UInt64, at x: Int) {
            scanline.storeWord32(UInt32(truncatingIfNeeded: pixel), at: x &* channels)
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

    /// The eight byte differences a - b (each modulo 256) of two words, without borrows
    /// crossing bytes: subtract with each byte's top bit set in `a` and clear in `b`, then
    /// put the top bits right.
    @inline(__always)
    private static func bytewiseDifference(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}

private extension UnsafePixels {
    /// Pixel `x` as a little-endian word: red in the lowest byte, alpha in the highest.
    @inline(__always)
    subscript(x: Int) -> UInt32 { UInt32(littleEndian: load(x)) }
}
