/// Circular and elliptical arcs as cubic Béziers.
///
/// Each arc is cut into pieces of at most 22.5°, each drawn as the standard cubic with
/// handles of length 4/3·tan(θ/4)·r; its radial error is below 7·10⁻⁸·r (about 1/15000 px
/// for a 1000 px radius), far under the flattening tolerance. Piece end points come from
/// bisecting unit vectors (square roots only) or from ``DeterministicTrigonometry``, never
/// from libm, so arcs are the same on every machine.
extension PathBuilder {
    /// An arc of the circle (or axis-aligned ellipse with radii `rx`, `ry`) around `center`,
    /// from direction `from` to direction `to` (unit vectors), turning clockwise on screen
    /// (from +x towards +y) or not. A half turn goes the requested way; equal directions draw
    /// nothing. Starts with a line from the current point to the arc's start, or a move when
    /// there is no current point.
    public mutating func arc(center: Point, radii: (x: Double, y: Double), from: Vector, to: Vector, clockwise: Bool) {
        let start = Self.pointOnEllipse(center, radii, from)
        if currentPoint == nil { move(to: start) } else if currentPoint != start { line(to: start) }
        appendArcPieces(center: center, radii: radii, from: from, to: to, clockwise: clockwise)
    }

    /// An arc of the circle of `radius` around `center` from `startAngle` to `endAngle`
    /// (radians, measured from +x towards +y). `clockwise` (on screen) means increasing angles.
    /// A sweep of a full turn or more draws the whole circle once.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard startAngle.isFinite, endAngle.isFinite, radius.isFinite, radius >= 0 else { return }
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = fullTurn - (-sweep).truncatingRemainder(dividingBy: fullTurn) }
        } else if sweep > 0 {
            sweep = -(fullTurn - sweep.truncatingRemainder(dividingBy: fullTurn))
        }
        sweep = max(-fullTurn, min(fullTurn, sweep))
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 8)).rounded(.up)))
        var direction = Self.unitVector(angle: startAngle)
        let start = center + direction * radius
        if currentPoint == nil { move(to: start) } else if currentPoint != start { line(to: start) }
        for i in 1...pieces {
            let next = Self.unitVector(angle: startAngle + sweep * Double(i) / Double(pieces))
            appendArcPiece(center: center, radii: (radius, radius), from: direction, to: next, clockwise: clockwise)
            direction = next
        }
    }

    static func unitVector(angle: Double) -> Vector {
        let (s, c) = DeterministicTrigonometry.sinCos(angle)
        return Vector(dx: c, dy: s)
    }

    static func pointOnEllipse(_ center: Point, _ radii: (x: Double, y: Double), _ direction: Vector) -> Point {
        Point(x: center.x + direction.dx * radii.x, y: center.y + direction.dy * radii.y)
    }

    /// Cuts the arc into pieces of at most 22.5° by bisection and appends each as a cubic.
    private mutating func appendArcPieces(center: Point, radii: (x: Double, y: Double), from: Vector, to: Vector, clockwise: Bool) {
        let turn: Double = clockwise ? 1 : -1
        let sine = turn * from.cross(to), cosine = from.dot(to)
        if sine == 0 && cosine > 0 { return }
        if sine < 0 {
            // More than a half turn: split at the far midpoint first.
            let middle = (-(from + to)).normalized ?? from.perpendicular * turn
            appendArcPieces(center: center, radii: radii, from: from, to: middle, clockwise: clockwise)
            appendArcPieces(center: center, radii: radii, from: middle, to: to, clockwise: clockwise)
            return
        }
        let depth = cosine >= 0.9238795325112867 ? 0 : cosine >= 0.7071067811865476 ? 1 : cosine >= 0 ? 2 : 3
        appendBisected(center: center, radii: radii, from: from, to: to, clockwise: clockwise, depth: depth)
    }

    private mutating func appendBisected(center: Point, radii: (x: Double, y: Double), from: Vector, to: Vector, clockwise: Bool, depth: Int) {
        guard depth > 0 else {
            appendArcPiece(center: center, radii: radii, from: from, to: to, clockwise: clockwise)
            return
        }
        let middle = (from + to).normalized ?? from.perpendicular * (clockwise ? 1 : -1)
        appendBisected(center: center, radii: radii, from: from, to: middle, clockwise: clockwise, depth: depth - 1)
        appendBisected(center: center, radii: radii, from: middle, to: to, clockwise: clockwise, depth: depth - 1)
    }

    /// One piece of at most about 22.5°: a cubic with handle length 4/3·tan(θ/4) per radius,
    /// tan(θ/4) from the half-angle formulas so that only square roots are needed.
    private mutating func appendArcPiece(center: Point, radii: (x: Double, y: Double), from: Vector, to: Vector, clockwise: Bool) {
        let turn: Double = clockwise ? 1 : -1
        let sine = abs(from.cross(to)), cosine = from.dot(to)
        let tanHalf = sine / (1 + cosine)
        let k = 4.0 / 3.0 * tanHalf / (1 + (1 + tanHalf * tanHalf).squareRoot())
        let startTangent = from.perpendicular * turn, endTangent = to.perpendicular * turn
        let p0 = Self.pointOnEllipse(center, radii, from)
        let p3 = Self.pointOnEllipse(center, radii, to)
        let c1 = Point(x: p0.x + k * startTangent.dx * radii.x, y: p0.y + k * startTangent.dy * radii.y)
        let c2 = Point(x: p3.x - k * endTangent.dx * radii.x, y: p3.y - k * endTangent.dy * radii.y)
        cubic(to: p3, control1: c1, control2: c2)
    }
}
