import OTPGeometry
import Testing

/// Figma's corner smoothing: circular at 0, tangent-continuous everywhere, each corner
/// taking (1 + s)·r of its sides within half the shorter side.
@Suite struct SmoothCornerTests {
    private let rect = Rect(x: 10, y: 20, width: 120, height: 80)!

    private func path(radius: Double, smoothing: Double) -> Path {
        Path(roundedRect: RoundedRect(rect: rect, radius: radius, smoothing: smoothing))
    }

    @Test func smoothingZeroIsTheCircularCornerBitForBit() {
        #expect(path(radius: 16, smoothing: 0) == Path(roundedRect: RoundedRect(rect: rect, radius: 16)))
        #expect(RoundedRect(rect: rect, radius: 16, smoothing: -1).smoothing == 0)
        #expect(RoundedRect(rect: rect, radius: 16, smoothing: 3).smoothing == 1)
    }

    /// Every joint between pieces: the direction in equals the direction out.
    @Test(arguments: [0.2, 0.6, 1.0])
    func theOutlineTurnsWithoutKinks(smoothing: Double) {
        var previous: Point?, incoming: Vector?
        var joints = 0
        for element in path(radius: 16, smoothing: smoothing).elements {
            var start: Vector?, end: Vector?, last: Point?
            switch element {
            case .move(let p): previous = p; incoming = nil; continue
            case .line(let p): start = p - previous!; end = start; last = p
            case .cubic(let c1, let c2, let p):
                start = c1 == previous! ? c2 - previous! : c1 - previous!
                end = c2 == p ? p - c1 : p - c2
                last = p
            case .quadratic, .close: continue
            }
            if let incoming, let start, hypot(start) > 1e-9, hypot(incoming) > 1e-9 {
                let cross = incoming.dx * start.dy - incoming.dy * start.dx
                #expect(abs(cross) / (hypot(incoming) * hypot(start)) < 1e-6, "a kink at \(previous!)")
                joints += 1
            }
            if let end, hypot(end) > 1e-9 { incoming = end }
            previous = last
        }
        #expect(joints >= 8, "every corner checked")
    }

    @Test func aCornerTakesOnePlusSmoothingTimesItsRadiusOfEachSide() {
        let corner = PathBuilder.SmoothCorner(radius: 16, smoothing: 0.6, budget: 40)
        #expect(abs(corner.p - 25.6) < 1e-12)
        #expect(abs(corner.a - 2 * corner.b) < 1e-12 && corner.b > 0)
        // The top side runs straight until 25.6 before the top-right corner.
        let lines = path(radius: 16, smoothing: 0.6).elements.compactMap { e -> Point? in
            if case .line(let p) = e { return p } else { return nil }
        }
        #expect(lines.contains { abs($0.y - rect.minY) < 1e-9 && abs($0.x - (rect.maxX - 25.6)) < 1e-9 })
        // Within half the shorter side (40), the smoothing gives way.
        let tight = PathBuilder.SmoothCorner(radius: 36, smoothing: 0.6, budget: 40)
        #expect(tight.p == 40)
    }

    @Test func theOutlineStaysInsideItsRectangle() throws {
        let bounds = try #require(path(radius: 30, smoothing: 1).controlBounds)
        #expect(bounds.minX >= rect.minX - 1e-9 && bounds.maxX <= rect.maxX + 1e-9)
        #expect(bounds.minY >= rect.minY - 1e-9 && bounds.maxY <= rect.maxY + 1e-9)
    }

    private func hypot(_ v: Vector) -> Double { (v.dx * v.dx + v.dy * v.dy).squareRoot() }
}
