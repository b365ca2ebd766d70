import OTPGeometry
import OTPRaster
import OTPText

/// Draws a ``FieldSpec`` into a pixmap.
///
/// Layers, bottom to top: background colour, background image, each cell's fill, the
/// borders of the style (the focused cell's last, over its neighbours), the characters,
/// masks and placeholders, the group separators, the caret, the button. Fills come before
/// borders so layers overlap instead of abutting (abutting anti-aliased edges leave seams).
///
/// A spec's `animation` is applied first (``AnimationFrame``): the shake moves everything
/// but the button sideways, the entry scales and fades the last character.
///
/// A renderer keeps rasterizer scratch memory, its mask cache and the border rings it built
/// between renders: use one per thread.
public struct FieldRenderer {
    /// Fonts and file paths.
    public let resources: FieldResources
    private let rasterizer = Rasterizer()
    private let cache = RenderCache()

    public init(resources: FieldResources) {
        self.resources = resources
    }

    /// The image of `spec`, `scale` pixels per point.
    ///
    /// - Throws: ``FontError`` and ``PNGError`` for the spec's font and background files,
    ///   ``MissingGlyphsError`` for text its fonts cannot draw (checked before drawing),
    ///   ``RenderError`` for an image over the size limits.
    public func render(_ spec: FieldSpec) throws -> Pixmap {
        let frame = AnimationFrame(spec: spec)
        let spec = frame.spec
        let font = try resources.font(for: spec)
        try TextCoverage.check(spec, font: font)
        let content = FieldContent(spec: spec, text: try spec.enteredText())
        let texts = content.characters.indices.map { content.displayedText(at: $0, secure: spec.secure) ?? "" }
        let layout = FieldLayout(spec: spec, font: font, characters: texts)
        let width = Int((layout.canvas.width * spec.scale).rounded(.up))
        let height = Int((layout.canvas.height * spec.scale).rounded(.up))
        guard var canvas = Canvas(width: width, height: height, background: spec.colors.background, rasterizer: rasterizer) else {
            throw RenderError.imageTooLarge(width: width, height: height)
        }
        canvas.transform = .scale(spec.scale)
        // `consume`: the painter must own the only reference to the pixels, or its first
        // drawing call would copy them.
        var painter = FieldPainter(spec: spec, layout: layout, content: content, font: font, cache: cache,
                                   canvas: consume canvas)
        painter.entry = frame.animatesEntry ? (frame.entryScale, frame.entryOpacity) : nil
        if frame.offset != 0 {
            painter.canvas.transform = Transform.translation(Vector(dx: frame.offset, dy: 0)).scaled(by: spec.scale)
        }
        if let image = try resources.backgroundImage(for: spec) {
            painter.canvas.draw(image, in: layout.field)
        }
        painter.drawCells()
        painter.drawContent(texts: texts)
        painter.drawSeparators()
        painter.drawCaret()
        painter.canvas.transform = .scale(spec.scale)
        if spec.button != nil {
            painter.drawButton(font: try resources.font(for: spec, size: spec.font.size * 0.65))
        }
        return painter.canvas.pixmap
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
