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

/// A laid-out line of text: each character's glyph, face and pen position, in points.
///
/// Layout is simple on purpose (no shaping beyond kerning): each Unicode scalar takes the
/// glyph of the first face that has it; a scalar no face has is drawn as the primary face's
/// `.notdef` glyph and listed in ``missing``. Advances are scaled in Double, kerning from
/// the `kern` table applies between neighbours of the same face. Text that this cannot draw
/// right in any font (emoji, marks, right-to-left scripts, controls) is described by
/// ``UnsupportedCharacter``; callers that take text from users refuse both kinds up front.
public struct TextLine: Sendable {
    /// One glyph to draw.
    public struct Glyph: Sendable, Hashable {
        /// Index into the font's faces.
        public let face: Int
        /// The glyph index in that face.
        public let index: UInt32
        /// Pen position from the line's start, in points.
        public let x: Double
    }

    /// The font the line was laid out with.
    public let font: Font
    /// The glyphs, in order.
    public let glyphs: [Glyph]
    /// The advance width of the whole line, in points.
    public let width: Double
    /// Scalars no face has (drawn as `.notdef`), in order of appearance.
    public let missing: [Unicode.Scalar]

    /// Lays out `text` in `font`.
    public init(_ text: String, font: Font) {
        self.font = font
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.unicodeScalars.count)
        var missing: [Unicode.Scalar] = []
        width = Self.layOut(text, font: font, glyph: { glyphs.append($0) }, missing: { missing.append($0) })
        self.glyphs = glyphs
        self.missing = missing
    }

    /// The advance width of `text` in `font`, in points: ``width`` of its line, without
    /// building the line.
    public static func width(of text: String, font: Font) -> Double {
        layOut(text, font: font, glyph: { _ in }, missing: { _ in })
    }

    /// The scalars of `text` that no face of `font` has: ``missing`` of its line, without
    /// building the line (and without allocating when there are none).
    public static func missingScalars(in text: String, font: Font) -> [Unicode.Scalar] {
        var missing: [Unicode.Scalar] = []
        _ = layOut(text, font: font, glyph: { _ in }, missing: { missing.append($0) })
        return missing
    }

    /// Walks `text` scalar by scalar: each glyph with its pen position to `glyph`, each
    /// scalar no face has to `missing`; returns the pen position after the last glyph.
    private static func layOut(_ text: String, font: Font, glyph: (Glyph) -> Void, missing: (Unicode.Scalar) -> Void) -> Double {
        var pen = 0.0
        var previous: (face: Int, index: UInt32)?
        for scalar in text.unicodeScalars {
            var choice: (face: Int, index: UInt32)?
            for (i, face) in font.faces.enumerated() {
                if let index = face.glyph(for: scalar) { choice = (i, index); break }
            }
            if choice == nil { missing(scalar) }
            let (faceIndex, index) = choice ?? (0, 0)
            let face = font.faces[faceIndex]
            let unitScale = font.size / face.metrics.unitsPerEm
            if let previous, previous.face == faceIndex {
                pen += face.kerning(previous.index, index) * unitScale
            }
            glyph(Glyph(face: faceIndex, index: index, x: pen))
            pen += face.advance(of: index) * unitScale
            previous = (faceIndex, index)
        }
        return pen
    }

    /// The x where the line starts so that it sits at `x` with `alignment`.
    public func startX(at x: Double, alignment: TextAlignment) -> Double {
        Self.startX(of: width, at: x, alignment: alignment)
    }

    private static func startX(of width: Double, at x: Double, alignment: TextAlignment) -> Double {
        switch alignment {
        case .left: return x
        case .center: return x - width / 2
        case .right: return x - width
        }
    }

    /// Appends the outlines of `text` in `font`, placed as ``TextLine/path(at:)`` of a line
    /// starting at ``startX(at:alignment:)`` would place them, without building the line:
    /// drawing text this way into a reused path allocates nothing.
    public static func appendPath(of text: String, font: Font, at origin: Point, alignment: TextAlignment, to path: inout Path) {
        let start = Point(x: startX(of: width(of: text, font: font), at: origin.x, alignment: alignment), y: origin.y)
        _ = layOut(text, font: font, glyph: { appendOutline(of: $0, font: font, at: start, to: &path) }, missing: { _ in })
    }

    /// The outlines of every glyph, the pen starting at `origin` on the baseline.
    public func path(at origin: Point) -> Path {
        var path = Path()
        for glyph in glyphs { Self.appendOutline(of: glyph, font: font, at: origin, to: &path) }
        return path
    }

    private static func appendOutline(of glyph: Glyph, font: Font, at origin: Point, to path: inout Path) {
        let face = font.faces[glyph.face]
        let s = font.size / face.metrics.unitsPerEm
        let placement = Transform(a: s, b: 0, c: 0, d: -s, tx: origin.x + glyph.x, ty: origin.y)
        path.append(face.outline(of: glyph.index), transformedBy: placement)
    }
}
