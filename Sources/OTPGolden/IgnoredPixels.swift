import OTPRaster

/// The pixels a comparison leaves out: rectangles (in pixels, from the top-left corner) and
/// the non-transparent pixels of a mask image laid over the images' top-left corner. They are
/// never counted as different: ``ImageDiffResult/ignoredPixelCount`` counts them apart, and
/// the diff image draws them hatched.
///
/// ```swift
/// let caret = IgnoredPixels(rects: [PixelRect(x: 118, y: 40, width: 4, height: 48)])
/// let result = ImageDiff().compare(golden, rendered, ignoring: caret)
/// ```
public struct IgnoredPixels: Hashable, Sendable {
    /// Rectangles of pixels to leave out; parts outside the images are nothing.
    public var rects: [PixelRect]
    /// An image whose non-transparent pixels are left out, over the images' top-left corner.
    public var mask: Pixmap?

    /// The pixels of `rects` and of `mask`'s non-transparent pixels; by default none.
    public init(rects: [PixelRect] = [], mask: Pixmap? = nil) {
        (self.rects, self.mask) = (rects, mask)
    }

    /// Whether nothing is left out.
    public var isEmpty: Bool { rects.allSatisfy(\.isEmpty) && mask == nil }

    /// Which pixels of a `width` × `height` image are left out, row by row.
    func flags(width: Int, height: Int) -> [Bool] {
        var flags = [Bool](repeating: false, count: width * height)
        let image = PixelRect(x: 0, y: 0, width: width, height: height)
        for rect in rects {
            let clipped = rect.intersection(image)
            guard clipped.width > 0, clipped.height > 0 else { continue }
            for y in clipped.y..<clipped.maxY {
                for x in clipped.x..<clipped.maxX { flags[y * width + x] = true }
            }
        }
        if let mask {
            for y in 0..<min(height, mask.height) {
                for x in 0..<min(width, mask.width) where mask.pixel(x: x, y: y).alpha != 0 { flags[y * width + x] = true }
            }
        }
        return flags
    }

    /// `image` with the flagged pixels hatched: `color` on every other diagonal band of 4
    /// pixels, the image's own pixels between, so what was left out still shows.
    static func hatching(_ flags: [Bool], over image: Pixmap, color: Color) -> Pixmap {
        var bytes = image.bytes
        let ink: [UInt8] = [color.red, color.green, color.blue, 255]
        for (index, flagged) in flags.enumerated() where flagged {
            let x = index % image.width, y = index / image.width
            guard (x + y) / 4 % 2 == 0 else { continue }
            bytes.replaceSubrange(index * 4..<index * 4 + 4, with: ink)
        }
        return Pixmap(validWidth: image.width, height: image.height, premultipliedBytes: bytes)
    }
}
