/// Closed shapes. Each adds one closed contour; `clockwise` is on screen (y down), so
/// a clockwise outer contour and a counter-clockwise inner one make a ring under either
/// fill rule.
extension PathBuilder {
    /// A rectangle, starting at its top-left corner.
    public mutating func addRect(_ rect: Rect, clockwise: Bool = true) {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        let ordered = clockwise ? corners : [corners[0], corners[3], corners[2], corners[1]]
        move(to: ordered[0])
        for p in ordered.dropFirst() { line(to: p) }
        close()
    }

    /// A rounded rectangle; corners of radius 0 are square.
    public mutating func addRoundedRect(_ shape: RoundedRect, clockwise: Bool = true) {
        let r = shape.rect, radii = shape.radii
        // Each corner: its centre, its radius, the directions from the centre to the arc's ends.
        let right = Vector(dx: 1, dy: 0), down = Vector(dx: 0, dy: 1)
        var corners: [(center: Point, radius: Double, from: Vector, to: Vector)] = [
            (Point(x: r.minX + radii.topLeft, y: r.minY + radii.topLeft), radii.topLeft, -right, -down),
            (Point(x: r.maxX - radii.topRight, y: r.minY + radii.topRight), radii.topRight, -down, right),
            (Point(x: r.maxX - radii.bottomRight, y: r.maxY - radii.bottomRight), radii.bottomRight, right, down),
            (Point(x: r.minX + radii.bottomLeft, y: r.maxY - radii.bottomLeft), radii.bottomLeft, down, -right),
        ]
        if !clockwise {
            corners = [corners[0], corners[3], corners[2], corners[1]].map { ($0.center, $0.radius, $0.to, $0.from) }
        }
        var first = true
        for corner in corners {
            let start = corner.center + corner.from * corner.radius
            if first { move(to: start); first = false } else { line(to: start) }
            if corner.radius > 0 {
                arc(center: corner.center, radii: (corner.radius, corner.radius),
                    from: corner.from, to: corner.to, clockwise: clockwise)
            }
        }
        close()
    }

    /// The ellipse inscribed in `rect`, starting at its rightmost point.
    public mutating func addEllipse(in rect: Rect, clockwise: Bool = true) {
        let radii = (x: rect.width * 0.5, y: rect.height * 0.5)
        let directions = [Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 1), Vector(dx: -1, dy: 0), Vector(dx: 0, dy: -1)]
        let ordered = clockwise ? directions : [directions[0], directions[3], directions[2], directions[1]]
        move(to: Self.pointOnEllipse(rect.center, radii, ordered[0]))
        for i in 0..<4 {
            arc(center: rect.center, radii: radii, from: ordered[i], to: ordered[(i + 1) % 4], clockwise: clockwise)
        }
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
