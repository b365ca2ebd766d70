extension Path {
    /// The exact bounding box of the shape: of its lines and of each Bézier curve's extremes
    /// (``QuadraticBezier/bounds``, ``CubicBezier/bounds``), not of its control points; `nil`
    /// for an empty path or one with a non-finite coordinate.
    public var bounds: Rect? {
        var result: Rect?
        var current = Point(x: 0, y: 0)
        func include(_ rect: Rect?) {
            guard let rect else { return }
            result = result.map { $0.union(rect) } ?? rect
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                include(Rect(x: p.x, y: p.y, width: 0, height: 0))
            case .line(let p):
                include(Rect(corner: current, corner: p))
                current = p
            case .quadratic(let c, let p):
                include(QuadraticBezier(current, c, p).bounds)
                current = p
            case .cubic(let c1, let c2, let p):
                include(CubicBezier(current, c1, c2, p).bounds)
                current = p
            case .close:
                break
            }
        }
        return result
    }
}
