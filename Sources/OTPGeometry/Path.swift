/// One command of a ``Path``.
public enum PathElement: Hashable, Sendable {
    /// Starts a new contour at a point.
    case move(Point)
    /// A straight line from the current point.
    case line(Point)
    /// A quadratic Bézier from the current point through a control point to an end point.
    case quadratic(Point, Point)
    /// A cubic Bézier from the current point through two control points to an end point.
    case cubic(Point, Point, Point)
    /// Closes the contour with a straight line back to its first point.
    case close
}

/// A shape made of contours of lines and Bézier curves, in user-space coordinates.
///
/// Paths are values: build one with ``PathBuilder`` (or the shape initialisers), transform
/// it, hand it to a canvas to fill or stroke. Every contour starts with a `move`; a contour
/// that is not closed is closed implicitly when filled.
public struct Path: Hashable, Sendable {
    /// The commands in order.
    public private(set) var elements: [PathElement]

    /// An empty path.
    public init() { elements = [] }

    /// A path of the given commands; a drawing command before any `move` starts at (0, 0).
    public init(elements: [PathElement]) { self.elements = elements }

    /// Whether the path has no drawing commands.
    public var isEmpty: Bool {
        !elements.contains { if case .move = $0 { return false } else if case .close = $0 { return false } else { return true } }
    }

    /// The bounding box of all points and control points (a superset of the exact bounds), or
    /// `nil` for an empty path or one with a non-finite coordinate.
    public var controlBounds: Rect? { Self.rect(extremes { $0 }) }

    /// ``controlBounds`` of the path mapped through `transform`, without mapping the path.
    /// A transform that only scales and moves (the canvas's, nearly always) keeps the order
    /// of coordinates along each axis, rounding included, so it maps the extremes alone.
    public func controlBounds(mappedBy transform: Transform) -> Rect? {
        let t = transform
        guard t.b == 0, t.c == 0 else { return Self.rect(extremes { t.apply($0) }) }
        let e = extremes { $0 }
        guard e.x0 <= e.x1 else { return nil }
        let (x0, x1) = (t.a * e.x0 + t.tx, t.a * e.x1 + t.tx), (y0, y1) = (t.d * e.y0 + t.ty, t.d * e.y1 + t.ty)
        return Self.rect((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))
    }

    /// The smallest and largest coordinates of the mapped points and control points.
    private func extremes(_ map: (Point) -> Point) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func include(_ point: Point) {
            let p = map(point)
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadratic(let c, let p): include(c); include(p)
            case .cubic(let c1, let c2, let p): include(c1); include(c2); include(p)
            case .close: break
            }
        }
        return (x0, y0, x1, y1)
    }

    private static func rect(_ e: (x0: Double, y0: Double, x1: Double, y1: Double)) -> Rect? {
        e.x0 <= e.x1 ? Rect(x: e.x0, y: e.y0, width: e.x1 - e.x0, height: e.y1 - e.y0) : nil
    }

    /// Every point and control point, in order.
    public var points: [Point] {
        var result: [Point] = []
        result.reserveCapacity(elements.count * 2)
        for element in elements {
            switch element {
            case .move(let p), .line(let p): result.append(p)
            case .quadratic(let c, let p): result += [c, p]
            case .cubic(let c1, let c2, let p): result += [c1, c2, p]
            case .close: break
            }
        }
        return result
    }

    /// The path with every point mapped through `transform`; exact for Bézier curves.
    public func transformed(by transform: Transform) -> Path {
        if transform == .identity { return self }
        var result = Path()
        result.append(self, transformedBy: transform)
        return result
    }

    /// Appends every contour of `other` with its points mapped through `transform`,
    /// growing the storage at most once.
    public mutating func append(_ other: Path, transformedBy transform: Transform) {
        append(other) { transform.apply($0) }
    }

    /// Appends every contour of `other` with its points mapped through `first`, then
    /// `second`: the same coordinates as mapping twice, without the path in between.
    public mutating func append(_ other: Path, transformedBy first: Transform, then second: Transform) {
        append(other) { second.apply(first.apply($0)) }
    }

    private mutating func append(_ other: Path, mapping map: (Point) -> Point) {
        // Room for both at once (which also makes the storage this path's own before the
        // loop), growing at least twofold when it must grow: reserving the exact sum on each
        // of many appends (a line of glyphs) would copy the path each time.
        let needed = elements.count + other.elements.count
        elements.reserveCapacity(needed > elements.capacity ? max(needed, 2 * elements.count) : needed)
        for element in other.elements {
            switch element {
            case .move(let p): elements.append(.move(map(p)))
            case .line(let p): elements.append(.line(map(p)))
            case .quadratic(let c, let p): elements.append(.quadratic(map(c), map(p)))
            case .cubic(let c1, let c2, let p): elements.append(.cubic(map(c1), map(c2), map(p)))
            case .close: elements.append(.close)
            }
        }
    }

    /// Removes every command; with `keepingCapacity`, the storage stays for the next path.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        elements.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Appends every contour of `other`.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// Appends one command.
    mutating func append(_ element: PathElement) { elements.append(element) }

    /// Maps the points of the commands from index `first` on through `map`, in place.
    mutating func mapPoints(from first: Int, _ map: (Point) -> Point) {
        for i in first..<elements.count {
            switch elements[i] {
            case .move(let p): elements[i] = .move(map(p))
            case .line(let p): elements[i] = .line(map(p))
            case .quadratic(let c, let p): elements[i] = .quadratic(map(c), map(p))
            case .cubic(let c1, let c2, let p): elements[i] = .cubic(map(c1), map(c2), map(p))
            case .close: break
            }
        }
    }

    /// Makes room for `count` commands, so that building a path of known size grows its
    /// storage once.
    mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }
}
