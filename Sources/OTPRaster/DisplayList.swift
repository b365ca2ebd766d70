import OTPGeometry

/// What a recording canvas was asked to draw (``Canvas/init(recordingWidth:height:background:)``),
/// as the vector operations themselves: paths with their paint, box-shadows, images, each
/// under the transform it was drawn with (user space to device pixels). Played onto a
/// raster canvas (``Canvas/play(_:)``) it gives the pixels drawing directly gives; written
/// as SVG or PDF it gives the same geometry at any zoom.
public struct DisplayList: Sendable {
    /// One drawing operation, in the order drawn (later ones over earlier ones).
    public enum Operation: Sendable {
        /// `path` mapped by `transform`, filled with `paint` under `rule`.
        case fill(Path, paint: Paint, rule: FillRule, transform: Transform)
        /// A box-shadow (its shape in user space) in `color`, drawn under `transform`.
        case shadow(BoxShadow, color: Color, transform: Transform)
        /// `image` scaled to fill `rect` (user space), drawn under `transform`.
        case image(Pixmap, in: Rect, transform: Transform)
    }

    /// The image's size in device pixels.
    public let width: Int
    public let height: Int
    /// The colour every pixel starts as.
    public let background: Color
    /// The operations, in the order drawn.
    public internal(set) var operations: [Operation] = []

    public init(width: Int, height: Int, background: Color) {
        (self.width, self.height, self.background) = (width, height, background)
    }

    /// The whole image, in device pixels.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}

extension Canvas {
    /// Plays `list` onto this canvas, operation by operation, under each one's transform:
    /// on a canvas of the list's size cleared to its background, the pixels of drawing the
    /// same operations directly.
    public mutating func play(_ list: DisplayList) {
        let saved = transform
        for operation in list.operations {
            switch operation {
            case .fill(let path, let paint, let rule, let t):
                transform = t
                fill(path, with: paint, rule: rule)
            case .shadow(let shadow, let color, let t):
                transform = t
                fill(shadow, color: color)
            case .image(let image, let rect, let t):
                transform = t
                draw(image, in: rect)
            }
        }
        transform = saved
    }
}
