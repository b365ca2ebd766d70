/// An axis-aligned rectangle with a finite origin and a finite, non-negative size.
///
/// ```
///  origin ─► ┌───────── width ─────────┐
///            │                         │ height
///            └─────────────────────────┘
/// ```
/// Invalid rectangles cannot be built, so every drawing call that takes a `Rect` is total.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public let origin: Point
    /// The extent.
    public let size: Size

    /// Creates a rectangle, or `nil` when a coordinate is not finite or an extent is
    /// negative or not finite.
    @inlinable
    public init?(x: Double, y: Double, width: Double, height: Double) {
        guard x.isFinite, y.isFinite, let size = Size(width: width, height: height) else { return nil }
        self.origin = Point(x: x, y: y)
        self.size = size
    }

    /// A rectangle from values that may be out of range, made valid: a coordinate that is
    /// not finite becomes 0, an extent as ``Size/init(clampingWidth:height:)`` makes it. For
    /// rectangles worked out from validated values (a layout, a redline), where an invalid
    /// value could only come from rounding, so that drawing stays total.
    @inlinable
    public init(clampingX x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        self.size = Size(clampingWidth: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(clampingX: 0, y: 0, width: 0, height: 0)

    /// Creates a rectangle from a finite origin and a size.
    @inlinable
    public init?(origin: Point, size: Size) {
        guard origin.isFinite else { return nil }
        self.origin = origin
        self.size = size
    }

    /// The smallest rectangle containing both corners, or `nil` when a coordinate is not finite.
    @inlinable
    public init?(corner a: Point, corner b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var midX: Double { origin.x + size.width * 0.5 }
    @inlinable public var midY: Double { origin.y + size.height * 0.5 }
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    @inlinable public var isEmpty: Bool { size.isEmpty }

    /// The rectangle moved by `v`; `nil` only if that overflows to infinity.
    @inlinable
    public func offsetBy(_ v: Vector) -> Rect? {
        Rect(x: minX + v.dx, y: minY + v.dy, width: width, height: height)
    }

    /// The square of side `side` centred where this rectangle is; the rectangle itself if
    /// that overflows to infinity.
    @inlinable
    public func centeredSquare(side: Double) -> Rect {
        Rect(x: midX - side / 2, y: midY - side / 2, width: side, height: side) ?? self
    }

    /// The largest square centred in the rectangle: a circle's or a diamond's cell.
    @inlinable
    public var largestCenteredSquare: Rect { centeredSquare(side: min(width, height)) }

    /// The rectangle shrunk by `d` on every side (grown when `d` is negative); an inset
    /// larger than half a side collapses that side to zero width at the centre.
    @inlinable
    public func insetBy(_ d: Double) -> Rect {
        let dx = min(d, width * 0.5)
        let dy = min(d, height * 0.5)
        return Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy) ?? self
    }

    /// Whether `p` lies inside (edges on the top and left included, bottom and right excluded).
    @inlinable
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The smallest rectangle containing both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        Rect(corner: Point(x: min(minX, other.minX), y: min(minY, other.minY)),
             corner: Point(x: max(maxX, other.maxX), y: max(maxY, other.maxY))) ?? self
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "(\(minX), \(minY), \(width)×\(height))" }
}
