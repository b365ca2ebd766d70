import OTPSpec
import OTPText

/// The render step's text check, run before drawing (``FieldRenderer``) where the text stack
/// is: no text a spec may draw (``FieldSpec/drawnTexts``) has a character that no font
/// could draw correctly (``UnsupportedCharacter``: emoji, right-to-left text in cells,
/// combining marks, control and formatting characters), and every character has a glyph in
/// one of the spec's font faces (the bundled family or `font.file`, then the bundled CJK
/// fallback). Otherwise the text would come out wrong, or as the font's `.notdef` box.
public enum TextCoverage {
    /// Throws for the first text with an unsupported character, else for the first text
    /// with characters no face of its font has (each missing character listed once, in
    /// order): `font` for the cells, `blockFonts` for the block's texts and the button.
    public static func check(_ spec: FieldSpec, font: Font, blockFonts: BlockFonts = BlockFonts()) throws(UndrawableTextError) {
        try check(spec, font: font, blockFonts: blockFonts, cache: nil)
    }

    /// ``check(_:font:blockFonts:)`` that skips the checks of the texts that passed them for
    /// the last image `cache`'s renderer drew (the glyph check, in the same faces).
    static func check(_ spec: FieldSpec, font: Font, blockFonts: BlockFonts, cache: RenderCache?) throws(UndrawableTextError) {
        try checkCharacters(spec, cache: cache)
        try checkGlyphs(spec, font: font, blockFonts: blockFonts, cache: cache)
    }

    /// Characters that no font could draw correctly.
    private static func checkCharacters(_ spec: FieldSpec, cache: RenderCache?) throws(UndrawableTextError) {
        var index = 0
        try spec.forEachDrawnText { (drawn) throws(UndrawableTextError) in
            defer { index += 1 }
            guard cache?.passedCheck(drawn.text, isLabel: drawn.isLabel, at: index) != true else { return }
            if let problem = UnsupportedCharacter.first(in: drawn.text, isLabel: drawn.isLabel) {
                throw UndrawableTextError(path: drawn.path, value: drawn.source, reason: .unsupported(problem))
            }
            cache?.rememberPassed(drawn.text, isLabel: drawn.isLabel, at: index)
        }
    }

    /// Characters that no face of a text's font has.
    private static func checkGlyphs(_ spec: FieldSpec, font: Font, blockFonts: BlockFonts, cache: RenderCache?) throws(UndrawableTextError) {
        var index = 0
        try spec.forEachDrawnText { (drawn) throws(UndrawableTextError) in
            defer { index += 1 }
            guard !drawn.text.isEmpty else { return }
            let font = Self.font(of: drawn.role, cells: font, block: blockFonts)
            guard cache?.passedGlyphCheck(drawn.text, faces: font.faces, at: index) != true else { return }
            let missing = TextLine(drawn.text, font: font).missing
            guard !missing.isEmpty else { return (cache?.rememberGlyphsPassed(drawn.text, faces: font.faces, at: index)) ?? () }
            var unique: [Unicode.Scalar] = []
            for scalar in missing where !unique.contains(scalar) { unique.append(scalar) }
            var error = UndrawableTextError(path: drawn.path, value: drawn.source,
                                            reason: .missingGlyphs(characters: unique, fonts: font.faces.map(Self.name(of:))))
            error.locale = spec.locale
            if !spec.digits.isLatin, drawn.path != "digits", drawn.source.utf8.contains(where: { (0x30...0x39).contains($0) }) {
                error.digits = spec.digits.name
            }
            throw error
        }
    }

    /// A face's file name, and why it did not open when it did not (a fallback face opens
    /// only when a text needs it).
    private static func name(of face: FontFace) -> String {
        face.openingFailure.map { "\(face.fileName) (which cannot be opened: \($0))" } ?? face.fileName
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
