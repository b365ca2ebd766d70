import OTPGeometry
import OTPRaster
import Testing

/// The accuracy contract: every pixel within one 8-bit level (1/255) of the exact area of
/// the shape inside it, for the shapes code fields are made of, at seeded random sub-pixel
/// offsets.
@Suite struct CoverageAccuracyTests {
    @Test func rectanglesAtFractionalPositions() {
        var random = SeededRandom(seed: 1)
        for _ in 0..<40 {
            let x = 1 + random.unit() * 4, y = 1 + random.unit() * 4
            let w = 0.2 + random.unit() * 20, h = 0.2 + random.unit() * 12
            let pixmap = coverage(width: 28, height: 20) { $0.fill(Rect(x: x, y: y, width: w, height: h)!, with: black) }
            var oracle = AreaOracle(width: 28, height: 20)
            oracle.add(OraclePolygons.rect(x, y, w, h))
            let worst = worstError(pixmap, oracle)
            #expect(worst.levels <= 1, "rect \(x),\(y) \(w)x\(h): \(worst)")
        }
    }

    @Test(arguments: [0.5, 0.75, 1, 1.5, 2, 3, 4.5, 6, 8, 12, 16, 24, 32, 40])
    func circles(radius: Double) {
        var random = SeededRandom(seed: UInt64(radius * 1000))
        let size = Int(2 * radius) + 6
        for _ in 0..<4 {
            let cx = 3 + radius + random.unit(), cy = 3 + radius + random.unit()
            let pixmap = coverage(width: size, height: size) {
                $0.fill(Path(circleAt: Point(x: cx, y: cy), radius: radius), with: black)
            }
            var oracle = AreaOracle(width: size, height: size)
            oracle.add(OraclePolygons.circle(cx: cx, cy: cy, r: radius))
            let worst = worstError(pixmap, oracle)
            #expect(worst.levels <= 1, "circle r=\(radius) at \(cx),\(cy): \(worst)")
        }
    }

    @Test(arguments: [0.0, 2, 5, 10])
    func roundedRectsAndRings(radius: Double) {
        var random = SeededRandom(seed: UInt64(radius * 7 + 3))
        for border in [1.0, 2.0] {
            for _ in 0..<3 {
                let x = 2 + random.unit(), y = 2 + random.unit()
                let w = 30 + random.unit() * 10, h = 36 + random.unit() * 10
                let shape = RoundedRect(rect: Rect(x: x, y: y, width: w, height: h)!, radius: radius)
                let filled = coverage(width: 48, height: 52) { $0.fill(Path(roundedRect: shape), with: black) }
                let ring = coverage(width: 48, height: 52) { $0.fill(Path(ring: shape, width: border), with: black) }
                var outer = AreaOracle(width: 48, height: 52)
                outer.add(OraclePolygons.roundedRect(x, y, w, h, r: radius))
                var hollow = outer
                hollow.add(OraclePolygons.roundedRect(x + border, y + border, w - 2 * border, h - 2 * border,
                                                     r: max(radius - border, 0)), sign: -1)
                let worstFilled = worstError(filled, outer), worstRing = worstError(ring, hollow)
                #expect(worstFilled.levels <= 1, "rounded rect r=\(radius): \(worstFilled)")
                #expect(worstRing.levels <= 1, "ring r=\(radius) border \(border): \(worstRing)")
            }
        }
    }

    @Test func dashedLinesAtAngles() {
        var random = SeededRandom(seed: 99)
        for _ in 0..<8 {
            let angle = random.unit() * Double.pi
            let (s, c) = (angle.sineApprox, angle.cosineApprox)
            let a = (x: 24 + random.unit() - 18 * c, y: 24 + random.unit() - 18 * s)
            let length = 36.0
            let pattern = [4.0 + random.unit() * 2, 2.0 + random.unit() * 2]
            let phase = random.unit() * 5
            let width = 1 + random.unit() * 2
            var builder = PathBuilder()
            builder.move(to: Point(x: a.x, y: a.y))
            builder.line(to: Point(x: a.x + length * c, y: a.y + length * s))
            let style = StrokeStyle(width: width, cap: .butt, dash: DashPattern(pattern, phase: phase))
            let pixmap = coverage(width: 50, height: 50) { $0.stroke(builder.path, style: style, with: black) }
            var oracle = AreaOracle(width: 50, height: 50)
            for (start, end) in dashIntervals(length: length, pattern: pattern, phase: phase) {
                oracle.add(OraclePolygons.band(from: (a.x + start * c, a.y + start * s), to: (a.x + end * c, a.y + end * s),
                                               halfWidth: width / 2))
            }
            let worst = worstError(pixmap, oracle)
            #expect(worst.levels <= 1, "dashes at \(angle) rad, pattern \(pattern) phase \(phase): \(worst)")
        }
    }

    @Test func dashedCircle() {
        let (cx, cy, r, width) = (20.3, 20.7, 14.0, 2.0)
        let pattern = [5.0, 3.0]
        let style = StrokeStyle(width: width, dash: DashPattern(pattern, phase: 0))
        let pixmap = coverage(width: 42, height: 42) {
            $0.stroke(Path(circleAt: Point(x: cx, y: cy), radius: r), style: style, with: black)
        }
        var oracle = AreaOracle(width: 42, height: 42)
        for (start, end) in dashIntervals(length: 2 * Double.pi * r, pattern: pattern, phase: 0) {
            let outer = OraclePolygons.arcPoints(cx: cx, cy: cy, r: r + width / 2, from: start / r, to: end / r, segments: 400)
            let inner = OraclePolygons.arcPoints(cx: cx, cy: cy, r: r - width / 2, from: start / r, to: end / r, segments: 400)
            oracle.add(outer + inner.reversed())
        }
        let worst = worstError(pixmap, oracle)
        #expect(worst.levels <= 1, "dashed circle: \(worst)")
    }
}

/// The on-intervals of a dash pattern along a length, computed directly.
func dashIntervals(length: Double, pattern: [Double], phase: Double) -> [(Double, Double)] {
    var result: [(Double, Double)] = []
    let period = pattern.reduce(0, +)
    var position = -phase.truncatingRemainder(dividingBy: period)
    var index = 0
    while position < length {
        let end = position + pattern[index]
        if index % 2 == 0, end > 0 { result.append((max(position, 0), min(end, length))) }
        position = end
        index = (index + 1) % pattern.count
    }
    return result
}

import Foundation
extension Double {
    var sineApprox: Double { sin(self) }
    var cosineApprox: Double { cos(self) }
}
