import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText

/// Draws a ``FieldSpec`` into a pixmap.
///
/// Layers, bottom to top: background colour, background image, each cell's fill, the
/// borders of the style (the focused cell's last, over its neighbours), the characters,
/// masks and placeholders, the group separators, the caret, the loading spinner, the
/// block's title, subtitle and message, the button. Fills come before
/// borders so layers overlap instead of abutting (abutting anti-aliased edges leave seams).
///
/// A spec's `animation` is applied first (``AnimationFrame``): the shake moves everything
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
    ///   ``MissingGlyphsError`` for text its fonts cannot draw (checked before drawing),
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

    /// The image of `spec`, drawn in `storage` when given.
    private func draw(_ spec: FieldSpec, reusing storage: consuming Pixmap?) throws -> Pixmap {
        let frame = AnimationFrame(spec: spec)
        let spec = frame.spec
        let font = try resources.font(for: spec)
        let blockFonts = try BlockFonts(spec: spec, resources: resources)
        try TextCoverage.check(spec, font: font, blockFonts: blockFonts)
        let content = FieldContent(spec: spec, text: try spec.enteredText())
        let (layout, texts) = cache.layOut(spec, font: font, blockFonts: blockFonts, content: content)
        let width = Int((layout.canvas.width * spec.scale).rounded(.up))
        let height = Int((layout.canvas.height * spec.scale).rounded(.up))
        guard Pixmap.isAllowed(width: width, height: height) else {
            throw RenderError.imageTooLarge(width: width, height: height)
        }
        try admitImage?(width, height)
        guard let pixmap = Self.pixmap(width: width, height: height, filledWith: spec.colors.background, in: storage) else {
            throw RenderError.imageTooLarge(width: width, height: height)
        }
        var canvas = Canvas(pixmap: pixmap, rasterizer: rasterizer)
        canvas.transform = .scale(spec.scale)
        // `consume`: the painter must own the only reference to the pixels, or its first
        // drawing call would copy them.
        var painter = FieldPainter(spec: spec, layout: layout, content: content, font: font, cache: cache,
                                   canvas: consume canvas)
        painter.entry = frame.animatesEntry ? (frame.entryScale, frame.entryOpacity) : nil
        if frame.offset != 0 {
            painter.canvas.transform = Transform.translation(Vector(dx: frame.offset, dy: 0)).scaled(by: spec.scale)
        }
        if let image = try cache.backgroundImage(for: spec, resources: resources) {
            painter.canvas.draw(image, in: layout.field)
        }
        painter.drawCells()
        painter.drawContent(texts: texts)
        painter.drawSeparators()
        painter.drawCaret()
        painter.drawSpinner(turn: frame.spinTurn)
        painter.canvas.transform = .scale(spec.scale)
        painter.drawBlockTexts()
        if let buttonFont = blockFonts.button {
            painter.drawButton(font: buttonFont)
        }
        return painter.canvas.pixmap
    }

    /// A pixmap of the size filled with `color`, in `storage` when given; `nil` when the
    /// size is over the limits.
    private static func pixmap(width: Int, height: Int, filledWith color: Color, in storage: consuming Pixmap?) -> Pixmap? {
        guard var pixmap = storage else { return Pixmap(width: width, height: height, filledWith: color) }
        return pixmap.reset(width: width, height: height, filledWith: color) ? pixmap : nil
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
