import OTPGeometry
import OTPRaster
import Testing

/// Joins, caps, the miter limit and dashes, checked as pixels against exact polygons.
@Suite struct StrokeGeometryTests {
    /// An L: right along y = 10.3 from x = 5.2 to 30.6, then down to y = 32.1; width 6.
    private var corner: Path {
        var b = PathBuilder()
        b.move(to: Point(x: 5.2, y: 10.3))
        b.line(to: Point(x: 30.6, y: 10.3))
        b.line(to: Point(x: 30.6, y: 32.1))
        return b.path
    }

    private func render(_ path: Path, _ style: StrokeStyle, size: Int = 44) -> Pixmap {
        coverage(width: size, height: size) { $0.stroke(path, style: style, with: black) }
    }

    /// The L's outline with the outer corner drawn by `outerCorner` (points from the top edge
    /// to the right edge around (30.6, 10.3)).
    private func lShape(outerCorner: AreaOracle.Polygon) -> AreaOracle.Polygon {
        [(5.2, 7.3)] + outerCorner + [(33.6, 32.1), (27.6, 32.1), (27.6, 13.3), (5.2, 13.3)]
    }

    @Test func miterJoinIsSharp() {
        var oracle = AreaOracle(width: 44, height: 44)
        oracle.add(lShape(outerCorner: [(33.6, 7.3)]))
        let worst = worstError(render(corner, StrokeStyle(width: 6, join: .miter)), oracle)
        #expect(worst.levels <= 1, "\(worst)")
    }

    @Test func bevelJoinCutsTheCorner() {
        var oracle = AreaOracle(width: 44, height: 44)
        oracle.add(lShape(outerCorner: [(30.6, 7.3), (33.6, 10.3)]))
        let worst = worstError(render(corner, StrokeStyle(width: 6, join: .bevel)), oracle)
        #expect(worst.levels <= 1, "\(worst)")
    }

    @Test func roundJoinIsAQuarterCircle() {
        var oracle = AreaOracle(width: 44, height: 44)
        let arc = OraclePolygons.arcPoints(cx: 30.6, cy: 10.3, r: 3, from: -Double.pi / 2, to: 0, segments: 4000)
        oracle.add(lShape(outerCorner: arc))
        let worst = worstError(render(corner, StrokeStyle(width: 6, join: .round)), oracle)
        #expect(worst.levels <= 1, "\(worst)")
    }

    @Test func miterLimitFallsBackToBevel() {
        // A 30° corner: miter length / width = 1 / sin(15°) ≈ 3.86.
        var b = PathBuilder()
        b.move(to: Point(x: 2, y: 20))
        b.line(to: Point(x: 40, y: 20))
        b.line(to: Point(x: 40 - 38 * 0.8660254037844387, y: 20 - 38 * 0.5))
        let within = Stroker.outline(of: b.path, style: StrokeStyle(width: 4, join: .miter, miterLimit: 4))
        let beyond = Stroker.outline(of: b.path, style: StrokeStyle(width: 4, join: .miter, miterLimit: 3.8))
        // The miter tip lies 2 / sin(15°) = 7.73 past the corner along the bisector.
        let tipX = 40 + 2 / 0.25881904510252074 * 0.9659258262890683
        #expect(abs(within.controlBounds!.maxX - tipX) < 1e-9)
        #expect(beyond.controlBounds!.maxX < 42.1)
    }

    @Test(arguments: LineCap.allCases)
    func caps(cap: LineCap) {
        var b = PathBuilder()
        b.move(to: Point(x: 8.4, y: 12.7))
        b.line(to: Point(x: 30.1, y: 12.7))
        let pixmap = render(b.path, StrokeStyle(width: 5, cap: cap), size: 40)
        var oracle = AreaOracle(width: 40, height: 40)
        switch cap {
        case .butt:
            oracle.add(OraclePolygons.rect(8.4, 10.2, 21.7, 5))
        case .square:
            oracle.add(OraclePolygons.rect(5.9, 10.2, 26.7, 5))
        case .round:
            let right = OraclePolygons.arcPoints(cx: 30.1, cy: 12.7, r: 2.5, from: -Double.pi / 2, to: Double.pi / 2, segments: 4000)
            let left = OraclePolygons.arcPoints(cx: 8.4, cy: 12.7, r: 2.5, from: Double.pi / 2, to: 3 * Double.pi / 2, segments: 4000)
            oracle.add(right + left)
        }
        let worst = worstError(pixmap, oracle)
        #expect(worst.levels <= 1, "\(cap): \(worst)")
    }

    @Test func zeroLengthContourDrawsADotWithRoundCaps() {
        var b = PathBuilder()
        b.move(to: Point(x: 10.5, y: 10.5))
        b.line(to: Point(x: 10.5, y: 10.5))
        let round = render(b.path, StrokeStyle(width: 6, cap: .round), size: 21)
        let butt = render(b.path, StrokeStyle(width: 6, cap: .butt), size: 21)
        var oracle = AreaOracle(width: 21, height: 21)
        oracle.add(OraclePolygons.circle(cx: 10.5, cy: 10.5, r: 3))
        #expect(worstError(round, oracle).levels <= 1)
        #expect(butt.bytes.allSatisfy { $0 == 0 })
    }

    @Test func closedContourHasNoCapsAndMiteredCorners() {
        let square = Path(rect: Rect(x: 10.25, y: 10.75, width: 20, height: 16)!)
        let pixmap = render(square, StrokeStyle(width: 3, cap: .round, join: .miter))
        var oracle = AreaOracle(width: 44, height: 44)
        oracle.add(OraclePolygons.rect(8.75, 9.25, 23, 19))
        oracle.add(OraclePolygons.rect(11.75, 12.25, 17, 13), sign: -1)
        let worst = worstError(pixmap, oracle)
        #expect(worst.levels <= 1, "\(worst)")
    }

    @Test func dashLengthsAndPhase() {
        let line = Polyline(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], smooth: [false, false, false], isClosed: false)
        let dashes = Dasher.dash([line], pattern: DashPattern([3, 2], phase: 1)!)
        // Phase 1: dashes at 0-2, 4-7, 9-12, 14-17 and 19-20 along the 20 units.
        let lengths = dashes.map { $0.length }
        #expect(lengths.count == 5)
        for (length, expected) in zip(lengths, [2.0, 3, 3, 3, 1] as [Double]) {
            #expect(abs(length - expected) < 1e-12)
        }
        #expect(dashes[0].points.first == Point(x: 0, y: 0))
        // The dash from 9 to 12 turns the corner at (10, 0).
        #expect(dashes[2].points == [Point(x: 9, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 2)])
    }

    @Test func dashAcrossTheStartOfAClosedContourIsJoined() {
        let square = Polyline(points: [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)],
                              smooth: [false, false, false, false], isClosed: true)
        // Perimeter 16, pattern 14 on, 2 off, phase 13: the contour starts 1 before the end of
        // a dash, then a gap from 1 to 3, then a dash from 3 that runs past the start to 1.
        let dashes = Dasher.dash([square], pattern: DashPattern([14, 2], phase: 13)!)
        #expect(dashes.count == 1)
        #expect(abs(dashes[0].length - 14) < 1e-12)
        #expect(dashes[0].points.first == Point(x: 3, y: 0))
        #expect(dashes[0].points.last == Point(x: 1, y: 0))
    }
}
