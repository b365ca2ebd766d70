/// One line of text shaped and ordered for display, in ems (multiply by a font size for
/// points), so that one shaping serves every size: what ``TextShapeCache`` keeps.
struct LineShape: Sendable {
    /// One glyph in visual order (left to right on the screen).
    struct Glyph: Sendable, Hashable {
        /// Index into the font's faces.
        let face: Int
        /// The glyph index in that face.
        let index: UInt32
        /// Where the glyph's origin is from the line's start, in ems: x to the right, y up
        /// (marks sit above or below the baseline).
        let x: Double
        let y: Double
    }

    /// The glyphs, left to right.
    var glyphs: [Glyph] = []
    /// The advance width of the line, in ems.
    var width = 0.0
    /// Scalars no face has (drawn as the `.notdef` glyph), in logical order.
    var missing: [Unicode.Scalar] = []
    /// A number no other shape kept by the same ``TextShapeCache`` has (0 for ``empty``):
    /// two lines of one font with the same serial have the same glyphs in the same places.
    var serial: UInt64 = 0

    /// The empty line.
    static let empty = LineShape()
}
