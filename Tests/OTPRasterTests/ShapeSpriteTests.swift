import OTPGeometry
import OTPRaster
import Testing

/// A shape's kept pixels are copied only where they are exactly what filling the shape
/// draws: over the background they were made on, untouched since the canvas was cleared,
/// inside the clip.
@Suite struct ShapeSpriteTests {
    private let ring = Path(ring: RoundedRect(rect: Rect(x: 12.3, y: 7.7, width: 30.5, height: 20.25)!, radius: 6), width: 1.5)
    private let background = Color(hex: "#F4F6FA")!

    private func canvas() -> Canvas {
        var canvas = Canvas(width: 80, height: 50, background: background)!
        canvas.transform = .scale(1.25)
        return canvas
    }

    private func sprite(of path: Path, on canvas: Canvas, color: Color = .black) throws -> ShapeSprite {
        let mask = try #require(canvas.mask(of: path))
        return try #require(canvas.sprite(of: mask, paint: .solid(color)))
    }

    @Test(arguments: ["#111827", "#1E90FF80"])
    func aSpriteDrawsThePixelsOfFillingItsShape(hex: String) throws {
        let color = try #require(Color(hex: hex))
        var viaSprite = canvas(), viaPath = canvas()
        let drawn = viaSprite.draw(try sprite(of: ring, on: viaSprite, color: color))
        #expect(drawn)
        viaPath.fill(ring, with: .solid(color))
        #expect(viaSprite.pixmap == viaPath.pixmap)
        #expect(viaSprite.pixmap != canvas().pixmap, "the ring is drawn")
    }

    @Test func aSpriteIsNotDrawnOverPixelsDrawnSinceTheClear() throws {
        var canvas = canvas()
        let sprite = try sprite(of: ring, on: canvas)
        canvas.fill(Rect(x: 30, y: 20, width: 4, height: 4)!, with: .solid(.white))
        let before = canvas.pixmap
        let overDrawing = canvas.draw(sprite)
        #expect(!overDrawing)
        #expect(canvas.pixmap == before, "nothing is drawn when the sprite is refused")
        canvas.clear(background)
        let afterClear = canvas.draw(sprite)
        #expect(afterClear, "a clear makes every pixel the background again")
        let overItself = canvas.draw(sprite)
        #expect(!overItself)
    }

    @Test func aSpriteNeedsItsBackgroundAndToLieInsideTheClip() throws {
        let canvas = canvas()
        let sprite = try sprite(of: ring, on: canvas)
        var other = canvas
        other.clear(.white)
        let overAnotherBackground = other.draw(sprite)
        #expect(!overAnotherBackground)
        var clipped = canvas
        clipped.clip = PixelRect(x: 0, y: 0, width: 30, height: 50)
        let acrossTheClip = clipped.draw(sprite)
        #expect(!acrossTheClip)
        var unknown = Canvas(pixmap: canvas.pixmap)
        unknown.transform = canvas.transform
        #expect(unknown.background == nil)
        let mask = try #require(unknown.mask(of: ring))
        #expect(unknown.sprite(of: mask, paint: .solid(.black)) == nil)
        let overUnknown = unknown.draw(sprite)
        #expect(!overUnknown, "a canvas whose background is not known copies nothing")
    }

    /// Past eight drawn rectangles the canvas keeps their union: still never a copy over them.
    @Test func manyFillsAreRememberedTogether() throws {
        var canvas = Canvas(width: 200, height: 40, background: .white)!
        for i in 0..<12 { canvas.fill(Rect(x: Double(10 * i), y: 2, width: 6, height: 6)!, with: .solid(.black)) }
        let inside = try sprite(of: Path(rect: Rect(x: 52, y: 4, width: 20, height: 10)!), on: canvas)
        let outside = try sprite(of: Path(rect: Rect(x: 150, y: 20, width: 20, height: 10)!), on: canvas)
        let overFills = canvas.draw(inside), besideThem = canvas.draw(outside)
        #expect(!overFills && besideThem)
    }
}
