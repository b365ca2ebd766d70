import OTPSpec
import OTPText

/// The render step's text check: every character a spec may draw (``FieldSpec/drawnTexts``)
/// must have a glyph in one of the spec's font faces (the bundled family or `font.file`,
/// then the bundled CJK fallback). Without it the character would be drawn as the font's
/// `.notdef` box. It needs the fonts, so it runs before drawing (``FieldRenderer``), where
/// the font-independent checks ran earlier, in validation (``UnsupportedCharacter``).
public enum TextCoverage {
    /// Throws for the first text with characters no face of `font` has (each missing
    /// character listed once, in order).
    public static func check(_ spec: FieldSpec, font: Font) throws(MissingGlyphsError) {
        try spec.forEachDrawnText { (drawn) throws(MissingGlyphsError) in
            guard !drawn.text.isEmpty else { return }
            let missing = TextLine.missingScalars(in: drawn.text, font: font)
            guard !missing.isEmpty else { return }
            var unique: [Unicode.Scalar] = []
            for scalar in missing where !unique.contains(scalar) { unique.append(scalar) }
            throw MissingGlyphsError(path: drawn.path, value: drawn.source, characters: unique,
                                     fonts: font.faces.map(\.fileName))
        }
    }
}
