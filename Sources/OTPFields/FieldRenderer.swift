import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText

/// Draws a ``FieldSpec`` into a pixmap.
///
/// Layers, bottom to top: background colour, the block's card and shadows, background
/// image, each cell's fill, the borders of the style (the focused cell's last, over its
/// neighbours), the characters, masks and placeholders, the group separators, the caret,
/// the loading spinner, the block's title, subtitle and message, the button. Fills come
/// before borders so layers overlap instead of abutting (abutting anti-aliased edges leave
/// seams).
///
/// A spec's `states` for its state are laid over it first (``FieldSpec/styledForState()``),
/// then its `animation` is applied (``AnimationFrame``): the shake moves everything
/// but the button sideways, the entry scales and fades the last character.
///
/// A renderer keeps rasterizer scratch memory, its mask cache, the border rings it built,
/// the background images it read and the storage of its last image between renders (once
/// warm, ``render(_:_:)`` allocates nothing): use one per thread. A background file is read
/// once per renderer, unless its pixels are over ``RenderCache/imageBytesLimit`` (4 MiB).
///
/// A class, so that sharing one is explicit: two names for a renderer are one renderer,
/// with one cache and one lent pixmap. It is not thread-safe: give each thread its own.
public final class FieldRenderer {
    /// Fonts and file paths.
    public let resources: FieldResources
    private let rasterizer = Rasterizer()
    private let cache = RenderCache()

    /// Called with each image's size in pixels before its pixels are allocated: throw to
    /// refuse the image (a command under a memory limit reserves room for it here).
    public var admitImage: ((_ width: Int, _ height: Int) throws -> Void)?

    public init(resources: FieldResources) {
        self.resources = resources
    }

    /// The image of `spec`, `scale` pixels per point, in new storage.
    ///
    /// - Throws: ``FontError`` and ``PNGError`` for the spec's font and background files,
    ///   ``UndrawableTextError`` for text its fonts cannot draw (checked before drawing),
    ///   ``RenderError`` for an image over the size limits.
    public func render(_ spec: FieldSpec) throws -> Pixmap {
        try draw(spec, reusing: nil)
    }

    /// Draws `spec` into pixels the renderer keeps and lends them to `body` (to encode or
    /// compare them, say): image after image, nothing is allocated. A copy of the pixmap that
    /// `body` keeps stays valid (the next render then draws into new storage).
    ///
    /// - Throws: the errors of ``render(_:)``, and what `body` throws.
    public func render<Result>(_ spec: FieldSpec, _ body: (Pixmap) throws -> Result) throws -> Result {
        let image = try draw(spec, reusing: cache.pixmap.take())
        defer { cache.pixmap = image }
        return try body(image)
    }

    /// What drawing `spec` draws, as vector operations (``DisplayList``): the same steps as
    /// ``render(_:)``, recorded instead of rasterized, for SVG and PDF; played onto a canvas
    /// it gives the pixels of ``render(_:)``.
    ///
    /// - Throws: the errors of ``render(_:)``.
    public func displayList(_ spec: FieldSpec) throws -> DisplayList {
        let list = try draw(spec, on: { width, height, background in
            Canvas(recordingWidth: width, height: height, background: background, rasterizer: rasterizer)
        }, finish: { $0.recording })
        guard let list else { preconditionFailure("a recording canvas keeps its recording") }
        return list
    }

    /// The image of `spec`, drawn in `storage` when given.
    private func draw(_ spec: FieldSpec, reusing storage: consuming Pixmap?) throws -> Pixmap {
        var storage = storage
        return try draw(spec, on: { width, height, background in
            guard let pixmap = storage.take() else {
                return Canvas(width: width, height: height, background: background, rasterizer: rasterizer)
            }
            return Canvas(reusing: pixmap, width: width, height: height, background: background, rasterizer: rasterizer)
        }, finish: { $0.pixmap })
    }

