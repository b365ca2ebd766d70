import OTPGeometry

/// A paragraph of text wrapped into lines no wider than a width (``LineBreaker``), each line
/// laid out as ``TextLine`` is, in the paragraph's bidirectional order.
public struct TextParagraph: Sendable {
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The base direction the paragraph was laid out in.
    public let direction: TextDirection

    /// `text` in `font`, wrapped at `maxWidth` points (one line when `nil`).
    public init(_ text: String, font: Font, direction: TextDirection = .leftToRight, maxWidth: Double? = nil) {
        self.direction = direction
        guard let maxWidth else {
            lines = text.isEmpty ? [] : [TextLine(text, font: font, direction: direction)]
            return
        }
        let shapes = font.shapes.paragraph(text, direction: direction, maxWidth: maxWidth / font.size, faces: font.faces)
        lines = shapes.map { TextLine($0, font: font) }
    }

    /// The widest line's width, in points.
    public var width: Double { lines.map(\.width).max() ?? 0 }

    /// Scalars no face has, over all lines.
    public var missing: [Unicode.Scalar] { lines.flatMap(\.missing) }
}
