import OTPSpec
import OTPText

/// The render step's text check: every character a spec may draw (``FieldSpec/drawnTexts``)
/// must have a glyph in one of the spec's font faces (the bundled family or `font.file`,
/// then the bundled CJK fallback). Without it the character would be drawn as the font's
/// `.notdef` box. It needs the fonts, so it runs before drawing (``FieldRenderer``), where
/// the font-independent checks ran earlier, in validation (``UnsupportedCharacter``).
public enum TextCoverage {
    /// Throws for the first text with characters no face of its font has (each missing
    /// character listed once, in order): `font` for the cells, `blockFonts` for the block's
    /// texts and the button.
    public static func check(_ spec: FieldSpec, font: Font, blockFonts: BlockFonts = BlockFonts()) throws(MissingGlyphsError) {
        try spec.forEachDrawnText { (drawn) throws(MissingGlyphsError) in
            guard !drawn.text.isEmpty else { return }
            let font = Self.font(of: drawn.role, cells: font, block: blockFonts)
            let missing = TextLine(drawn.text, font: font).missing
            guard !missing.isEmpty else { return }
            var unique: [Unicode.Scalar] = []
            for scalar in missing where !unique.contains(scalar) { unique.append(scalar) }
            throw MissingGlyphsError(path: drawn.path, value: drawn.source, characters: unique,
                                     fonts: font.faces.map(\.fileName))
        }
    }

    /// The font a drawn text is drawn in.
    private static func font(of role: FieldSpec.DrawnText.Role, cells: Font, block: BlockFonts) -> Font {
        switch role {
        case .cells: return cells
        case .title: return block.title ?? cells
        case .subtitle: return block.subtitle ?? cells
        case .message: return block.message ?? cells
        case .button: return block.button ?? cells
        }
    }
}
