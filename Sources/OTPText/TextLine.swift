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
/// again costs a lookup and allocates nothing; the glyphs in points are worked out when
/// asked for (``glyphs``) or drawn (``appendPath(at:to:)``).
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

    /// What a line's outlines depend on besides where it is drawn: its font and its shaped
    /// glyphs. Lines with equal identities draw exactly the same outlines at the same
    /// origin, so a drawing of one (a coverage mask) serves the other.
    public struct Identity: Hashable, Sendable {
        let font: Font
        let serial: UInt64
    }

    /// The font the line was laid out with.
    public let font: Font
    private let shape: LineShape

    /// Lays out `text` in `font` as one line of a paragraph whose base direction is `direction`.
    public init(_ text: String, font: Font, direction: TextDirection = .leftToRight) {
        self.init(font.shapes.line(text, direction: direction, faces: font.faces), font: font)
    }

    init(_ shape: LineShape, font: Font) {
        self.font = font
        self.shape = shape
    }

    /// The glyphs, left to right on the screen.
    public var glyphs: [Glyph] {
        let size = font.size
        return shape.glyphs.map { Glyph(face: $0.face, index: $0.index, x: $0.x * size, y: $0.y * size) }
    }

    /// The advance width of the whole line, in points.
    public var width: Double { shape.width * font.size }

    /// Scalars no face has (drawn as `.notdef`), in order of appearance.
    public var missing: [Unicode.Scalar] { shape.missing }

    /// The line's identity (see ``Identity``).
    public var identity: Identity { Identity(font: font, serial: shape.serial) }

    /// The x where the line starts so that it sits at `x` with `alignment`.
    public func startX(at x: Double, alignment: TextAlignment) -> Double {
        switch alignment {
        case .left: return x
        case .center: return x - width / 2
        case .right: return x - width
        }
    }

    /// The outlines of every glyph, the pen starting at `origin` on the baseline.
    public func path(at origin: Point) -> Path {
        var path = Path()
        appendPath(at: origin, to: &path)
        return path
    }

    /// Appends the outlines of every glyph, the pen starting at `origin` on the baseline.
    public func appendPath(at origin: Point, to path: inout Path) {
        let size = font.size
        for glyph in shape.glyphs {
            let face = font.faces[glyph.face]
            let s = size / face.metrics.unitsPerEm
            let placement = Transform(a: s, b: 0, c: 0, d: -s, tx: origin.x + glyph.x * size, ty: origin.y - glyph.y * size)
            path.append(face.outline(of: glyph.index), transformedBy: placement)
        }
    }
}
