import OTPGeometry

/// Pixels drawn over one background colour, kept to be copied wherever the canvas still
/// shows that background (``Canvas/draw(_:)``) instead of being drawn again: a shape filled
/// with one paint, made from its ``ShapeMask`` by the same compositor
/// (``Canvas/sprite(of:paint:)``), or a region the canvas drew itself, copied out of it
/// (``Canvas/sprite(copying:)``). Either way a copy is exactly the drawing.
public struct ShapeSprite: Sendable {
    /// The box's pixels.
    let pixels: Pixmap
    /// The device pixel of the box's top-left corner.
    let x: Int
    let y: Int
    /// What a shape's pixels are filled with; `nil` for a copied region.
    public let paint: Paint?
    /// The colour the shape was filled over.
    public let background: Color

    /// The memory its pixels take.
    public var byteCount: Int { pixels.bytes.count }

    /// The pixels of `box` of `pixmap`, which shows `background` wherever nothing was drawn.
    init(copying box: PixelRect, of pixmap: Pixmap, background: Color) {
        pixels = pixmap.copy(of: box)
        (x, y, paint, self.background) = (box.x, box.y, nil, background)
    }

    /// The box, in device pixels.
    public var box: PixelRect { PixelRect(x: x, y: y, width: pixels.width, height: pixels.height) }

    /// `mask` filled with `paint` over `background` (a gradient laid out under `transform`,
    /// at the sprite's place on the canvas); `nil` for an empty mask.
    init?(mask: ShapeMask, paint: Paint, transform: Transform, background: Color) {
        let box = mask.box
        guard !box.isEmpty, var pixels = Pixmap(width: box.width, height: box.height, filledWith: background) else { return nil }
        let (dx, dy) = (mask.x - box.x, mask.y - box.y)
        switch paint {
        case .solid(let color):
            mask.coverage.composite(color.premultiplied, dx: dx, dy: dy, clip: pixels.bounds, into: &pixels)
        case .gradient(let gradient, let area):
            guard var shader = GradientShader(gradient, box: area, transform: transform) else { return nil }
            shader.pixelOffset = (box.x, box.y)
            mask.coverage.composite(shader, dx: dx, dy: dy, clip: pixels.bounds, into: &pixels)
        }
        self.pixels = pixels
        self.x = box.x
        self.y = box.y
        self.paint = paint
        self.background = background
    }
}
