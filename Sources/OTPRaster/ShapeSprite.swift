/// Pixels drawn over one background colour, kept to be copied wherever the canvas still
/// shows that background (``Canvas/draw(_:)``) instead of being drawn again: a shape filled
/// with one colour, made from its ``ShapeMask`` by the same compositor
/// (``Canvas/sprite(of:color:)``), or a region the canvas drew itself, copied out of it
/// (``Canvas/sprite(copying:)``). Either way a copy is exactly the drawing.
public struct ShapeSprite: Sendable {
    /// The box's pixels.
    let pixels: Pixmap
    /// The device pixel of the box's top-left corner.
    let x: Int
    let y: Int
    /// The fill colour of a shape's pixels; `nil` for a copied region.
    public let color: Color?
    /// The colour the shape was filled over.
    public let background: Color

    /// The memory its pixels take.
    public var byteCount: Int { pixels.bytes.count }

    /// The pixels of `box` of `pixmap`, which shows `background` wherever nothing was drawn.
    init(copying box: PixelRect, of pixmap: Pixmap, background: Color) {
        pixels = pixmap.copy(of: box)
        (x, y, color, self.background) = (box.x, box.y, nil, background)
    }

    /// The box, in device pixels.
    public var box: PixelRect { PixelRect(x: x, y: y, width: pixels.width, height: pixels.height) }

    /// `mask` filled with `color` over `background`; `nil` for an empty mask.
    init?(mask: ShapeMask, color: Color, background: Color) {
        let box = mask.box
        guard !box.isEmpty, var pixels = Pixmap(width: box.width, height: box.height, filledWith: background) else { return nil }
        mask.coverage.composite(color.premultiplied, dx: mask.x - box.x, dy: mask.y - box.y, clip: pixels.bounds,
                                into: &pixels)
        self.pixels = pixels
        self.x = box.x
        self.y = box.y
        self.color = color
        self.background = background
    }
}
