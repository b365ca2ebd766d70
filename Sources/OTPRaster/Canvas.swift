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
    /// The colour the canvas was last cleared to, or `nil` when it is not known (a canvas
    /// made from a pixmap as it is). With ``touched`` it says where the pixels are still that
    /// colour, so that a ``ShapeSprite`` can be copied there.
    public private(set) var background: Color?
    /// Where the canvas may have drawn since it was cleared to ``background``.
    private var touched = TouchedArea()
    let rasterizer: Rasterizer
    /// What a recording canvas was asked to draw; `nil` for a canvas that draws pixels.
    public internal(set) var recording: DisplayList?

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
        self.background = background
    }

    /// A canvas of the size whose every pixel is `background`, in the memory of `storage`
    /// (an image that is no longer needed), or `nil` when the size is not allowed.
    public init?(reusing storage: consuming Pixmap, width: Int, height: Int, background: Color,
                 rasterizer: Rasterizer = Rasterizer()) {
        var pixmap = storage
        guard pixmap.reset(width: width, height: height, filledWith: background) else { return nil }
        self.init(pixmap: pixmap, rasterizer: rasterizer)
        self.background = background
    }

    /// A canvas that records what it is asked to draw into ``recording`` instead of drawing
    /// it, for an image `width` × `height` pixels of `background`; `nil` when the size is not
    /// allowed. Its pixels stay unknown: it offers no coverage or pixels to keep (``mask(of:rule:)``
    /// and ``sprite(copying:)`` give `nil`), so callers draw the shapes themselves.
    public init?(recordingWidth width: Int, height: Int, background: Color, rasterizer: Rasterizer = Rasterizer()) {
        guard Pixmap.isAllowed(width: width, height: height), let pixmap = Pixmap(width: 1, height: 1) else { return nil }
        self.init(pixmap: pixmap, rasterizer: rasterizer)
        recording = DisplayList(width: width, height: height, background: background)
        clip = PixelRect(x: 0, y: 0, width: width, height: height)
    }

    /// Whether the canvas records instead of drawing.
    public var isRecording: Bool { recording != nil }

    /// The image's pixels: the pixmap's, or a recording's whole image.
    public var bounds: PixelRect { recording?.bounds ?? pixmap.bounds }

    /// Sets every pixel (ignoring the clip and transform) to `color`.
    public mutating func clear(_ color: Color) {
        pixmap.fill(color)
        background = color
        touched.removeAll()
    }

    /// Fills the inside of `path` with `paint`.
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        if recording != nil { return record(.fill(path, paint: paint, rule: rule, transform: transform)) }
        touch(rasterizer.fill(path, transformedBy: transform, rule: rule, paint: paint, clip: clip,
                              tolerance: tolerance, into: &pixmap))
    }

    /// The coverage that `fill(_:with:rule:)` would composite for `path` under the
    /// current transform and tolerance, to fill again later (`fill(_:with:)`);
    /// `nil` for a shape too large to keep (thousands of pixels a side), to be filled as a path.
    public func mask(of path: Path, rule: FillRule = .nonZero) -> ShapeMask? {
        guard recording == nil else { return nil }
        return rasterizer.mask(of: path, transformedBy: transform, rule: rule, tolerance: tolerance)
    }

    /// Fills a shape's coverage made by ``mask(of:rule:)`` with `paint`, inside the clip: the
    /// pixels of filling the path itself (under the transform the mask was made with).
    public mutating func fill(_ mask: ShapeMask, with paint: Paint) {
        assert(recording == nil, "a recording canvas records shapes, not their coverage")
        touch(rasterizer.fill(mask, paint: paint, transform: transform, clip: clip, into: &pixmap))
    }

    /// `mask` filled with `paint` over ``background`` (a gradient laid out under the
    /// current transform), to copy with ``draw(_:)``; `nil` when the background is not known
    /// or the mask is empty.
    public func sprite(of mask: ShapeMask, paint: Paint) -> ShapeSprite? {
        background.flatMap { ShapeSprite(mask: mask, paint: paint, transform: transform, background: $0) }
    }

    /// The coverage of a box-shadow, in device pixels (the transform is not applied): see
    /// ``Rasterizer/shadowMask(caster:shape:sigma:inset:tolerance:)``.
    public func shadowMask(caster: Path, shape: Path, sigma: Double, inset: Bool) -> ShapeMask {
        rasterizer.shadowMask(caster: caster, shape: shape, sigma: sigma, inset: inset, tolerance: tolerance)
    }

    /// Whether every pixel of `box` is known to show ``background`` still, inside the clip.
    public func showsBackground(in box: PixelRect) -> Bool {
        background != nil && clip.intersection(pixmap.bounds).contains(box) && !touched.intersects(box)
    }

    /// The canvas's pixels of `box` (inside the pixmap), to copy again with ``draw(_:)``
    /// over the same background; `nil` when the background is not known.
    public func sprite(copying box: PixelRect) -> ShapeSprite? {
        guard recording == nil, let background, pixmap.bounds.contains(box), !box.isEmpty else { return nil }
        return ShapeSprite(copying: box, of: pixmap, background: background)
    }

    /// Whether every pixel under `mask` is known to show ``background`` still.
    public func showsBackground(under mask: ShapeMask) -> Bool {
        showsBackground(in: mask.box)
    }

    /// Copies `sprite`'s pixels, when they are exactly what filling its shape would draw:
    /// every pixel under it still shows the ``background`` it was made over, and it lies
    /// inside the clip. Returns whether it did; if not, fill the shape's mask instead.
    public mutating func draw(_ sprite: ShapeSprite) -> Bool {
        let box = sprite.box
        guard sprite.background == background, clip.intersection(pixmap.bounds).contains(box),
              !touched.intersects(box) else { return false }
        pixmap.copy(sprite.pixels, toX: box.x, y: box.y)
        touch(box)
        return true
    }

    /// Draws `shadow` (user space, under the transform, which must scale both axes alike and
    /// not turn) in `color`.
    public mutating func fill(_ shadow: BoxShadow, color: Color) {
        if recording != nil { return record(.shadow(shadow, color: color, transform: transform)) }
        guard let (device, dx, dy) = shadow.inDevicePixels(transform) else { return }
        fill(shadowMask(device).moved(dx: dx, dy: dy), with: .solid(color))
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
    /// Appends `operation` to the recording.
    mutating func record(_ operation: DisplayList.Operation) {
        recording?.operations.append(operation)
    }

    /// Records that pixels inside `area` may have changed.
    @inline(__always)
    mutating func touch(_ area: PixelRect) {
        guard background != nil else { return }
        touched.insert(area)
    }

    /// Composites one premultiplied pixel over the pixel at (x, y), which must be in range.
    mutating func blendPixel(x: Int, y: Int, _ source: PremultipliedColor) {
        let index = y * pixmap.width + x
        pixmap.withPixels { Compositor.blend(source, coverage: 255, into: $0.run(from: index, count: 1)) }
    }
}
