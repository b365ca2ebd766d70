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
        /// Another list (a whole image: its background, then its operations) with its top
        /// left corner at device pixel (`x`, `y`), clipped to its bounds: a field on a sheet.
        indirect case picture(DisplayList, x: Int, y: Int)
    }

    /// The image's size in device pixels.
    public let width: Int
    public let height: Int
    /// The colour every pixel starts as.
    public let background: Color
    /// The operations, in the order drawn.
    public internal(set) var operations: [Operation] = []
    /// The elements that named runs of ``operations``, in order (``Canvas/nameElement(_:attributes:since:)``).
    public internal(set) var elements: [Element] = []

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
        play(list.operations, offset: .identity)
        transform = saved
    }

    /// Draws `list`, a whole image, with its top left corner at `rect`'s origin (user space,
    /// rounded to a whole device pixel, as ``draw(_:in:)`` places an image), clipped to its
    /// bounds; a recording canvas records it as one ``DisplayList/Operation/picture(_:x:y:)``.
    public mutating func draw(_ list: DisplayList, in rect: Rect) {
        let corner = transform.apply(rect.origin)
        let (x, y) = (Int(corner.x.rounded()), Int(corner.y.rounded()))
        if isRecording { return record(.picture(list, x: x, y: y)) }
        let saved = transform
        drawPicture(list, x: x, y: y, offset: .identity)
        transform = saved
    }

    /// Plays `operations`, each transform followed by `offset` (a move by whole pixels).
    private mutating func play(_ operations: [DisplayList.Operation], offset: Transform) {
        for operation in operations {
            switch operation {
            case .fill(let path, let paint, let rule, let t):
                transform = t.concatenating(offset)
                fill(path, with: paint, rule: rule)
            case .shadow(let shadow, let color, let t):
                transform = t.concatenating(offset)
                fill(shadow, color: color)
            case .image(let image, let rect, let t):
                transform = t.concatenating(offset)
                draw(image, in: rect)
            case .picture(let list, let x, let y):
                drawPicture(list, x: x, y: y, offset: offset)
            }
        }
    }

    /// `list` played onto a canvas of its own, its pixels then copied to device pixel
    /// (`x`, `y`) after `offset`: exactly as a sheet copies a field's render.
    private mutating func drawPicture(_ list: DisplayList, x: Int, y: Int, offset: Transform) {
        guard var picture = Canvas(width: list.width, height: list.height, background: list.background, rasterizer: rasterizer)
        else { return }
        picture.play(list)
        let origin = offset.apply(Point(x: Double(x), y: Double(y)))
        transform = .identity
        draw(picture.pixmap, in: Rect(clampingX: origin.x.rounded(), y: origin.y.rounded(), width: Double(list.width),
                                      height: Double(list.height)))
    }
}
