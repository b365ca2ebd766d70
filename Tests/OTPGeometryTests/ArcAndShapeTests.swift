import Foundation
import OTPGeometry
import Testing

@Suite struct ArcAndShapeTests {
    @Test func deterministicSineAndCosineMatchLibm() {
        var worst = 0.0
        for i in -20_000...20_000 {
            let angle = Double(i) * 0.000_731
            let (s, c) = DeterministicTrigonometry.sinCos(angle)
            worst = max(worst, abs(s - sin(angle)), abs(c - cos(angle)))
        }
        #expect(worst < 4e-16)
        let (s, c) = DeterministicTrigonometry.sinCos(.infinity)
        #expect(s.isNaN && c.isNaN)
    }

    /// Samples every cubic of a path and returns the largest |distance to centre - r|.
    private func radialError(_ path: Path, center: Point, radius: Double) -> Double {
        var worst = 0.0
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): current = p
            case .cubic(let c1, let c2, let p):
                let curve = CubicBezier(current, c1, c2, p)
                for i in 0...64 { worst = max(worst, abs((curve.point(at: Double(i) / 64) - center).length - radius)) }
                current = p
            default: break
            }
        }
        return worst
    }

    @Test func circlesAreWithinTenToTheMinusSevenOfTheRadius() {
        for radius in [0.5, 10, 1000] {
            let center = Point(x: 3.3, y: -7.1)
            let path = Path(circleAt: center, radius: radius)
            #expect(radialError(path, center: center, radius: radius) < 1e-7 * radius)
            #expect(path.elements.filter { if case .cubic = $0 { return true } else { return false } }.count == 16)
        }
    }

    @Test func angleArcsSweepTheRequestedWay() {
        var b = PathBuilder()
        b.arc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        #expect(distance(b.currentPoint!, Point(x: 0, y: 10)) < 1e-12)
        #expect(radialError(b.path, center: .zero, radius: 10) < 1e-6)
        // The same end points the other way round is three quarters of a turn: it passes (0, -10).
        var ccw = PathBuilder()
        ccw.arc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        let passesTop = ccw.path.points.contains { distance($0, Point(x: 0, y: -10)) < 1e-9 }
        #expect(passesTop)
        #expect(ccw.path.elements.count == 1 + 12)
    }

    @Test func roundedRectRadiiAreScaledToFit() {
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 10)!, radius: 8)
        #expect(shape.radii == CornerRadii(5))
        let inner = shape.inset(by: 2)
        #expect(inner.rect == Rect(x: 2, y: 2, width: 16, height: 6)!)
        #expect(inner.radii == CornerRadii(3))
        #expect(RoundedRect(rect: Rect(x: 0, y: 0, width: 4, height: 4)!, radius: 1).inset(by: 3).radii == .zero)
    }

    @Test func ringHasAClockwiseOuterAndCounterClockwiseInnerContour() {
        let ring = Path(ring: RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 48)!, radius: 5), width: 1)
        let polylines = PolylineCollector.polylines(of: ring, tolerance: 1.0 / 1024)
        #expect(polylines.count == 2)
        func signedArea(_ p: [Point]) -> Double {
            (0..<p.count).reduce(0) { $0 + p[$1].x * p[($1 + 1) % p.count].y - p[($1 + 1) % p.count].x * p[$1].y } / 2
        }
        let outer = signedArea(polylines[0].points), inner = signedArea(polylines[1].points)
        #expect(outer > 0 && inner < 0)  // y down: positive is clockwise on screen
        let exactOuter = 40.0 * 48 - (4 - Double.pi) * 25
        let exactInner = 38.0 * 46 - (4 - Double.pi) * 16
        // Chords lose about 2/3 · tolerance · arc length of area: under 0.05 here.
        #expect(abs(outer - exactOuter) < 0.05, "\(outer) vs \(exactOuter)")
        #expect(abs(-inner - exactInner) < 0.05, "\(-inner) vs \(exactInner)")
        #expect(Path(ring: RoundedRect(rect: Rect(x: 0, y: 0, width: 4, height: 4)!, radius: 0), width: 0).isEmpty)
    }

    @Test func appendingToAPathBuildsWhatANewBuilderAddsAfterItsCommands() {
        let rect = Rect(x: 1, y: 2, width: 30, height: 40)!, shape = RoundedRect(rect: rect, radius: 6)
        var path = Path(circleAt: Point(x: 5, y: 5), radius: 3)
        PathBuilder.append(to: &path) {
            $0.addRoundedRect(shape)
            $0.addRect(rect)
        }
        var separate = PathBuilder()
        separate.addRoundedRect(shape)
        separate.addRect(rect)
        #expect(path.elements == Path(circleAt: Point(x: 5, y: 5), radius: 3).elements + separate.path.elements)
        path.removeAll(keepingCapacity: true)
        PathBuilder.append(to: &path) { $0.addRect(rect) }
        #expect(path == Path(rect: rect))
    }

    @Test func invalidRectanglesCannotBeBuilt() {
        #expect(Rect(x: .nan, y: 0, width: 1, height: 1) == nil)
        #expect(Rect(x: 0, y: 0, width: -1, height: 1) == nil)
        #expect(Rect(x: 0, y: 0, width: 1, height: .infinity) == nil)
        #expect(Size(width: -0.5, height: 1) == nil)
        #expect(Rect(x: 1, y: 2, width: 3, height: 4)!.insetBy(10).isEmpty)
    }

    @Test func transformsComposeInOrder() {
        let t = Transform.scale(2).translated(by: Vector(dx: 5, dy: -1))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 7, y: 1))
        let r = Transform.rotation(radians: Double.pi / 2)
        let p = r.apply(Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)
        #expect(abs(Transform.rotation(radians: 0.3).scaled(by: 3).maximumScale - 3) < 1e-12)
        #expect(abs(Transform.scale(x: 2, y: -5).maximumScale - 5) < 1e-12)
        #expect(t.apply(Vector(dx: 1, dy: 0)) == Vector(dx: 2, dy: 0))
    }

    @Test func pointAndVectorArithmetic() {
        let a = Point(x: 1, y: 2), b = Point(x: 4, y: 6)
        #expect(b - a == Vector(dx: 3, dy: 4))
        #expect((b - a).length == 5)
        #expect(a + (b - a) == b)
        #expect(Vector(dx: 1, dy: 0).perpendicular == Vector(dx: 0, dy: 1))
        #expect(Vector(dx: 1, dy: 0).cross(Vector(dx: 0, dy: 1)) == 1)
        #expect(Vector.zero.normalized == nil)
    }
}

