import OTPGeometry
import Testing

/// A path's control bounds under a transform (a transform that only scales and moves maps
/// the extremes alone, which must give exactly the bounds of every point mapped), and its
/// exact bounds.
@Suite struct PathBoundsTests {
    /// A ring, a curve and a stray line at awkward coordinates.
    private var path: Path {
        var builder = PathBuilder()
        builder.addRoundedRect(RoundedRect(rect: Rect(x: 16.3, y: 15.7, width: 48.1, height: 56.9)!, radius: 8.3))
        builder.move(to: Point(x: -3.1, y: 0.7))
        builder.cubic(to: Point(x: 91.7, y: 12.01), control1: Point(x: 1e-3, y: 77.7), control2: Point(x: 45.45, y: -9.9))
        builder.quadratic(to: Point(x: 0.1, y: 0.2), control: Point(x: 33.3, y: 66.6))
        return builder.path
    }

    /// The bounds of every point mapped through `t`, one by one.
    private func pointByPoint(_ path: Path, _ t: Transform) -> Rect? {
        let points = path.points.map { t.apply($0) }
        guard let x0 = points.map(\.x).min(), let x1 = points.map(\.x).max(),
              let y0 = points.map(\.y).min(), let y1 = points.map(\.y).max() else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    @Test(arguments: [Transform.identity, .scale(2), .scale(2.625), .scale(1.0 / 3),
                      Transform.translation(Vector(dx: 0.3, dy: -7.9)).scaled(by: 3),
                      Transform(a: -1.5, b: 0, c: 0, d: 2.25, tx: 100.1, ty: -0.7),
                      Transform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 500)])
    func scalingAndMovingMapsTheExtremesExactly(transform: Transform) throws {
        #expect(path.controlBounds(mappedBy: transform) == pointByPoint(path, transform))
    }

    @Test func aTurnedTransformMapsEveryPoint() throws {
        let turn = Transform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 3, ty: 4)
        #expect(path.controlBounds(mappedBy: turn) == pointByPoint(path, turn))
        #expect(Path().controlBounds(mappedBy: .scale(2)) == nil)
    }

    /// The exact bounds reach each curve's extremes, not its control points: a quarter
    /// circle's bulge, a quadratic's apex at t = 1/2.
    @Test func exactBoundsFollowTheCurvesNotTheirControlPoints() throws {
        var builder = PathBuilder()
        builder.move(to: Point(x: 0, y: 0))
        builder.quadratic(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))
        builder.line(to: Point(x: 10, y: -2))
        builder.close()
        let bounds = try #require(builder.path.bounds)
        #expect(bounds == Rect(x: 0, y: -2, width: 10, height: 7), "the apex is at y 5, half the control point's 10")
        #expect(try #require(builder.path.controlBounds).height == 12)
        let dense = try #require(path.bounds), loose = try #require(path.controlBounds)
        #expect(dense.minX >= loose.minX && dense.maxX <= loose.maxX && dense.minY >= loose.minY && dense.maxY <= loose.maxY)
        #expect(dense.height < loose.height)
        #expect(Path().bounds == nil)
    }
}
