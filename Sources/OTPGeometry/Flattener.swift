/// Receives a flattened path: contours of straight lines.
package protocol FlatteningSink {
    /// Starts a contour at `p`.
    mutating func beginContour(at p: Point)
    /// A line from the previous point to `p`; `smooth` when `p` lies inside a curve (a
    /// vertex that only approximates a tangent-continuous curve, not a corner).
    mutating func line(to p: Point, smooth: Bool)
    /// Ends the contour; `closed` when the path closed it explicitly.
    mutating func endContour(closed: Bool)
}

/// Turns curves into lines, with a guaranteed bound on the distance between each curve
/// and its lines.
///
/// A Bézier's distance from its chord polygon with n uniform parameter steps is at most
/// d(d-1)/8 · max|Δ²P| / n² for degree d (Wang's formula), so the segment count is
/// ⌈√(d(d-1)/8 · max|Δ²P| / tolerance)⌉: closed-form, no recursion whose depth depends on
/// rounding. Points are evaluated with the Bernstein form at t = i/n. The default
/// tolerance, 1/1024 px, keeps edges within a quarter of a coverage level of the exact curve.
public enum Flattener {
    /// The default maximum distance, in device pixels, between a curve and its lines.
    public static let defaultTolerance = 1.0 / 1024.0
    /// The most lines one curve becomes, however large: bounds the work on absurd input.
    public static let maximumSegmentsPerCurve = 1 << 14

    /// Flattens `path` into `sink`. Curves whose control points all lie outside `cullRect`
    /// (on one side) become a single line: their effect on pixels inside is the same.
    package static func flatten<Sink: FlatteningSink>(
        _ path: Path, tolerance: Double = defaultTolerance, cullRect: Rect? = nil, into sink: inout Sink
    ) {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : defaultTolerance
        var current = Point.zero, start = Point.zero
        var open = false
        func ensureOpen() {
            if !open { sink.beginContour(at: current); start = current; open = true }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                if open { sink.endContour(closed: false) }
                sink.beginContour(at: p)
                current = p; start = p; open = true
            case .line(let p):
                ensureOpen()
                sink.line(to: p, smooth: false)
                current = p
            case .quadratic(let c, let p):
                ensureOpen()
                let curve = QuadraticBezier(current, c, p)
                let count = isCulled([current, c, p], by: cullRect) ? 1
                    : segmentCount(0.25 * curve.secondDifference.length, tolerance)
                emit(count, into: &sink) { curve.point(at: $0) }
                current = p
            case .cubic(let c1, let c2, let p):
                ensureOpen()
                let curve = CubicBezier(current, c1, c2, p)
                let count = isCulled([current, c1, c2, p], by: cullRect) ? 1
                    : segmentCount(0.75 * curve.maximumSecondDifference, tolerance)
                emit(count, into: &sink) { curve.point(at: $0) }
                current = p
            case .close:
                if open { sink.endContour(closed: true); open = false }
                current = start
            }
        }
        if open { sink.endContour(closed: false) }
    }

    /// ⌈√(bound / tolerance)⌉, at least 1 and at most ``maximumSegmentsPerCurve``.
    package static func segmentCount(_ bound: Double, _ tolerance: Double) -> Int {
        let n = (bound / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n >= 1 else { return 1 }
        return n >= Double(maximumSegmentsPerCurve) ? maximumSegmentsPerCurve : Int(n)
    }

    private static func emit<Sink: FlatteningSink>(_ count: Int, into sink: inout Sink, _ point: (Double) -> Point) {
        let step = 1.0 / Double(count)
        for i in 1..<count { sink.line(to: point(Double(i) * step), smooth: true) }
        sink.line(to: point(1), smooth: false)
    }

    private static func isCulled(_ points: [Point], by rect: Rect?) -> Bool {
        guard let rect else { return false }
        return points.allSatisfy { $0.x < rect.minX } || points.allSatisfy { $0.x > rect.maxX }
            || points.allSatisfy { $0.y < rect.minY } || points.allSatisfy { $0.y > rect.maxY }
    }
}

/// One flattened contour: its vertices, which of them lie inside curves, and whether it
/// is closed.
package struct Polyline: Hashable, Sendable {
    /// The vertices in order; a closed polyline does not repeat its first vertex at the end.
    package var points: [Point]
    /// For each vertex, whether it lies inside a curve (a smooth vertex) rather than at a corner.
    package var smooth: [Bool]
    /// Whether the last vertex connects back to the first.
    package var isClosed: Bool

    package init(points: [Point], smooth: [Bool], isClosed: Bool) {
        self.points = points
        self.smooth = smooth
        self.isClosed = isClosed
    }

    /// The total length of its segments, including the closing one of a closed polyline.
    package var length: Double {
        guard points.count > 1 else { return 0 }
        var sum = 0.0
        for i in 1..<points.count { sum += (points[i] - points[i - 1]).length }
        if isClosed { sum += (points[0] - points[points.count - 1]).length }
        return sum
    }
}

/// A sink that collects polylines, dropping repeated vertices.
package struct PolylineCollector: FlatteningSink {
    /// The contours received so far.
    package private(set) var polylines: [Polyline] = []
    private var current = Polyline(points: [], smooth: [], isClosed: false)

    package init() {}

    package mutating func beginContour(at p: Point) {
        current = Polyline(points: [p], smooth: [false], isClosed: false)
    }

    package mutating func line(to p: Point, smooth: Bool) {
        if current.points.last == p {
            current.smooth[current.smooth.count - 1] = current.smooth[current.smooth.count - 1] && smooth
            return
        }
        current.points.append(p)
        current.smooth.append(smooth)
    }

    package mutating func endContour(closed: Bool) {
        current.isClosed = closed
        if closed, current.points.count > 1, current.points.first == current.points.last {
            current.points.removeLast()
            current.smooth.removeLast()
        }
        polylines.append(current)
    }

    /// The polylines of `path`, flattened with `tolerance`.
    package static func polylines(of path: Path, tolerance: Double) -> [Polyline] {
        var collector = PolylineCollector()
        Flattener.flatten(path, tolerance: tolerance, into: &collector)
        return collector.polylines
    }
}