/// Rounded corners and ellipses take their arc pieces from a table; it must hold exactly
/// what bisection gives, for every axis direction (each sign of zero) and both ways round.
@Suite struct QuarterTurnTableTests {
    private func bisected(_ from: Vector, _ to: Vector, _ clockwise: Bool) -> [UnitArcPiece] {
        var pieces: [UnitArcPiece] = []
        UnitArcPiece.forEach(from: from, to: to, clockwise: clockwise) { pieces.append($0) }
        return pieces
    }

    private func bits(_ pieces: [UnitArcPiece]) -> [UInt64] {
        pieces.flatMap { [$0.from.dx, $0.from.dy, $0.to.dx, $0.to.dy, $0.handle].map(\.bitPattern) }
    }

    @Test func everyTurnBetweenAxesIsTheBisectedOne() throws {
        let axes = [Vector(dx: 1, dy: 0), Vector(dx: 1, dy: -0.0), Vector(dx: -1, dy: 0), Vector(dx: -1, dy: -0.0),
                    Vector(dx: 0, dy: 1), Vector(dx: -0.0, dy: 1), Vector(dx: 0, dy: -1), Vector(dx: -0.0, dy: -1)]
        var turns = 0
        for from in axes {
            for to in axes where from.dot(to) == 0 {
                for clockwise in [true, false] {
                    let table = try #require(QuarterTurns.pieces(from: from, to: to, clockwise: clockwise))
                    #expect(bits(table) == bits(bisected(from, to, clockwise)))
                    #expect(table.count == 4 || table.count == 16, "a quarter turn, or three quarters in two halves")
                    turns += 1
                }
            }
        }
        #expect(turns == 64)
    }

    @Test func otherDirectionsAreBisected() {
        let diagonal = Vector(dx: 0.6, dy: 0.8)
        #expect(QuarterTurns.pieces(from: diagonal, to: Vector(dx: 0, dy: 1), clockwise: true) == nil)
        #expect(QuarterTurns.pieces(from: Vector(dx: 1, dy: 0), to: Vector(dx: -1, dy: 0), clockwise: true) == nil)
    }
}
