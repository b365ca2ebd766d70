import OTPGeometry
import OTPRaster
import Testing

/// Properties every render must have: exact whole-pixel translation, determinism,
/// respect for the clip, and totality on absurd geometry.
@Suite struct RasterInvariantTests {
    /// A mixed scene: a ring, a circle, a stroked curve and a translucent rect.
    private func scene(_ canvas: inout Canvas, offset: Vector) {
        canvas.transform = .translation(offset)
        let ring = RoundedRect(rect: Rect(x: 3.3, y: 2.7, width: 24.4, height: 28.1)!, radius: 5.5)
        canvas.fill(Path(ring: ring, width: 1.5), with: .solid(Color(red: 30, green: 144, blue: 255)))
        canvas.fill(Path(circleAt: Point(x: 15.2, y: 16.9), radius: 4.3), with: .solid(.black))
        var b = PathBuilder()
        b.move(to: Point(x: 1.1, y: 35.2))
        b.cubic(to: Point(x: 29.7, y: 33.4), control1: Point(x: 8.3, y: 26.0), control2: Point(x: 20.9, y: 44.2))
        canvas.stroke(b.path, style: StrokeStyle(width: 1.7, cap: .round, join: .round), with: .solid(Color(red: 229, green: 57, blue: 53)))
        canvas.fill(Rect(x: 10.4, y: 5.6, width: 3.3, height: 30.2)!, with: .solid(Color(red: 0, green: 128, blue: 0, alpha: 100)))
    }

    @Test func wholePixelTranslationMovesPixelsExactly() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<6 {
            let base = Vector(dx: random.unit(), dy: random.unit())
            let shift = (x: Int.random(in: 1...40, using: &random), y: Int.random(in: 1...30, using: &random))
            var a = Canvas(width: 120, height: 100)!, b = Canvas(width: 120, height: 100)!
            scene(&a, offset: base)
            scene(&b, offset: base + Vector(dx: Double(shift.x), dy: Double(shift.y)))
            for y in 0..<60 {
                for x in 0..<70 {
                    #expect(a.pixmap.pixel(x: x, y: y) == b.pixmap.pixel(x: x + shift.x, y: y + shift.y))
                }
            }
        }
    }

    @Test func renderingIsDeterministicAndReusesScratchMemory() {
        let rasterizer = Rasterizer()
        var first = Canvas(width: 40, height: 48, rasterizer: rasterizer)!
        scene(&first, offset: Vector(dx: 0.37, dy: 0.61))
        var again = Canvas(width: 40, height: 48, rasterizer: rasterizer)!
        scene(&again, offset: Vector(dx: 0.37, dy: 0.61))
        var fresh = Canvas(width: 40, height: 48)!
        scene(&fresh, offset: Vector(dx: 0.37, dy: 0.61))
        #expect(first.pixmap == again.pixmap)
        #expect(first.pixmap == fresh.pixmap)
    }

    @Test func nothingIsDrawnOutsideTheClip() {
        var clipped = Canvas(width: 40, height: 48)!
        clipped.clip = PixelRect(x: 5, y: 7, width: 20, height: 15)
        scene(&clipped, offset: .zero)
        var full = Canvas(width: 40, height: 48)!
        scene(&full, offset: .zero)
        for y in 0..<48 {
            for x in 0..<40 {
                let inside = x >= 5 && x < 25 && y >= 7 && y < 22
                let expected = inside ? full.pixmap.pixel(x: x, y: y) : PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
                #expect(clipped.pixmap.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func shapesReachingFarBeyondTheCanvasAreClippedCorrectly() {
        // A huge rectangle and a long thin diagonal band cover the canvas exactly as if clipped.
        let huge = coverage(width: 16, height: 16) {
            $0.fill(Rect(x: -1e9, y: -1e9, width: 1e9 + 8.5, height: 2e9)!, with: black)
        }
        for y in 0..<16 {
            for x in 0..<16 {
                #expect(huge.pixel(x: x, y: y).alpha == (x < 8 ? 255 : x == 8 ? 128 : 0))
            }
        }
        var b = PathBuilder()
        b.move(to: Point(x: -1e7, y: -1e7))
        b.line(to: Point(x: 1e7, y: 1e7))
        b.line(to: Point(x: 1e7, y: 1e7 + 4))
        b.line(to: Point(x: -1e7, y: -1e7 + 4))
        b.close()
        let band = coverage(width: 16, height: 16) { $0.fill(b.path, with: black) }
        var oracle = AreaOracle(width: 16, height: 16)
        oracle.add([(-100, -100), (100, 100), (100, 104), (-100, -96)])
        #expect(worstError(band, oracle).levels <= 1)
    }

    @Test func nonFiniteAndDegenerateGeometryDrawsNothingAndDoesNotTrap() {
        var b = PathBuilder()
        b.move(to: Point(x: .nan, y: 3))
        b.line(to: Point(x: 10, y: .infinity))
        b.cubic(to: Point(x: 1e308, y: -1e308), control1: Point(x: .nan, y: 0), control2: Point(x: 1, y: 1))
        b.close()
        b.move(to: Point(x: 5, y: 5))
        b.line(to: Point(x: 5, y: 5))
        let pixmap = coverage(width: 8, height: 8) {
            $0.fill(b.path, with: black)
            $0.stroke(b.path, style: StrokeStyle(width: 2), with: black)
            $0.stroke(b.path, style: StrokeStyle(width: .nan), with: black)
            $0.fill(Path(circleAt: Point(x: 4, y: 4), radius: .infinity), with: black)
        }
        #expect(pixmap.bytes.allSatisfy { $0 == 0 })
    }

    @Test func tallShapesAreFilledAcrossSeveralBands() {
        // 1 column wide, more rows than one band holds for a 4096-wide canvas.
        let rows = MaskRasterizer.cellsPerBand / 4096 * 3 + 5
        var canvas = Canvas(width: 4096, height: rows)!
        canvas.fill(Rect(x: 100.5, y: 0.25, width: 1, height: Double(rows) - 0.5)!, with: black)
        let p = canvas.pixmap
        #expect(p.pixel(x: 100, y: 0).alpha == 96)  // 0.5 × 0.75 of a pixel
        #expect(p.pixel(x: 101, y: rows / 2).alpha == 128)
        #expect(p.pixel(x: 100, y: rows - 1).alpha == 96)
        #expect(p.pixel(x: 102, y: rows / 2).alpha == 0)
    }
}
