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

    static let grid = 65536.0

    static func snap(_ p: Point) -> Point {
        Point(x: (p.x * grid).rounded() / grid, y: (p.y * grid).rounded() / grid)
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