    /// `spec` drawn on the canvas `makeCanvas` makes for its size in pixels and background
    /// colour (transparent under a background gradient, which is drawn over it), and what
    /// `finish` takes from it: a spec at rest as it is, else its animation's frame.
    private func draw<Result>(_ spec: FieldSpec, on makeCanvas: (Int, Int, Color) -> Canvas?,
                              finish: (inout Canvas) -> Result) throws -> Result {
        if spec.states[spec.state] != nil { return try draw(spec.styledForState(), on: makeCanvas, finish: finish) }
        guard spec.animation != nil else { return try draw(spec, moving: nil, on: makeCanvas, finish: finish) }
        let frame = AnimationFrame(spec: spec)
        return try draw(frame.spec, moving: frame, on: makeCanvas, finish: finish)
    }

    /// A still `spec` (no animation) drawn with what `frame` moves.
    private func draw<Result>(_ spec: FieldSpec, moving frame: AnimationFrame?, on makeCanvas: (Int, Int, Color) -> Canvas?,
                              finish: (inout Canvas) -> Result) throws -> Result {
        let font = try resources.font(for: spec)
        let blockFonts = try BlockFonts(spec: spec, resources: resources)
        try TextCoverage.check(spec, font: font, blockFonts: blockFonts, cache: cache)
        let content = FieldContent(spec: spec, text: try spec.enteredText())
        let (layout, texts) = cache.layOut(spec, font: font, blockFonts: blockFonts, content: content)
        let width = Int((layout.canvas.width * spec.scale).rounded(.up))
        let height = Int((layout.canvas.height * spec.scale).rounded(.up))
        guard Pixmap.isAllowed(width: width, height: height) else {
            throw RenderError.imageTooLarge(width: width, height: height)
        }
        try admitImage?(width, height)
        let background = if case .color(let color) = spec.colors.background { color } else { Color.transparent }
        guard var canvas = makeCanvas(width, height, background) else {
            throw RenderError.imageTooLarge(width: width, height: height)
        }
        canvas.transform = .scale(spec.scale)
        if case .gradient(let gradient) = spec.colors.background {
            fillBackground(gradient, over: layout.canvas, of: &canvas)
        }
        // `consume`: the painter must own the only reference to the pixels, or its first
        // drawing call would copy them.
        var painter = FieldPainter(spec: spec, layout: layout, content: content, font: font, cache: cache,
                                   canvas: consume canvas, motion: frame?.motion)
        painter.drawCard()
        if let offset = frame?.offset, offset != 0 {
            painter.canvas.transform = Transform.translation(Vector(dx: offset, dy: 0)).scaled(by: spec.scale)
        }
        if let image = try cache.backgroundImage(for: spec, resources: resources) {
            painter.element(.backgroundImage) { $0.canvas.draw(image, in: layout.field) }
        }
        painter.drawCells()
        painter.drawContent(texts: texts)
        painter.drawSeparators()
        painter.drawCaret()
        painter.drawSpinner(turn: frame?.spinTurn ?? 0)
        painter.drawSuccessMark()
        painter.canvas.transform = .scale(spec.scale)
        painter.drawBlockTexts()
        if let buttonFont = blockFonts.button {
            painter.drawButton(font: buttonFont)
        }
        return finish(&painter.canvas)
    }

}

extension FieldRenderer {
    /// Fills every pixel of `canvas` with `gradient` spanning the image's `size` in points,
    /// in device pixels (the last row and column, which the size may reach only partly,
    /// are covered whole), through the pixels the cache keeps.
    private func fillBackground(_ gradient: Gradient, over size: Size, of canvas: inout Canvas) {
        let transform = canvas.transform, scale = transform.a
        guard let box = Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale) else { return }
        canvas.transform = .identity
        cache.fillBackground(gradient, over: box, on: &canvas)
        canvas.transform = transform
    }
}

/// Why a spec could not be rendered, beyond font and image errors.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The image would exceed the pixmap limits.
    case imageTooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .imageTooLarge(let w, let h):
            return "the image would be \(w)x\(h) px, over the limit of 16384 px a side and 64 Mi pixels"
        }
    }
}
