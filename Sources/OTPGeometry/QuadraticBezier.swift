/// A quadratic Bézier curve: B(t) = (1-t)²·p0 + 2t(1-t)·p1 + t²·p2 for t in [0, 1].
public struct QuadraticBezier: Hashable, Sendable {
    public var p0: Point, p1: Point, p2: Point

    @inlinable
    public init(_ p0: Point, _ p1: Point, _ p2: Point) {
        (self.p0, self.p1, self.p2) = (p0, p1, p2)
    }

    /// The point at parameter `t`.
    @inlinable
    public func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt, b = 2 * mt * t, c = t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
    }

    /// The first derivative B'(t).
    @inlinable
    public func derivative(at t: Double) -> Vector {
        2 * (1 - t) * (p1 - p0) + 2 * t * (p2 - p1)
    }

    /// The two halves of the curve at `t` (de Casteljau).
    public func split(at t: Double) -> (QuadraticBezier, QuadraticBezier) {
        let a = Point.lerp(p0, p1, t), b = Point.lerp(p1, p2, t)
        let m = Point.lerp(a, b, t)
        return (QuadraticBezier(p0, a, m), QuadraticBezier(m, b, p2))
    }

    /// The second difference p0 - 2·p1 + p2 (half the constant second derivative), whose
    /// length bounds how far the curve strays from its chords.
    @inlinable
    public var secondDifference: Vector {
        Vector(dx: p0.x - 2 * p1.x + p2.x, dy: p0.y - 2 * p1.y + p2.y)
    }

    /// The curve elevated to an exactly equal cubic.
    public var asCubic: CubicBezier {
        CubicBezier(p0, p0 + (p1 - p0) * (2.0 / 3.0), p2 + (p1 - p2) * (2.0 / 3.0), p2)
    }

    /// The tight bounding box: the end points and the extremum of each coordinate.
    public var bounds: Rect? {
        var points = [p0, p2]
        for t in [extremum(p0.x, p1.x, p2.x), extremum(p0.y, p1.y, p2.y)] {
            if let t { points.append(point(at: t)) }
        }
        return Rect.enclosing(points)
    }

    private func extremum(_ a: Double, _ b: Double, _ c: Double) -> Double? {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return nil }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? t : nil
    }
}

extension Rect {
    /// The smallest rectangle containing every point, or `nil` for none or a non-finite one.
    public static func enclosing<S: Sequence>(_ points: S) -> Rect? where S.Element == Point {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        while let p = iterator.next() {
            x0 = min(x0, p.x); y0 = min(y0, p.y)
            x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
