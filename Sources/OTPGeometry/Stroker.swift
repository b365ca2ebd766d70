/// Turns a path and a ``StrokeStyle`` into the outline of its stroke, a path to fill with
/// the non-zero rule.
///
/// The path is flattened first (curves to polylines within the tolerance), dashed if the
/// style asks for it, then each polyline is offset by half the width on both sides:
/// ```
///   side A:  P₀+m₀ ──join── … ──► Pₙ+m      m = half-width normal of each segment
///   cap at Pₙ, then side B back along the reversed polyline, cap at P₀, close.
/// ```
/// Outer corners get the style's join; vertices inside curves always get a round join, so
/// curved strokes stay within tolerance of the true offset curve. On the inner side of a
/// corner the two offset edges meet at their intersection when both segments are long
/// enough to reach it, and otherwise pass through the corner point (as Skia does), which
/// the non-zero rule fills correctly. Round joins and caps are emitted as cubic arcs, so
/// they are flattened later in device space with the device tolerance.
public enum Stroker {
    /// The outline of the stroke of `path`. `tolerance` is the largest allowed distance, in
    /// the path's own units, between a curve and the polyline that stands for it.
    public static func outline(of path: Path, style: StrokeStyle, tolerance: Double = Flattener.defaultTolerance) -> Path {
        let halfWidth = style.width * 0.5
        guard halfWidth > 0, halfWidth.isFinite else { return Path() }
        var polylines: [Polyline]
        if let dash = style.dash {
            // A dash cut inside a curve is capped square to the chord it falls on; a 16 times
            // finer tolerance keeps that chord within a quarter of the angle of the curve's
            // tangent, so dash ends stay within tolerance too.
            polylines = Dasher.dash(PolylineCollector.polylines(of: path, tolerance: tolerance / 16), pattern: dash)
        } else {
            polylines = PolylineCollector.polylines(of: path, tolerance: tolerance)
        }
        var builder = PathBuilder()
        var outliner = PolylineOutliner(style: style, halfWidth: halfWidth)
        for polyline in polylines {
            outliner.outline(polyline, into: &builder)
        }
        return builder.path
    }
}

/// Offsets one polyline at a time.
struct PolylineOutliner {
    let style: StrokeStyle
    let halfWidth: Double

    init(style: StrokeStyle, halfWidth: Double) {
        self.style = style
        self.halfWidth = halfWidth
    }

    mutating func outline(_ polyline: Polyline, into builder: inout PathBuilder) {
        let points = polyline.points
        if points.count == 1 {
            dot(at: points[0], into: &builder)
        } else if polyline.isClosed && points.count > 2 {
            side(points, smooth: polyline.smooth, closed: true, into: &builder)
            builder.close()
            side(points.reversed(), smooth: polyline.smooth.reversed(), closed: true, into: &builder)
            builder.close()
        } else if points.count >= 2 {
            let ends = polyline.isClosed ? points + [points[0]] : points
            let flags = polyline.isClosed ? polyline.smooth + [false] : polyline.smooth
            side(ends, smooth: flags, closed: false, into: &builder)
            cap(at: ends[ends.count - 1], direction: direction(ends[ends.count - 2], ends[ends.count - 1]), into: &builder)
            side(ends.reversed(), smooth: flags.reversed(), closed: false, into: &builder, continuing: true)
            cap(at: ends[0], direction: direction(ends[1], ends[0]), into: &builder)
            builder.close()
        }
    }

    /// A zero-length contour: a dot for round and square caps, nothing for butt.
    private func dot(at p: Point, into builder: inout PathBuilder) {
        switch style.cap {
        case .butt: break
        case .round: builder.addCircle(center: p, radius: halfWidth)
        case .square:
            if let r = Rect(x: p.x - halfWidth, y: p.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth) {
                builder.addRect(r)
            }
        }
    }

    private func direction(_ a: Point, _ b: Point) -> Vector { (b - a).normalized ?? Vector(dx: 1, dy: 0) }

