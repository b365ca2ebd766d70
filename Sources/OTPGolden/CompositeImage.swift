@_spi(RawPixels) import OTPRaster

/// A premultiplied RGBA buffer for laying out whole-pixel images: flat fills, a
/// checkerboard, copies at 1:1 and enlarged copies (nearest neighbour, so single pixels stay
/// sharp), each composited source-over. Text is drawn afterwards through a ``Canvas``.
struct CompositeImage {
    let width: Int
    let height: Int
    private(set) var bytes: [UInt8]

    /// A `width` × `height` image of `background`; `nil` when the size is not allowed.
    init?(width: Int, height: Int, background: Color) {
        guard let pixmap = Pixmap(width: width, height: height, filledWith: background) else { return nil }
        (self.width, self.height, bytes) = (width, height, pixmap.bytes)
    }

    /// The image as a pixmap.
    var pixmap: Pixmap { Pixmap(validWidth: width, height: height, premultipliedBytes: bytes) }

    /// Sets the pixels of `rect` (clipped to the image) to `color`.
    mutating func fill(_ rect: PixelRect, with color: Color) {
        let p = color.premultiplied
        Self.forEachPixel(in: rect, width: width, height: height) { _, _, i in
            (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (p.red, p.green, p.blue, p.alpha)
        }
    }

    /// Fills `rect` with a grey checkerboard of `cell`-pixel squares, the usual backdrop that
    /// shows transparency (and, around a smaller image, padding).
    mutating func checkerboard(_ rect: PixelRect, cell: Int = 8) {
        let light = Color(red: 255, green: 255, blue: 255), dark = Color(red: 214, green: 214, blue: 214)
        var y = rect.y
        while y < rect.maxY {
            var x = rect.x
            while x < rect.maxX {
                let square = PixelRect(x: x, y: y, width: min(cell, rect.maxX - x), height: min(cell, rect.maxY - y))
                fill(square, with: ((x - rect.x) / cell + (y - rect.y) / cell) % 2 == 0 ? light : dark)
                x += cell
            }
            y += cell
        }
    }

    /// A 1-pixel outline just outside `rect`.
    mutating func frame(_ rect: PixelRect, with color: Color) {
        let outer = PixelRect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2)
        fill(PixelRect(x: outer.x, y: outer.y, width: outer.width, height: 1), with: color)
        fill(PixelRect(x: outer.x, y: outer.maxY - 1, width: outer.width, height: 1), with: color)
        fill(PixelRect(x: outer.x, y: outer.y, width: 1, height: outer.height), with: color)
        fill(PixelRect(x: outer.maxX - 1, y: outer.y, width: 1, height: outer.height), with: color)
    }

    /// Composites the `source` rectangle of `image`, each pixel enlarged to `zoom` × `zoom`,
    /// with its top left at (`x`, `y`).
    mutating func draw(_ image: Pixmap, from source: PixelRect? = nil, zoom: Int = 1, atX x: Int, y: Int) {
        let source = (source ?? image.bounds).intersection(image.bounds)
        let target = PixelRect(x: x, y: y, width: source.width * zoom, height: source.height * zoom)
        UnsafePixels.reading(image.bytes) { src in
            Self.forEachPixel(in: target, width: width, height: height) { px, py, i in
                blend(src.channels(at: (source.y + (py - y) / zoom) * image.width + source.x + (px - x) / zoom), at: i)
            }
        }
    }

    /// Source-over of one premultiplied pixel at byte offset `i`, rounding as the compositor
    /// does (`mul255`).
    @inline(__always)
    private mutating func blend(_ pixel: UnsafePixels.Channels, at i: Int) {
        let (r, g, b, a) = pixel
        if a == 255 {
            (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (r, g, b, a)
        } else if a != 0 {
            let keep = 255 - a
            bytes[i] = r &+ mul255(bytes[i], keep)
            bytes[i + 1] = g &+ mul255(bytes[i + 1], keep)
            bytes[i + 2] = b &+ mul255(bytes[i + 2], keep)
            bytes[i + 3] = a &+ mul255(bytes[i + 3], keep)
        }
    }

    /// Calls `body` with the position and byte offset of every pixel of `rect` inside a
    /// `width` × `height` image.
    private static func forEachPixel(in rect: PixelRect, width: Int, height: Int, _ body: (Int, Int, Int) -> Void) {
        let visible = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !visible.isEmpty else { return }
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX { body(x, y, (y * width + x) * 4) }
        }
    }
}
