/// A shape filled with one colour over one background colour, as the pixels of its box:
/// made once from a ``ShapeMask`` (``Canvas/sprite(of:color:)``) and copied wherever the
/// canvas still shows that background (``Canvas/draw(_:)``), instead of compositing the
/// shape's coverage again. The pixels are what compositing the mask over the background
/// gives, made by the same compositor, so a copy is exactly a fill.
public struct ShapeSprite: Sendable {
    /// The box's pixels.
    let pixels: Pixmap
    /// The device pixel of the box's top-left corner.
    let x: Int
    let y: Int
    /// The fill colour.
    public let color: Color
    /// The colour the shape was filled over.
    public let background: Color

    /// The memory its pixels take.
    public var byteCount: Int { pixels.bytes.count }

    /// The box, in device pixels.
    var box: PixelRect { PixelRect(x: x, y: y, width: pixels.width, height: pixels.height) }

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
