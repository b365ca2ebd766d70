/// A cubic Bézier curve:
/// B(t) = (1-t)³·p0 + 3t(1-t)²·p1 + 3t²(1-t)·p2 + t³·p3 for t in [0, 1].
public struct CubicBezier: Hashable, Sendable {
    public var p0: Point, p1: Point, p2: Point, p3: Point

    @inlinable
    public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    /// The point at parameter `t`.
    @inlinable
    public func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                     y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The first derivative B'(t).
    @inlinable
    public func derivative(at t: Double) -> Vector {
        let mt = 1 - t
        return 3 * mt * mt * (p1 - p0) + 6 * mt * t * (p2 - p1) + 3 * t * t * (p3 - p2)
    }

    /// The two halves of the curve at `t` (de Casteljau).
    public func split(at t: Double) -> (CubicBezier, CubicBezier) {
        let ab = Point.lerp(p0, p1, t), bc = Point.lerp(p1, p2, t), cd = Point.lerp(p2, p3, t)
        let abc = Point.lerp(ab, bc, t), bcd = Point.lerp(bc, cd, t)
        let m = Point.lerp(abc, bcd, t)
        return (CubicBezier(p0, ab, abc, m), CubicBezier(m, bcd, cd, p3))
    }

    /// The larger of the two second differences, |p0 - 2p1 + p2| and |p1 - 2p2 + p3|, which
    /// bounds how far the curve strays from its chords (Wang's formula).
    @inlinable
    public var maximumSecondDifference: Double {
        let d1 = Vector(dx: p0.x - 2 * p1.x + p2.x, dy: p0.y - 2 * p1.y + p2.y)
        let d2 = Vector(dx: p1.x - 2 * p2.x + p3.x, dy: p1.y - 2 * p2.y + p3.y)
        return max(d1.length, d2.length)
    }

    /// The tight bounding box: end points and the zeros of the derivative in each coordinate.
    public var bounds: Rect? {
        var points = [p0, p3]
        for t in extrema(p0.x, p1.x, p2.x, p3.x) + extrema(p0.y, p1.y, p2.y, p3.y) {
            points.append(point(at: t))
        }
        return Rect.enclosing(points)
    }

    /// Parameters in (0, 1) where one coordinate's derivative is zero.
    private func extrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // B'(t)/3 = qa·t² + qb·t + qc
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-qb + s) / (2 * qa))
                roots.append((-qb - s) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
