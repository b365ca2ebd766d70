import OTPGeometry

/// The drawing API: fills and strokes paths into a ``Pixmap``.
///
/// ```swift
/// var canvas = Canvas(width: 200, height: 80)!
/// canvas.clear(.white)
/// canvas.transform = .scale(2)
/// canvas.fill(Path(circleAt: Point(x: 20, y: 20), radius: 8), with: .solid(.black))
/// canvas.stroke(Path(rect: r), style: StrokeStyle(width: 1), with: .solid(.black))
/// let png = try canvas.pixmap.pngData()
/// ```
/// Paths are in user space and mapped to device pixels by ``transform``; drawing is total:
/// an empty, degenerate or clipped-away shape draws nothing.
public struct Canvas {
    /// The pixels drawn so far.
    public private(set) var pixmap: Pixmap
    /// Maps user space (points) to device space (pixels). Default: identity.
    public var transform: Transform = .identity
    /// Whole device pixels outside which nothing is drawn. Default: the whole pixmap.
    public var clip: PixelRect
    /// The largest distance, in device pixels, between a curve and the lines that draw it.
    /// Default ``Flattener/defaultTolerance`` (1/1024 px).
    public var tolerance: Double = Flattener.defaultTolerance
    private let rasterizer: Rasterizer

    /// A canvas drawing into `pixmap`, with scratch memory from `rasterizer` (share one per
    /// thread across images to avoid reallocating it).
    public init(pixmap: Pixmap, rasterizer: Rasterizer = Rasterizer()) {
        self.pixmap = pixmap
        self.clip = pixmap.bounds
        self.rasterizer = rasterizer
    }

    /// A transparent canvas, or `nil` when the size is not allowed (see ``Pixmap``).
    public init?(width: Int, height: Int, rasterizer: Rasterizer = Rasterizer()) {
        guard let pixmap = Pixmap(width: width, height: height) else { return nil }
        self.init(pixmap: pixmap, rasterizer: rasterizer)
    }

    /// A canvas whose every pixel is `background`, or `nil` when the size is not allowed.
    public init?(width: Int, height: Int, background: Color, rasterizer: Rasterizer = Rasterizer()) {
        guard let pixmap = Pixmap(width: width, height: height, filledWith: background) else { return nil }
        self.init(pixmap: pixmap, rasterizer: rasterizer)
    }

    /// Sets every pixel (ignoring the clip and transform) to `color`.
    public mutating func clear(_ color: Color) {
        pixmap.fill(color)
    }

    /// Fills the inside of `path` with `paint`.
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        rasterizer.fill(path, transformedBy: transform, rule: rule, color: paint.color, clip: clip,
                        tolerance: tolerance, into: &pixmap)
    }

    /// The coverage that `fill(_:with:rule:)` would composite for `path` under the
    /// current transform and tolerance, to fill again later (`fill(_:with:)`);
    /// `nil` for a shape too large to keep (thousands of pixels a side), to be filled as a path.
    public func mask(of path: Path, rule: FillRule = .nonZero) -> ShapeMask? {
        rasterizer.mask(of: path, transformedBy: transform, rule: rule, tolerance: tolerance)
    }

    /// Fills a shape's coverage made by ``mask(of:rule:)`` with `paint`, inside the clip: the
    /// pixels of filling the path itself.
    public mutating func fill(_ mask: ShapeMask, with paint: Paint) {
        rasterizer.fill(mask, color: paint.color, clip: clip, into: &pixmap)
    }

    /// Fills a rectangle with `paint`.
    public mutating func fill(_ rect: Rect, with paint: Paint) {
        fill(Path(rect: rect), with: paint)
    }

    /// Strokes `path` with `style` and `paint`: the outline is built in user space, with a
    /// flattening tolerance scaled by the transform, then filled under the non-zero rule.
    public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        let scale = transform.maximumScale
        guard scale > 0, scale.isFinite else { return }
        let outline = Stroker.outline(of: path, style: style, tolerance: tolerance / scale)
        fill(outline, with: paint, rule: .nonZero)
    }
}

extension Canvas {
    /// Composites one premultiplied pixel over the pixel at (x, y), which must be in range.
    mutating func blendPixel(x: Int, y: Int, _ source: PremultipliedColor) {
        let index = y * pixmap.width + x
        pixmap.withPixels { Compositor.blend(source, coverage: 255, into: $0.run(from: index, count: 1)) }
    }
}
