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
            append(UnitArcPiece(from: direction, to: next), center: center, radii: (radius, radius), clockwise: clockwise)
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

    /// Appends the arc from `from` to `to` as cubics, one a piece of at most 22.5°: the
    /// pieces of a quarter turn between axis directions (every rounded corner) from a
    /// table, others by bisection.
    private mutating func appendArcPieces(center: Point, radii: (x: Double, y: Double), from: Vector, to: Vector, clockwise: Bool) {
        if let pieces = QuarterTurns.pieces(from: from, to: to, clockwise: clockwise) {
            for piece in pieces { append(piece, center: center, radii: radii, clockwise: clockwise) }
        } else {
            UnitArcPiece.forEach(from: from, to: to, clockwise: clockwise) {
                append($0, center: center, radii: radii, clockwise: clockwise)
            }
        }
    }

    /// A piece of the unit circle scaled by `radii` around `center`, as one cubic.
    private mutating func append(_ piece: UnitArcPiece, center: Point, radii: (x: Double, y: Double), clockwise: Bool) {
        let turn: Double = clockwise ? 1 : -1
        let k = piece.handle
        let startTangent = piece.from.perpendicular * turn, endTangent = piece.to.perpendicular * turn
        let p0 = Self.pointOnEllipse(center, radii, piece.from)
        let p3 = Self.pointOnEllipse(center, radii, piece.to)
        let c1 = Point(x: p0.x + k * startTangent.dx * radii.x, y: p0.y + k * startTangent.dy * radii.y)
        let c2 = Point(x: p3.x - k * endTangent.dx * radii.x, y: p3.y - k * endTangent.dy * radii.y)
        cubic(to: p3, control1: c1, control2: c2)
    }
}

/// One piece of an arc of the unit circle, of at most about 22.5°: its end directions and
/// the handle length of its cubic, 4/3·tan(θ/4), with tan(θ/4) from the half-angle formulas
/// so that only square roots are needed.
package struct UnitArcPiece {
    package let from: Vector
    package let to: Vector
    package let handle: Double

    init(from: Vector, to: Vector) {
        let sine = abs(from.cross(to)), cosine = from.dot(to)
        let tanHalf = sine / (1 + cosine)
        self.from = from
        self.to = to
        handle = 4.0 / 3.0 * tanHalf / (1 + (1 + tanHalf * tanHalf).squareRoot())
    }

    /// Calls `body` with each piece of the arc from `from` to `to` (unit vectors), in order,
    /// cutting it by bisection: more than a half turn first at the far midpoint, then into
    /// 1, 2, 4 or 8 equal pieces by the angle left.
    package static func forEach(from: Vector, to: Vector, clockwise: Bool, _ body: (UnitArcPiece) -> Void) {
        let turn: Double = clockwise ? 1 : -1
        let sine = turn * from.cross(to), cosine = from.dot(to)
        if sine == 0 && cosine > 0 { return }
        if sine < 0 {
            let middle = (-(from + to)).normalized ?? from.perpendicular * turn
            forEach(from: from, to: middle, clockwise: clockwise, body)
            forEach(from: middle, to: to, clockwise: clockwise, body)
            return
        }
        let depth = cosine >= 0.9238795325112867 ? 0 : cosine >= 0.7071067811865476 ? 1 : cosine >= 0 ? 2 : 3
        bisect(from: from, to: to, clockwise: clockwise, depth: depth, body)
    }

    private static func bisect(from: Vector, to: Vector, clockwise: Bool, depth: Int, _ body: (UnitArcPiece) -> Void) {
        guard depth > 0 else { return body(UnitArcPiece(from: from, to: to)) }
        let middle = (from + to).normalized ?? from.perpendicular * (clockwise ? 1 : -1)
        bisect(from: from, to: middle, clockwise: clockwise, depth: depth - 1, body)
        bisect(from: middle, to: to, clockwise: clockwise, depth: depth - 1, body)
    }
}

/// The pieces of every quarter and three-quarter turn between the axis directions, each
/// sign of zero included, computed once by ``UnitArcPiece/forEach(from:to:clockwise:_:)``
/// itself, so that a looked-up arc is bit for bit the bisected one. Rounded corners and
/// ellipses are made of these; bisecting them anew cost more than the rest of a rounded
/// rectangle.
package enum QuarterTurns {
    /// The eight axis directions: (±1, ±0) and (±0, ±1).
    private static let axes = [1.0, -1.0].flatMap { one in
        [0.0, -0.0].flatMap { zero in [Vector(dx: one, dy: zero), Vector(dx: zero, dy: one)] }
    }

    /// Pieces by `index(from) * 16 + index(to) * 2 + (clockwise ? 1 : 0)`; empty where the
    /// directions are not perpendicular.
    private static let table: [[UnitArcPiece]] = {
        var table = [[UnitArcPiece]](repeating: [], count: axes.count * axes.count * 2)
        for from in axes {
            for to in axes where from.dot(to) == 0 {
                for clockwise in [true, false] {
                    var pieces: [UnitArcPiece] = []
                    UnitArcPiece.forEach(from: from, to: to, clockwise: clockwise) { pieces.append($0) }
                    guard let fromIndex = index(of: from), let toIndex = index(of: to) else {
                        preconditionFailure("every axis has an index")
                    }
                    table[slot(fromIndex, toIndex, clockwise)] = pieces
                }
            }
        }
        return table
    }()

    /// The pieces of the arc from `from` to `to`, when it is a turn between axis directions.
    package static func pieces(from: Vector, to: Vector, clockwise: Bool) -> [UnitArcPiece]? {
        guard let a = index(of: from), let b = index(of: to) else { return nil }
        let pieces = table[slot(a, b, clockwise)]
        return pieces.isEmpty ? nil : pieces
    }

    private static func slot(_ from: Int, _ to: Int, _ clockwise: Bool) -> Int {
        from * 16 + to * 2 + (clockwise ? 1 : 0)
    }

    /// Which axis direction `v` is, told apart bit for bit (0 and -0 differ), or nil.
    private static func index(of v: Vector) -> Int? {
        let x = v.dx.bitPattern, y = v.dy.bitPattern
        let one = (1.0).bitPattern, minusOne = (-1.0).bitPattern, zero = (0.0).bitPattern, minusZero = (-0.0).bitPattern
        switch (x, y) {
        case (one, zero): return 0
        case (one, minusZero): return 2
        case (minusOne, zero): return 4
        case (minusOne, minusZero): return 6
        case (zero, one): return 1
        case (minusZero, one): return 3
        case (zero, minusOne): return 5
        case (minusZero, minusOne): return 7
        default: return nil
        }
    }
}
