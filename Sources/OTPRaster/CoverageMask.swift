import OTPGeometry

/// A run of pixels in one row: with one coverage throughout (a solid run, the inside of a
/// shape), or with a coverage per pixel (an anti-aliased edge).
struct CoverageSpan: Hashable {
    var x: Int32
    var y: Int32
    var count: Int32
    /// A solid run's coverage, 1...255; for a run of varying coverage, -1 minus the index
    /// of its first pixel's coverage in ``CoverageMask/coverages``.
    var coverage: Int32
}

/// A shape's coverage as rows of spans, in device pixels: what the rasterizer computes once
/// and composites with any colour, at any whole-pixel offset.
///
/// Edge pixels, whose coverage changes from pixel to pixel, are gathered into runs with a
/// byte of coverage each, so that compositing pays per pixel there, not per span.
struct CoverageMask {
    private(set) var spans: [CoverageSpan] = []
    private(set) var coverages: [UInt8] = []
    /// The box of every span, in the mask's own pixels (empty until a span is added).
    private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    /// Runs shorter than this are stored as edge pixels, joining the runs beside them.
    private static let shortestSolidRun = 4

    /// The box of every pixel with coverage, moved by (`dx`, `dy`); empty for an empty mask.
    @inline(__always)
    func box(dx: Int, dy: Int) -> PixelRect {
        minX > maxX ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : PixelRect(x: minX &+ dx, y: minY &+ dy, width: maxX &- minX, height: maxY &- minY)
    }

    /// An empty mask.
    init() {}

    /// The coverage of a dense row-by-row `grid`, `columns` wide, its first element at (0, 0):
    /// runs of equal coverage become spans, the rest edge pixels.
    init(grid: [UInt8], columns: Int) {
        let rows = columns == 0 ? 0 : grid.count / columns
        for row in 0..<rows {
            var x = 0
            while x < columns {
                let value = grid[row * columns + x]
                var end = x + 1
                while end < columns && grid[row * columns + end] == value { end += 1 }
                if value != 0 || end - x < Self.shortestSolidRun { append(x: x, y: row, count: end - x, coverage: UInt32(value)) }
                x = end
            }
        }
    }

    /// Writes the coverage into `grid`, a dense row-by-row array `columns` wide whose first
    /// element is the pixel (`x`, `y`); pixels outside it are left out.
    func write(into grid: inout [UInt8], columns: Int, x: Int, y: Int) {
        let rows = columns == 0 ? 0 : grid.count / columns
        for span in spans {
            let row = Int(span.y) - y
            guard row >= 0 && row < rows else { continue }
            for i in 0..<Int(span.count) {
                let column = Int(span.x) + i - x
                guard column >= 0 && column < columns else { continue }
                grid[row * columns + column] = span.coverage >= 0 ? UInt8(span.coverage) : coverages[Int(-1 - span.coverage) + i]
            }
        }
    }

