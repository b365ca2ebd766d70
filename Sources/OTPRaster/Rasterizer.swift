import OTPGeometry

/// Fills paths into pixmaps with exact-area anti-aliasing.
///
/// A rasterizer owns the scratch memory of a fill (edge list, cell band, bitsets) and keeps
/// it between fills, so a render context that reuses one allocates nothing per shape in
/// steady state. It is not thread-safe: use one per thread.
///
/// Pipeline of ``fill(_:rule:color:clip:tolerance:into:)``: flatten the device-space path within
/// ``Flattener/defaultTolerance`` → snap and collect edges → accumulate cells band by band
/// (``CoverageBand``) → sweep each row, turning running sums into 8-bit coverage and
/// compositing it (``Compositor``).
public final class Rasterizer {
    /// The most cells a band holds (1 MiB of deltas); taller shapes are done in several bands.
    static let cellsPerBand = 1 << 18

    private var collector = LineCollector()
    private var deltas: UnsafeMutablePointer<Int32>
    private var bits: UnsafeMutablePointer<UInt64>
    private var deltaCapacity = 0
    private var bitCapacity = 0

    /// Creates a rasterizer with no scratch memory yet.
    public init() {
        deltas = .allocate(capacity: 1)
        bits = .allocate(capacity: 1)
    }

    deinit {
        deltas.deallocate()
        bits.deallocate()
    }

    /// Fills `path` (already in device pixels) with `color` under `rule`, inside `clip`,
    /// flattening curves to within `tolerance` pixels.
    public func fill(_ path: Path, rule: FillRule, color: Color, clip: PixelRect,
                     tolerance: Double = Flattener.defaultTolerance, into pixmap: inout Pixmap) {
        let clip = clip.intersection(pixmap.bounds)
        guard !clip.isEmpty, color.alpha > 0 else { return }
        collector.reset()
        let cull = Rect(x: Double(clip.x - 1), y: Double(clip.y - 1), width: Double(clip.width + 2), height: Double(clip.height + 2))
        Flattener.flatten(path, tolerance: tolerance, cullRect: cull, into: &collector)
        guard let area = coveredArea(of: collector.lines, clip: clip) else { return }
        let wordsPerRow = (area.width + 63) >> 6
        let bandHeight = max(1, min(area.height, Self.cellsPerBand / area.width))
        reserve(cells: bandHeight * area.width, words: bandHeight * wordsPerRow)
        let source = color.premultiplied
        pixmap.bytes.withUnsafeMutableBufferPointer { pixels in
            for bandTop in stride(from: area.y, to: area.maxY, by: bandHeight) {
                let band = CoverageBand(deltas: deltas, bits: bits, width: area.width, wordsPerRow: wordsPerRow,
                                        top: bandTop, rows: min(bandHeight, area.maxY - bandTop), left: area.x)
                for line in collector.lines { band.add(line) }
                sweep(band, rule: rule, color: source, pixels: pixels.baseAddress!, stride: pixmap.width)
            }
        }
    }

    /// The pixels of `clip` that the edges can cover: their bounding box, whole pixels, or
    /// `nil` when they miss the clip. Bands span only these columns, so a thin shape on a wide
    /// canvas costs its own width.
    private func coveredArea(of lines: [Line], clip: PixelRect) -> PixelRect? {
        guard !lines.isEmpty else { return nil }
        var minX = Double.infinity, maxX = -Double.infinity
        var minY = Double.infinity, maxY = -Double.infinity
        for line in lines {
            minX = min(minX, line.x0, line.x1); maxX = max(maxX, line.x0, line.x1)
            minY = min(minY, line.y0, line.y1); maxY = max(maxY, line.y0, line.y1)
        }
        guard minX < Double(clip.maxX), maxY > Double(clip.y), minY < Double(clip.maxY) else { return nil }
        let left = max(clip.x, Int(max(minX, Double(clip.x)).rounded(.down)))
        let right = min(clip.maxX, Int(min(maxX, Double(clip.maxX)).rounded(.up)))
        let top = max(clip.y, Int(max(minY, Double(clip.y)).rounded(.down)))
        let bottom = min(clip.maxY, Int(min(maxY, Double(clip.maxY)).rounded(.up)))
        guard left < right, top < bottom else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Grows the scratch buffers, zero-filled; the sweep leaves every cell it read at zero.
    private func reserve(cells: Int, words: Int) {
        if cells > deltaCapacity {
            deltas.deallocate()
            deltas = .allocate(capacity: cells)
            deltas.initialize(repeating: 0, count: cells)
            deltaCapacity = cells
        }
        if words > bitCapacity {
            bits.deallocate()
            bits = .allocate(capacity: words)
            bits.initialize(repeating: 0, count: words)
            bitCapacity = words
        }
    }

    /// Turns the band's cells into coverage and composites it, row by row. Visits only
    /// marked cells (clearing them as it goes); the runs between them have constant
    /// coverage and are composited as spans.
    private func sweep(_ band: CoverageBand, rule: FillRule, color: PremultipliedColor,
                       pixels: UnsafeMutablePointer<UInt8>, stride: Int) {
        for r in 0..<band.rows {
            let rowDeltas = band.deltas + r * band.width
            let rowBits = band.bits + r * band.wordsPerRow
            let rowPixels = pixels + ((band.top + r) * stride + band.left) * 4
            var sum: Int32 = 0
            var x = 0
            for w in 0..<band.wordsPerRow {
                var word = rowBits[w]
                guard word != 0 else { continue }
                rowBits[w] = 0
                repeat {
                    let cell = w << 6 | word.trailingZeroBitCount
                    word &= word &- 1
                    if cell > x && sum != 0 {
                        Compositor.blend(color, coverage: Self.coverage(sum, rule), into: rowPixels + x * 4, count: cell - x)
                    }
                    sum &+= rowDeltas[cell]
                    rowDeltas[cell] = 0
                    Compositor.blend(color, coverage: Self.coverage(sum, rule), into: rowPixels + cell * 4, count: 1)
                    x = cell + 1
                } while word != 0
            }
            if sum != 0 && x < band.width {
                Compositor.blend(color, coverage: Self.coverage(sum, rule), into: rowPixels + x * 4, count: band.width - x)
            }
        }
    }

    /// 8-bit coverage, rounded to nearest, from a running sum of cell deltas.
    @inline(__always)
    static func coverage(_ sum: Int32, _ rule: FillRule) -> UInt32 {
        let one = UInt32(CoverageBand.one)
        var area: UInt32
        switch rule {
        case .nonZero:
            area = min(sum.magnitude, one)
        case .evenOdd:
            area = UInt32(bitPattern: sum) & (2 * one - 1)
            if area > one { area = 2 * one - area }
        }
        return (area &* 255 &+ one / 2) >> 20
    }
}
