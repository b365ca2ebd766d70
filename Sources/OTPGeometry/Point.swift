/// A position in a two-dimensional coordinate space (y grows downwards, as on screen).
///
/// Points and vectors are distinct types so that the arithmetic says what it means:
/// `Point - Point` is a ``Vector``, `Point + Vector` is a `Point`, and there is no
/// `Point + Point`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }

    /// The displacement from `b` to `a`.
    @inlinable
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }

    /// The point displaced by `v`.
    @inlinable
    public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }

    /// The point displaced by `-v`.
    @inlinable
    public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }

    /// Displaces the point by `v`.
    @inlinable
    public static func += (p: inout Point, v: Vector) { p = p + v }

    /// The point a fraction `t` of the way from `a` to `b` (`t` = 0 gives `a`, 1 gives `b`).
    @inlinable
    public static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The point halfway between `a` and `b`.
    @inlinable
    public static func midpoint(_ a: Point, _ b: Point) -> Point {
        Point(x: (a.x + b.x) * 0.5, y: (a.y + b.y) * 0.5)
    }
}

/// A displacement in two dimensions: the difference of two ``Point``s.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a vector from its components.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The null vector.
    public static let zero = Vector(dx: 0, dy: 0)

    public var description: String { "<\(dx), \(dy)>" }

    /// The Euclidean length (a correctly rounded square root, so the same on every machine).
    @inlinable
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The squared length, cheaper than ``length`` when only comparing.
    @inlinable
    public var lengthSquared: Double { dx * dx + dy * dy }

    /// The vector scaled to length 1, or `nil` for a vector of zero or non-finite length.
    @inlinable
    public var normalized: Vector? {
        let l = length
        guard l > 0, l.isFinite else { return nil }
        return Vector(dx: dx / l, dy: dy / l)
    }

    /// The vector turned a quarter turn, from +x towards +y (clockwise on screen).
    @inlinable
    public var perpendicular: Vector { Vector(dx: -dy, dy: dx) }

    /// The dot product.
    @inlinable
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the cross product: positive when `other` turns from `self`
    /// towards +y (clockwise on screen).
    @inlinable
    public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    @inlinable
    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }

    @inlinable
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }

    @inlinable
    public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }

    @inlinable
    public static func * (v: Vector, s: Double) -> Vector { Vector(dx: v.dx * s, dy: v.dy * s) }

    @inlinable
    public static func * (s: Double, v: Vector) -> Vector { Vector(dx: v.dx * s, dy: v.dy * s) }

    @inlinable
    public static func / (v: Vector, s: Double) -> Vector { Vector(dx: v.dx / s, dy: v.dy / s) }
}
