import OTPGeometry

/// A paragraph of text wrapped into lines no wider than a width (``LineBreaker``), each line
/// laid out as ``TextLine`` is, in the paragraph's bidirectional order: a collection of its
/// lines, top to bottom. Shaped once per font chain and kept, so laying out the same
/// paragraph again costs a lookup and allocates nothing.
public struct TextParagraph: RandomAccessCollection, Sendable {
    private let shapes: [LineShape]
    private let font: Font
    /// The base direction the paragraph was laid out in.
    public let direction: TextDirection

    /// `text` in `font`, wrapped at `maxWidth` points (one line when `nil`).
    public init(_ text: String, font: Font, direction: TextDirection = .leftToRight, maxWidth: Double? = nil) {
        self.direction = direction
        self.font = font
        if let maxWidth {
            shapes = font.shapes.paragraph(text, direction: direction, maxWidth: maxWidth / font.size, faces: font.faces)
        } else {
            shapes = text.isEmpty ? [] : [font.shapes.line(text, direction: direction, faces: font.faces)]
        }
    }

    public var startIndex: Int { shapes.startIndex }
    public var endIndex: Int { shapes.endIndex }

    /// Line `index`, counted from the top.
    public subscript(index: Int) -> TextLine { TextLine(shapes[index], font: font) }

    /// The lines, top to bottom.
    public var lines: [TextLine] { Array(self) }

    /// The widest line's width, in points.
    public var width: Double { map(\.width).max() ?? 0 }

    /// Scalars no face has, over all lines.
    public var missing: [Unicode.Scalar] { flatMap(\.missing) }
}
