import OTPGeometry

/// Where a text line sits relative to the point it is drawn at.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// The line starts at the point.
    case left
    /// The line is centred on the point, by its advance width.
    case center
    /// The line ends at the point.
    case right
}

/// A laid-out line of text: each glyph's face and position, in points, left to right.
///
/// Text is laid out as a text stack does (``TextShaper``): bidirectional order by ICU
/// (Arabic and Hebrew right to left, numbers and Latin words inside them left to right),
/// each run shaped by HarfBuzz with the font's OpenType features (kerning, ligatures,
/// contextual alternates, mark positioning, Arabic joining), faces chosen per character
/// along the font's fallback chain. A scalar no face has is drawn as a `.notdef` glyph and
/// listed in ``missing``; callers that take text from users refuse it up front, with the
/// characters no font can draw right (``UnsupportedCharacter``).
///
/// Shapes are kept per font chain (in ems, for every size), so laying out the same text
/// again costs a lookup.
public struct TextLine: Sendable {
    /// One glyph to draw.
    public struct Glyph: Sendable, Hashable {
        /// Index into the font's faces.
        public let face: Int
        /// The glyph index in that face.
        public let index: UInt32
        /// The glyph's origin from the line's start on the baseline, in points, to the right.
        public let x: Double
        /// The glyph's origin above the baseline, in points (marks are raised or lowered).
        public let y: Double
    }

    /// The font the line was laid out with.
    public let font: Font
    /// The glyphs, left to right on the screen.
    public let glyphs: [Glyph]
    /// The advance width of the whole line, in points.
    public let width: Double
    /// Scalars no face has (drawn as `.notdef`), in order of appearance.
    public let missing: [Unicode.Scalar]

    /// Lays out `text` in `font` as one line of a paragraph whose base direction is `direction`.
    public init(_ text: String, font: Font, direction: TextDirection = .leftToRight) {
        self.init(font.shapes.line(text, direction: direction, faces: font.faces), font: font)
    }

    init(_ shape: LineShape, font: Font) {
        self.font = font
        let size = font.size
        glyphs = shape.glyphs.map { Glyph(face: $0.face, index: $0.index, x: $0.x * size, y: $0.y * size) }
        width = shape.width * size
        missing = shape.missing
    }

    /// The advance width of `text` in `font`, in points: ``width`` of its line, without
    /// building the line.
    public static func width(of text: String, font: Font, direction: TextDirection = .leftToRight) -> Double {
        font.shapes.line(text, direction: direction, faces: font.faces).width * font.size
    }

    /// The scalars of `text` that no face of `font` has: ``missing`` of its line, without
    /// building the line.
    public static func missingScalars(in text: String, font: Font) -> [Unicode.Scalar] {
        font.shapes.line(text, direction: .leftToRight, faces: font.faces).missing
    }

    /// The x where the line starts so that it sits at `x` with `alignment`.
    public func startX(at x: Double, alignment: TextAlignment) -> Double {
        Self.startX(of: width, at: x, alignment: alignment)
    }

    static func startX(of width: Double, at x: Double, alignment: TextAlignment) -> Double {
        switch alignment {
        case .left: return x
        case .center: return x - width / 2
        case .right: return x - width
        }
    }

    /// Appends the outlines of `text` in `font`, placed as ``TextLine/path(at:)`` of a line
    /// starting at ``startX(at:alignment:)`` would place them, without building the line:
    /// once the text has been shaped, drawing it this way into a reused path allocates nothing.
    public static func appendPath(of text: String, font: Font, at origin: Point, alignment: TextAlignment,
                                  direction: TextDirection = .leftToRight, to path: inout Path) {
        let shape = font.shapes.line(text, direction: direction, faces: font.faces)
        let start = Point(x: startX(of: shape.width * font.size, at: origin.x, alignment: alignment), y: origin.y)
        appendOutlines(of: shape, font: font, at: start, to: &path)
    }

    /// The outlines of every glyph, the pen starting at `origin` on the baseline.
    public func path(at origin: Point) -> Path {
        var path = Path()
        appendPath(at: origin, to: &path)
        return path
    }

    /// Appends the outlines of every glyph, the pen starting at `origin` on the baseline.
    public func appendPath(at origin: Point, to path: inout Path) {
        for glyph in glyphs {
            Self.appendOutline(face: glyph.face, index: glyph.index, x: glyph.x, y: glyph.y, font: font, at: origin, to: &path)
        }
    }

    static func appendOutlines(of shape: LineShape, font: Font, at origin: Point, to path: inout Path) {
        let size = font.size
        for glyph in shape.glyphs {
            appendOutline(face: glyph.face, index: glyph.index, x: glyph.x * size, y: glyph.y * size, font: font,
                          at: origin, to: &path)
        }
    }

    private static func appendOutline(face index: Int, index glyph: UInt32, x: Double, y: Double, font: Font,
                                      at origin: Point, to path: inout Path) {
        let face = font.faces[index]
        let s = font.size / face.metrics.unitsPerEm
        let placement = Transform(a: s, b: 0, c: 0, d: -s, tx: origin.x + x, ty: origin.y - y)
        path.append(face.outline(of: glyph), transformedBy: placement)
    }
}
