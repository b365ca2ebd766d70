/// Closed shapes. Each adds one closed contour; `clockwise` is on screen (y down), so
/// a clockwise outer contour and a counter-clockwise inner one make a ring under either
/// fill rule.
extension PathBuilder {
    /// A rectangle, starting at its top-left corner.
    public mutating func addRect(_ rect: Rect, clockwise: Bool = true) {
        let topRight = Point(x: rect.maxX, y: rect.minY), bottomLeft = Point(x: rect.minX, y: rect.maxY)
        move(to: Point(x: rect.minX, y: rect.minY))
        line(to: clockwise ? topRight : bottomLeft)
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: clockwise ? bottomLeft : topRight)
        close()
    }

    /// A rounded rectangle; corners of radius 0 are square, and corners are smoothed by the
    /// shape's ``RoundedRect/smoothing`` (see ``addSmoothCorner(center:radius:from:to:clockwise:corner:isFirst:)``).
    public mutating func addRoundedRect(_ shape: RoundedRect, clockwise: Bool = true) {
        guard shape.isTurned else { return addUnturnedRoundedRect(shape, clockwise: clockwise) }
        let first = path.elements.count
        addUnturnedRoundedRect(shape, clockwise: clockwise)
        let c = shape.rect.center, k = RoundedRect.halfSquareRootOfTwo
        // x' = c + R(45°)(x - c): exact for lines and Bézier curves, as every affine map is.
        turnPoints(from: first) { p in
            let dx = p.x - c.x, dy = p.y - c.y
            return Point(x: c.x + k * (dx - dy), y: c.y + k * (dx + dy))
        }
    }

    private mutating func addUnturnedRoundedRect(_ shape: RoundedRect, clockwise: Bool) {
        let r = shape.rect, radii = shape.radii
        // Each corner: its centre, its radius, the directions from the centre to the arc's ends.
        let right = Vector(dx: 1, dy: 0), down = Vector(dx: 0, dy: 1)
        let topLeft = (Point(x: r.minX + radii.topLeft, y: r.minY + radii.topLeft), radii.topLeft, -right, -down)
        let topRight = (Point(x: r.maxX - radii.topRight, y: r.minY + radii.topRight), radii.topRight, -down, right)
        let bottomRight = (Point(x: r.maxX - radii.bottomRight, y: r.maxY - radii.bottomRight), radii.bottomRight, right, down)
        let bottomLeft = (Point(x: r.minX + radii.bottomLeft, y: r.maxY - radii.bottomLeft), radii.bottomLeft, down, -right)
        var first = true
        let budget = min(r.width, r.height) / 2
        func add(_ corner: (center: Point, radius: Double, from: Vector, to: Vector)) {
            // Counter-clockwise, each corner is run from its `to` to its `from`.
            let (from, to) = clockwise ? (corner.from, corner.to) : (corner.to, corner.from)
            if shape.smoothing > 0 && corner.radius > 0 {
                addSmoothCorner(center: corner.center, radius: corner.radius, from: from, to: to, clockwise: clockwise,
                                corner: SmoothCorner(radius: corner.radius, smoothing: shape.smoothing, budget: budget),
                                isFirst: first)
                first = false
                return
            }
            let start = corner.center + from * corner.radius
            if first { move(to: start); first = false } else { line(to: start) }
            if corner.radius > 0 {
                arc(center: corner.center, radii: (corner.radius, corner.radius), from: from, to: to, clockwise: clockwise)
            }
        }
        if clockwise {
            add(topLeft); add(topRight); add(bottomRight); add(bottomLeft)
        } else {
            add(topLeft); add(bottomLeft); add(bottomRight); add(topRight)
        }
        close()
    }

    /// The ellipse inscribed in `rect`, starting at its rightmost point.
    public mutating func addEllipse(in rect: Rect, clockwise: Bool = true) {
        let radii = (x: rect.width * 0.5, y: rect.height * 0.5)
        let right = Vector(dx: 1, dy: 0), down = Vector(dx: 0, dy: 1), left = Vector(dx: -1, dy: 0), up = Vector(dx: 0, dy: -1)
        // A quarter at a time from +x, the way the contour turns.
        let (second, third, fourth) = clockwise ? (down, left, up) : (up, left, down)
        move(to: Self.pointOnEllipse(rect.center, radii, right))
        arc(center: rect.center, radii: radii, from: right, to: second, clockwise: clockwise)
        arc(center: rect.center, radii: radii, from: second, to: third, clockwise: clockwise)
        arc(center: rect.center, radii: radii, from: third, to: fourth, clockwise: clockwise)
        arc(center: rect.center, radii: radii, from: fourth, to: right, clockwise: clockwise)
        close()
    }

    /// A circle; nothing for a negative or non-finite radius.
    public mutating func addCircle(center: Point, radius: Double, clockwise: Bool = true) {
        guard let rect = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius) else { return }
        addEllipse(in: rect, clockwise: clockwise)
    }
}

extension Path {
    /// A rectangle.
    public init(rect: Rect) {
        var b = PathBuilder(reservingCapacity: 6)
        b.addRect(rect)
        self = b.path
    }

    /// A rounded rectangle.
    public init(roundedRect: RoundedRect) {
        var b = PathBuilder(reservingCapacity: 24)
        b.addRoundedRect(roundedRect)
        self = b.path
    }

    /// A circle.
    public init(circleAt center: Point, radius: Double) {
        var b = PathBuilder(reservingCapacity: 24)
        b.addCircle(center: center, radius: radius)
        self = b.path
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) {
        var b = PathBuilder(reservingCapacity: 24)
        b.addEllipse(in: rect)
        self = b.path
    }

    /// A border of `width` lying inside `outer`: the outer rounded rectangle clockwise and
    /// the one inset by `width` (radii reduced by `width`) counter-clockwise, so the ring
    /// between them fills exactly under either fill rule. A width of half the shorter side
    /// or more gives the whole shape.
    public init(ring outer: RoundedRect, width: Double) {
        var b = PathBuilder(reservingCapacity: 48)
        guard width > 0, width.isFinite else { self = b.path; return }
        b.addRoundedRect(outer, clockwise: true)
        let inner = outer.inset(by: width)
        if !inner.rect.isEmpty {
            b.addRoundedRect(inner, clockwise: false)
        }
        self = b.path
    }
}
