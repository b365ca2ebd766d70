import OTPGeometry

/// A straight edge in device pixels, from (x0, y0) to (x1, y1).
struct Line {
    var x0: Double, y0: Double, x1: Double, y1: Double
}

/// Collects the edges of a flattened path for filling: every contour is closed, points are
/// snapped to a 1/65536 px grid, horizontal edges and edges with a non-finite end are dropped.
///
/// The grid makes integer translations exact: a snapped coordinate plus a whole number of
/// pixels is another grid value, so a shape moved by whole pixels rasterizes to the same
/// pixels, moved.
struct LineCollector: FlatteningSink {
    var lines: [Line] = []
    private var start = Point.zero
    private var last = Point.zero

    @inline(__always) static var grid: Double { 65536 }

    static func snap(_ p: Point) -> Point {
        Point(x: snap(p.x), y: snap(p.y))
    }

    /// The nearest grid value; coordinates too large to need it (or not finite) are kept.
    @inline(__always)
    static func snap(_ v: Double) -> Double {
        let scaled = v * grid
        guard abs(scaled) < 0x1p52 else { return v }
        return Double(Int64(scaled < 0 ? scaled - 0.5 : scaled + 0.5)) / grid
    }

    mutating func reset() {
        lines.removeAll(keepingCapacity: true)
    }

    mutating func beginContour(at p: Point) {
        start = Self.snap(p)
        last = start
    }

    mutating func line(to p: Point, smooth: Bool) {
        let q = Self.snap(p)
        add(last, q)
        last = q
    }

    mutating func endContour(closed: Bool) {
        add(last, start)
        last = start
    }

    private mutating func add(_ a: Point, _ b: Point) {
        guard a.y != b.y, a.isFinite, b.isFinite else { return }
        lines.append(Line(x0: a.x, y0: a.y, x1: b.x, y1: b.y))
    }
}