    /// The offset on the +normal side (the normal is the direction turned clockwise on screen).
    /// Open: from the first vertex to the last, ending at the last vertex's offset.
    /// Closed: a loop with a join at every vertex.
    private func side(_ points: [Point], smooth: [Bool], closed: Bool, into builder: inout PathBuilder, continuing: Bool = false) {
        let n = points.count
        let segmentCount = closed ? n : n - 1
        func normal(_ i: Int) -> Vector { direction(points[i], points[(i + 1) % n]).perpendicular * halfWidth }
        func length(_ i: Int) -> Double { (points[(i + 1) % n] - points[i]).length }
        let firstVertex = closed ? 0 : 1
        let lastVertex = closed ? n - 1 : n - 2
        if !closed {
            let start = points[0] + normal(0)
            if continuing { builder.line(to: start) } else { builder.move(to: start) }
        }
        var started = !closed
        for k in stride(from: firstVertex, through: lastVertex, by: 1) {
            let before = (k - 1 + segmentCount) % segmentCount
            join(at: points[k], from: normal(before), to: normal(k), lengths: (length(before), length(k)),
                 smooth: smooth[k], started: &started, into: &builder)
        }
        if !closed { builder.line(to: points[n - 1] + normal(n - 2)) }
    }

    /// The corner at `p` between the segment with normal `m0` and the one with normal `m1`.
    private func join(at p: Point, from m0: Vector, to m1: Vector, lengths: (Double, Double), smooth: Bool,
                      started: inout Bool, into builder: inout PathBuilder) {
        func to(_ q: Point) {
            if started { builder.line(to: q) } else { builder.move(to: q); started = true }
        }
        let turn = m0.cross(m1), alignment = m0.dot(m1)
        let hw2 = halfWidth * halfWidth
        if turn == 0 && alignment > 0 { to(p + m0); return }
        // The intersection of the two offset lines: p + (m0 + m1)·hw² / (hw² + m0·m1).
        let miterDenominator = hw2 + alignment
        if turn > 0 {
            // Inner side: this side is on the inside of the turn.
            let reach = halfWidth * turn / miterDenominator  // hw·tan(θ/2)
            if miterDenominator > 0, reach <= 0.5 * min(lengths.0, lengths.1) {
                to(p + (m0 + m1) * (hw2 / miterDenominator))
            } else {
                to(p + m0); to(p); to(p + m1)
            }
            return
        }
        to(p + m0)
        let kind: LineJoin = smooth ? .round : style.join
        switch kind {
        case .round:
            guard let u0 = m0.normalized, let u1 = m1.normalized else { to(p + m1); return }
            builder.arc(center: p, radii: (halfWidth, halfWidth), from: u0, to: u1, clockwise: false)
        case .miter:
            // Miter length / width = 1 / cos(θ/2) for a turn θ; cos(θ/2)² = (1 + cos θ) / 2.
            let cosHalfSquared = miterDenominator / (2 * hw2)
            if cosHalfSquared > 0, 1 / cosHalfSquared <= style.miterLimit * style.miterLimit {
                to(p + (m0 + m1) * (hw2 / miterDenominator))
            }
            to(p + m1)
        case .bevel:
            to(p + m1)
        }
    }

    /// The cap at the end `p` of a segment heading in `direction`, from the side-A offset to
    /// the side-B offset.
    private func cap(at p: Point, direction d: Vector, into builder: inout PathBuilder) {
        let m = d.perpendicular * halfWidth
        switch style.cap {
        case .butt:
            builder.line(to: p - m)
        case .square:
            builder.line(to: p + m + d * halfWidth)
            builder.line(to: p - m + d * halfWidth)
            builder.line(to: p - m)
        case .round:
            builder.arc(center: p, radii: (halfWidth, halfWidth), from: d.perpendicular, to: -d.perpendicular, clockwise: false)
        }
    }
}
