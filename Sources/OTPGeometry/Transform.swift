/// An affine transform of the plane.
///
/// Maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty):
/// ```
/// | a  c  tx |   | x |
/// | b  d  ty | · | y |
/// | 0  0  1  |   | 1 |
/// ```
/// Affine maps take Bézier curves to Bézier curves, so paths are transformed by their
/// control points and flattened afterwards, in device space.
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `v`.
    public static func translation(_ v: Vector) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: v.dx, ty: v.dy)
    }

    /// A scale about the origin.
    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A uniform scale about the origin.
    public static func scale(_ s: Double) -> Transform { scale(x: s, y: s) }

    /// A rotation about the origin by `radians`, from +x towards +y (clockwise on screen),
    /// computed with ``DeterministicTrigonometry``.
    public static func rotation(radians: Double) -> Transform {
        let (s, co) = DeterministicTrigonometry.sinCos(radians)
        return Transform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `next`.
    public func concatenating(_ next: Transform) -> Transform {
        Transform(
            a: next.a * a + next.c * b, b: next.b * a + next.d * b,
            c: next.a * c + next.c * d, d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    /// The transform that applies `self` first and then translates by `v`.
    public func translated(by v: Vector) -> Transform { concatenating(.translation(v)) }

    /// The transform that applies `self` first and then scales by `s`.
    public func scaled(by s: Double) -> Transform { concatenating(.scale(s)) }

    /// The transform that undoes this one, or `nil` when it flattens the plane (its
    /// determinant is 0 or not finite).
    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Whether the transform is a pure translation (possibly zero).
    public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// An upper bound of how much the transform stretches any length: the largest singular
    /// value, which converts a device-space tolerance into a user-space one.
    public var maximumScale: Double {
        // Largest singular value of [[a, c], [b, d]]: sqrt((S + sqrt(S² - 4·det²)) / 2).
        let s = a * a + b * b + c * c + d * d
        let det = a * d - b * c
        let disc = max(s * s - 4 * det * det, 0).squareRoot()
        return ((s + disc) * 0.5).squareRoot()
    }

    /// Applies the transform to a point.
    @inlinable
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies the linear part of the transform to a vector (translation does not move vectors).
    @inlinable
    public func apply(_ v: Vector) -> Vector {
        Vector(dx: a * v.dx + c * v.dy, dy: b * v.dx + d * v.dy)
    }
}
