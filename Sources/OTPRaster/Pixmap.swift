/// A rectangle of whole pixels, for clipping and regions of a ``Pixmap``.
public struct PixelRect: Hashable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// A pixel rectangle; negative extents are treated as 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, max(0, width), max(0, height))
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// Whether it holds no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The overlap of two pixel rectangles (empty when they do not overlap).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        return PixelRect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }
}

/// An image of premultiplied 8-bit RGBA pixels, row by row from the top, 4 bytes a pixel.
///
/// Premultiplied storage makes source-over compositing a multiply and an add per channel.
/// Size is limited (``maximumDimension``, ``maximumPixelCount``) so that no input can make
/// us allocate without bound.
public struct Pixmap: Hashable, Sendable {
    /// The largest width or height accepted: 16384 px.
    public static let maximumDimension = 16_384
    /// The most pixels accepted: 64 Mi (256 MiB of RGBA).
    public static let maximumPixelCount = 64 * 1024 * 1024

    /// The width in pixels.
    public private(set) var width: Int
    /// The height in pixels.
    public private(set) var height: Int
    /// The pixels, premultiplied RGBA, `width * 4` bytes a row, no padding.
    public internal(set) var bytes: [UInt8]

    /// A transparent pixmap, or `nil` when a side is not positive or the size is over the limits.
    public init?(width: Int, height: Int) {
        guard Self.isAllowed(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        self.bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap with every pixel set to `color`, or `nil` when the size is not allowed.
    public init?(width: Int, height: Int, filledWith color: Color) {
        guard Self.isAllowed(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        let word = Self.word(color.premultiplied)
        self.bytes = Self.bytes(repeating: word, count: width * height * 4)
    }

    /// A pixmap of a size known to be allowed (another pixmap's, or a part of one) over
    /// premultiplied RGBA bytes made for it. Stops the program if the size is not allowed
    /// or the bytes do not fit it: that is a bug of the caller, never an input.
    @inlinable
    package init(validWidth width: Int, height: Int, premultipliedBytes: [UInt8]) {
        guard let pixmap = Pixmap(width: width, height: height, premultipliedBytes: premultipliedBytes) else {
            preconditionFailure("bytes that are no pixmap of an allowed size")
        }
        self = pixmap
    }

    /// A pixmap over existing premultiplied RGBA bytes, or `nil` if they do not fit the size.
    public init?(width: Int, height: Int, premultipliedBytes: [UInt8]) {
        guard Self.isAllowed(width: width, height: height), premultipliedBytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = premultipliedBytes
    }

    /// Whether a pixmap of this size may be created.
    package static func isAllowed(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumDimension && height <= maximumDimension
            && width * height <= maximumPixelCount
    }

    /// The whole pixmap as a pixel rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The premultiplied pixel at (x, y); both must be in range.
    public func pixel(x: Int, y: Int) -> PremultipliedColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let i = (y * width + x) * 4
        return PremultipliedColor(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }

    /// The straight colour at (x, y); both must be in range.
    public func color(x: Int, y: Int) -> Color { pixel(x: x, y: y).unpremultiplied }

    /// Makes this pixmap `width` x `height` with every pixel `color`, in the storage it has
    /// when that is large enough (a renderer drawing image after image into one pixmap
    /// allocates nothing). Returns `false`, changing nothing, when the size is not allowed.
    @discardableResult
    public mutating func reset(width: Int, height: Int, filledWith color: Color) -> Bool {
        guard Self.isAllowed(width: width, height: height) else { return false }
        let count = width * height * 4
        if bytes.count > count {
            bytes.removeLast(bytes.count - count)
        } else if bytes.count < count {
            bytes.append(contentsOf: repeatElement(0, count: count - bytes.count))
        }
        self.width = width
        self.height = height
        fill(color)
        return true
    }

    /// Sets every pixel to `color`.
    public mutating func fill(_ color: Color) {
        let word = Self.word(color.premultiplied)
        setEveryPixel(to: word)
    }

    /// The four bytes of a pixel as one word, in memory order.
    private static func word(_ p: PremultipliedColor) -> UInt32 {
        UInt32(littleEndian: UInt32(p.red) | UInt32(p.green) << 8 | UInt32(p.blue) << 16 | UInt32(p.alpha) << 24)
    }

    /// Whether every pixel is opaque (alpha 255), so the image can be stored as RGB.
    public var isOpaque: Bool {
        // The alpha byte of every pixel ANDed stays 0xFF only if all are opaque.
        UInt32(littleEndian: allPixelsAnded) >> 24 == 0xFF
    }
}
