/// Builds a ``Path`` command by command, keeping track of the current point.
///
/// ```swift
/// var builder = PathBuilder()
/// builder.move(to: Point(x: 0, y: 0))
/// builder.line(to: Point(x: 10, y: 0))
/// builder.cubic(to: Point(x: 10, y: 10), control1: Point(x: 16, y: 0), control2: Point(x: 16, y: 10))
/// builder.close()
/// let path = builder.path
/// ```
public struct PathBuilder: Sendable {
    /// The path built so far.
    public private(set) var path = Path()
    /// The end of the last command, or `nil` before the first `move`.
    public private(set) var currentPoint: Point?
    private var contourStart: Point?

    /// Creates an empty builder.
    public init() {}

    /// Creates an empty builder with room for `count` commands (a rounded rectangle takes
    /// about 20), so that its path's storage is allocated once.
    public init(reservingCapacity count: Int) {
        path.reserveCapacity(count)
    }

    /// Starts a new contour at `p`.
    public mutating func move(to p: Point) {
        path.append(.move(p))
        currentPoint = p
        contourStart = p
    }

    /// A straight line from the current point to `p`.
    public mutating func line(to p: Point) {
        ensureContour()
        path.append(.line(p))
        currentPoint = p
    }

    /// A quadratic Bézier from the current point to `p`.
    public mutating func quadratic(to p: Point, control: Point) {
        ensureContour()
        path.append(.quadratic(control, p))
        currentPoint = p
    }

    /// A cubic Bézier from the current point to `p`.
    public mutating func cubic(to p: Point, control1: Point, control2: Point) {
        ensureContour()
        path.append(.cubic(control1, control2, p))
        currentPoint = p
    }

    /// Closes the current contour; the next command starts from the contour's first point.
    public mutating func close() {
        guard currentPoint != nil else { return }
        path.append(.close)
        currentPoint = contourStart
    }

    /// Maps the points of the commands from index `first` on (of closed contours: the
    /// current point is the last contour's start) through `map`.
    mutating func turnPoints(from first: Int, _ map: (Point) -> Point) {
        path.mapPoints(from: first, map)
        currentPoint = currentPoint.map(map)
        contourStart = contourStart.map(map)
    }

    /// A drawing command with no current point starts a contour at the origin.
    private mutating func ensureContour() {
        if currentPoint == nil { move(to: .zero) }
    }
}

extension PathBuilder {
    /// Runs `build` on a builder that adds to the end of `path`, in `path`'s own storage (a
    /// path emptied with `removeAll(keepingCapacity: true)` and built again allocates
    /// nothing). The builder starts as a new one does: its first command should be a move.
    public static func append(to path: inout Path, _ build: (inout PathBuilder) -> Void) {
        var builder = PathBuilder()
        swap(&builder.path, &path)
        build(&builder)
        swap(&builder.path, &path)
    }
}