    /// Empties the mask, keeping its memory.
    mutating func removeAll() {
        spans.removeAll(keepingCapacity: true)
        coverages.removeAll(keepingCapacity: true)
        (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    }

    /// Adds `count` pixels of one coverage; zero coverage is left out.
    @inline(__always)
    mutating func append(x: Int, y: Int, count: Int, coverage: UInt32) {
        guard count > 0 else { return }
        guard count >= Self.shortestSolidRun else {
            for i in 0..<count { appendPixel(x: x + i, y: y, coverage: coverage) }
            return
        }
        guard coverage != 0 else { return }
        spans.append(CoverageSpan(x: Int32(x), y: Int32(y), count: Int32(count), coverage: Int32(coverage)))
        include(x: x, y: y, count: count)
    }

    /// Adds one edge pixel, extending the previous run of varying coverage when it ends
    /// just before it.
    @inline(__always)
    private mutating func appendPixel(x: Int, y: Int, coverage: UInt32) {
        if let last = spans.last, last.coverage < 0, Int(last.y) == y, Int(last.x + last.count) == x {
            spans[spans.count - 1].count += 1
        } else {
            guard coverage != 0 else { return }
            spans.append(CoverageSpan(x: Int32(x), y: Int32(y), count: 1, coverage: -1 - Int32(coverages.count)))
        }
        coverages.append(UInt8(coverage))
        include(x: x, y: y, count: 1)
    }

    @inline(__always)
    private mutating func include(x: Int, y: Int, count: Int) {
        minX = min(minX, x); maxX = max(maxX, x + count)
        minY = min(minY, y); maxY = max(maxY, y + 1)
    }

    /// Composites `color` through the mask moved by (`dx`, `dy`), inside `clip` (which must
    /// lie inside the pixmap).
    func composite(_ color: PremultipliedColor, dx: Int, dy: Int, clip: PixelRect, into pixmap: inout Pixmap) {
        guard !spans.isEmpty else { return }
        let inside = lies(inside: clip, dx: dx, dy: dy), stride = pixmap.width
        pixmap.withPixels { pixels in
            UnsafeCoverages.with(coverages) { coverages in
                for span in spans {
                    guard let run = SpanRun(span, dx: dx, dy: dy, clip: clip, inside: inside) else { continue }
                    let target = pixels.run(from: run.y &* stride &+ run.x, count: run.count)
                    if span.coverage >= 0 {
                        Compositor.blend(color, coverage: UInt32(span.coverage), into: target)
                    } else {
                        Compositor.blend(color, coverages: coverages.suffix(from: run.firstCoverage), into: target)
                    }
                }
            }
        }
    }

    /// Composites the colours of `shader` through the mask moved by (`dx`, `dy`), inside
    /// `clip` (which must lie inside the pixmap): each pixel its own colour. A pixel at the
    /// same place along the gradient as the one before (a row across a vertical gradient)
    /// takes its colour again.
    func composite(_ shader: GradientShader, dx: Int, dy: Int, clip: PixelRect, into pixmap: inout Pixmap) {
        guard !spans.isEmpty else { return }
        let inside = lies(inside: clip, dx: dx, dy: dy), stride = pixmap.width
        var last = (t: Double.nan, color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0))
        pixmap.withPixels { pixels in
            UnsafeCoverages.with(coverages) { coverages in
                for span in spans {
                    guard let run = SpanRun(span, dx: dx, dy: dy, clip: clip, inside: inside) else { continue }
                    for i in 0..<run.count {
                        let t = shader.position(ofPixelX: run.x &+ i, y: run.y)
                        if t != last.t { last = (t, shader.color(at: t)) }
                        let coverage = span.coverage >= 0 ? UInt32(span.coverage) : UInt32(coverages[run.firstCoverage &+ i])
                        Compositor.blend(last.color, coverage: coverage, into: pixels.run(from: run.y &* stride &+ run.x &+ i, count: 1))
                    }
                }
            }
        }
    }

    /// Whether the whole mask, moved by (`dx`, `dy`), lies inside `clip` (so that no span
    /// needs clipping).
    @inline(__always)
    private func lies(inside clip: PixelRect, dx: Int, dy: Int) -> Bool {
        minX + dx >= clip.x && maxX + dx <= clip.maxX && minY + dy >= clip.y && maxY + dy <= clip.maxY
    }
}

/// The device pixels of one span moved and clipped: where they start, how many, and (for an
/// edge run) the index of the first one's coverage in ``CoverageMask/coverages``.
struct SpanRun {
    let x: Int
    let y: Int
    let count: Int
    let firstCoverage: Int

    /// `span` moved by (`dx`, `dy`) and cut to `clip` (unless the mask lies `inside` it);
    /// `nil` when nothing of it is left.
    @inline(__always)
    init?(_ span: CoverageSpan, dx: Int, dy: Int, clip: PixelRect, inside: Bool) {
        let y = Int(span.y) &+ dy
        var x = Int(span.x) &+ dx, count = Int(span.count), skipped = 0
        if !inside {
            guard y >= clip.y, y < clip.maxY else { return nil }
            skipped = max(0, clip.x - x)
            count = min(x + count, clip.maxX) - (x + skipped)
            x += skipped
            guard count > 0 else { return nil }
        }
        (self.x, self.y, self.count) = (x, y, count)
        firstCoverage = span.coverage >= 0 ? 0 : Int(-1 - span.coverage) &+ skipped
    }
}

/// What identifies a cached mask: the path moved to near the origin by whole pixels, the
/// fill rule and the flattening tolerance.
///
/// Keys are equal only when every element of their paths is, but the hash reads just the
/// element count and three elements: hashing every coordinate cost more than the rest of
/// a cache hit. Paths that differ only elsewhere share a bucket and are told apart by `==`.
struct MaskKey: Hashable {
    let path: Path
    let rule: FillRule
    let tolerance: Double

    func hash(into hasher: inout Hasher) {
        let elements = path.elements
        hasher.combine(rule)
        hasher.combine(tolerance)
        hasher.combine(elements.count)
        if let first = elements.first, let last = elements.last {
            hasher.combine(first)
            hasher.combine(elements[elements.count / 2])
            hasher.combine(last)
        }
    }
}
