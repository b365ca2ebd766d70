import Foundation
import OTPGeometry
@_exported import OTPTestSupport
import Testing

extension SeededRandom {
    mutating func point() -> Point {
        Point(x: Double.random(in: -50...50, using: &self), y: Double.random(in: -50...50, using: &self))
    }
}

func distance(_ a: Point, _ b: Point) -> Double { (a - b).length }

@Suite struct BezierTests {
    @Test func cubicSplitHalvesTraceTheCurve() {
        var random = SeededRandom(seed: 1)
        for _ in 0..<200 {
            let curve = CubicBezier(random.point(), random.point(), random.point(), random.point())
            let t = Double.random(in: 0.05...0.95, using: &random)
            let (left, right) = curve.split(at: t)
            for u in stride(from: 0.0, through: 1.0, by: 0.125) {
                #expect(distance(left.point(at: u), curve.point(at: t * u)) < 1e-9)
                #expect(distance(right.point(at: u), curve.point(at: t + (1 - t) * u)) < 1e-9)
            }
        }
    }

    @Test func quadraticSplitHalvesTraceTheCurve() {
        var random = SeededRandom(seed: 2)
        for _ in 0..<200 {
            let curve = QuadraticBezier(random.point(), random.point(), random.point())
            let t = Double.random(in: 0.05...0.95, using: &random)
            let (left, right) = curve.split(at: t)
            for u in stride(from: 0.0, through: 1.0, by: 0.125) {
                #expect(distance(left.point(at: u), curve.point(at: t * u)) < 1e-9)
                #expect(distance(right.point(at: u), curve.point(at: t + (1 - t) * u)) < 1e-9)
            }
            #expect(distance(curve.asCubic.point(at: t), curve.point(at: t)) < 1e-9)
        }
    }

    @Test func derivativesMatchFiniteDifferences() {
        var random = SeededRandom(seed: 3)
        let h = 1e-6
        for _ in 0..<100 {
            let cubic = CubicBezier(random.point(), random.point(), random.point(), random.point())
            let quad = QuadraticBezier(random.point(), random.point(), random.point())
            let t = Double.random(in: 0.1...0.9, using: &random)
            let cubicDifference = (cubic.point(at: t + h) - cubic.point(at: t - h)) / (2 * h)
            let quadDifference = (quad.point(at: t + h) - quad.point(at: t - h)) / (2 * h)
            #expect((cubic.derivative(at: t) - cubicDifference).length < 1e-4)
            #expect((quad.derivative(at: t) - quadDifference).length < 1e-4)
        }
    }

    @Test func boundsContainTheCurveAndAreTight() {
        var random = SeededRandom(seed: 4)
        for _ in 0..<100 {
            let curve = CubicBezier(random.point(), random.point(), random.point(), random.point())
            let bounds = curve.bounds!
            let samples = (0...2000).map { curve.point(at: Double($0) / 2000) }
            let sampled = Rect.enclosing(samples)!
            #expect(sampled.minX >= bounds.minX - 1e-9 && sampled.maxX <= bounds.maxX + 1e-9)
            #expect(sampled.minY >= bounds.minY - 1e-9 && sampled.maxY <= bounds.maxY + 1e-9)
            // Tight: a fine sampling comes within a hair of every side.
            #expect(abs(sampled.minX - bounds.minX) < 1e-3 && abs(sampled.maxX - bounds.maxX) < 1e-3)
            #expect(abs(sampled.minY - bounds.minY) < 1e-3 && abs(sampled.maxY - bounds.maxY) < 1e-3)
        }
    }
}

@Suite struct FlatteningTests {
    /// Distance from `p` to the polyline.
    private func distance(_ p: Point, to polyline: [Point]) -> Double {
        var best = Double.infinity
        for i in 1..<polyline.count {
            let a = polyline[i - 1], ab = polyline[i] - a
            let t = max(0, min(1, (p - a).dot(ab) / max(ab.lengthSquared, 1e-300)))
            best = min(best, (p - (a + ab * t)).length)
        }
        return best
    }

    @Test(arguments: [1.0 / 256, 1.0 / 1024, 0.1])
    func cubicsStayWithinTolerance(tolerance: Double) {
        var random = SeededRandom(seed: 5)
        for _ in 0..<40 {
            let curve = CubicBezier(random.point(), random.point(), random.point(), random.point())
            var b = PathBuilder()
            b.move(to: curve.p0)
            b.cubic(to: curve.p3, control1: curve.p1, control2: curve.p2)
            let polyline = PolylineCollector.polylines(of: b.path, tolerance: tolerance)[0].points
            for i in 0...500 {
                #expect(distance(curve.point(at: Double(i) / 500), to: polyline) <= tolerance * 1.0001)
            }
            #expect(polyline.count == Flattener.segmentCount(0.75 * curve.maximumSecondDifference, tolerance) + 1)
        }
    }

    @Test func segmentCountIsBoundedOnAbsurdCurves() {
        #expect(Flattener.segmentCount(1e300, 1.0 / 1024) == Flattener.maximumSegmentsPerCurve)
        #expect(Flattener.segmentCount(.nan, 1.0 / 1024) == 1)
        #expect(Flattener.segmentCount(0, 1.0 / 1024) == 1)
    }

    @Test func curvesOutsideTheCullRectBecomeOneLine() {
        var b = PathBuilder()
        b.move(to: Point(x: -100, y: 0))
        b.cubic(to: Point(x: -100, y: 50), control1: Point(x: -200, y: 0), control2: Point(x: -200, y: 50))
        var collector = PolylineCollector()
        Flattener.flatten(b.path, cullRect: Rect(x: 0, y: 0, width: 10, height: 10), into: &collector)
        #expect(collector.polylines[0].points == [Point(x: -100, y: 0), Point(x: -100, y: 50)])
    }
}
