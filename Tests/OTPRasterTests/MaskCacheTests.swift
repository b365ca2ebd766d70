import OTPGeometry
import OTPRaster
import Testing

/// The mask cache changes speed, never pixels.
@Suite struct MaskCacheTests {
    private func ring(at origin: Vector) -> Path {
        Path(ring: RoundedRect(rect: Rect(x: 2.3 + origin.dx, y: 1.7 + origin.dy, width: 20.5, height: 24.25)!, radius: 6), width: 1.5)
    }

    @Test func aCachedMaskMatchesAFreshRasterization() {
        let shared = Rasterizer()
        var cached = Canvas(width: 120, height: 60, background: .white, rasterizer: shared)!
        var fresh = Canvas(width: 120, height: 60, background: .white)!
        for (i, offset) in [Vector(dx: 0, dy: 0), Vector(dx: 29, dy: 3), Vector(dx: 58, dy: 0), Vector(dx: 87, dy: 31)].enumerated() {
            let color = Color(red: UInt8(40 * i), green: 90, blue: 200)
            cached.fill(ring(at: offset), with: .solid(color))
            fresh = Canvas(pixmap: fresh.pixmap)  // a new rasterizer for every shape
            fresh.fill(ring(at: offset), with: .solid(color))
        }
        #expect(cached.pixmap == fresh.pixmap)
    }

    /// A kept shape mask fills exactly the pixels of its path, in any colour, under any clip;
    /// a shape too large to keep has none.
    @Test func aShapeMaskFillsThePixelsOfItsPath() throws {
        var canvas = Canvas(width: 120, height: 60, background: .white)!
        canvas.transform = .scale(1.5)
        let path = ring(at: Vector(dx: 10.25, dy: 3.5))
        let mask = try #require(canvas.mask(of: path))
        for (color, clip) in [(Color.black, canvas.clip), (Color(hex: "#1E90FF80")!, PixelRect(x: 30, y: 10, width: 17, height: 9))] {
            var viaMask = canvas, viaPath = canvas
            viaMask.clip = clip
            viaPath.clip = clip
            viaMask.fill(mask, with: .solid(color))
            viaPath.fill(path, with: .solid(color))
            #expect(viaMask.pixmap == viaPath.pixmap)
            #expect(viaMask.pixmap != canvas.pixmap, "the ring is drawn")
        }
        #expect(canvas.mask(of: Path(rect: Rect(x: 0, y: 0, width: 5000, height: 10)!)) == nil)
        let empty = try #require(canvas.mask(of: Path()))
        var unchanged = canvas
        unchanged.fill(empty, with: .solid(.black))
        #expect(unchanged.pixmap == canvas.pixmap)
    }

    @Test func fractionalOffsetsAreDistinctShapes() {
        let shared = Rasterizer()
        var a = Canvas(width: 40, height: 40, rasterizer: shared)!
        a.fill(ring(at: Vector(dx: 0.5, dy: 0)), with: .solid(.black))
        var b = Canvas(width: 40, height: 40)!
        b.fill(ring(at: Vector(dx: 0.5, dy: 0)), with: .solid(.black))
        var c = Canvas(width: 40, height: 40, rasterizer: shared)!
        c.fill(ring(at: .zero), with: .solid(.black))
        c = Canvas(width: 40, height: 40, rasterizer: shared)!
        c.fill(ring(at: Vector(dx: 0.5, dy: 0)), with: .solid(.black))
        #expect(a.pixmap == b.pixmap && c.pixmap == b.pixmap)
    }

    @Test func manyDistinctShapesOverflowTheCacheSafely() {
        let shared = Rasterizer()
        var canvas = Canvas(width: 64, height: 64, rasterizer: shared)!
        for i in 0..<(MaskRasterizer.maskCacheCapacity + 10) {
            canvas.fill(Path(circleAt: Point(x: 32, y: 32), radius: 1 + Double(i) / 64), with: .solid(Color(red: 0, green: 0, blue: 0, alpha: 1)))
        }
        var fresh = Canvas(width: 64, height: 64)!
        fresh.fill(Path(circleAt: Point(x: 32, y: 32), radius: 5), with: .solid(.black))
        var again = Canvas(width: 64, height: 64, rasterizer: shared)!
        again.fill(Path(circleAt: Point(x: 32, y: 32), radius: 5), with: .solid(.black))
        #expect(again.pixmap == fresh.pixmap)
    }
}
