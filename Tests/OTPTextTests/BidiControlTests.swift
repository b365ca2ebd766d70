import OTPText
import Testing

/// The bidirectional controls a translator or a platform writes (isolates, embeddings,
/// overrides, marks) applied by the bidirectional algorithm and drawn as nothing.
@Suite struct BidiControlTests {
    /// The glyphs of `line` in `font`'s first face (Inter), spaces left out, left to right.
    private func inkGlyphs(_ line: TextLine, _ font: Font) -> [UInt32] {
        line.glyphs.filter { $0.face == 0 && font.faces[0].glyph(for: " ") != $0.index }.map(\.index)
    }

    /// A phone number in an Arabic sentence: without an isolate its groups follow the
    /// right-to-left paragraph (UAX #9's rule N1 takes the spaces between numbers as
    /// right-to-left); in FSI…PDI they keep their order, as the translator meant.
    @Test func anIsolateKeepsAPhoneNumbersOrder() throws {
        let font = try library.font(size: 20)
        let inOrder = inkGlyphs(TextLine("415 555 0132", font: font), font)
        let isolated = TextLine("أرسلنا إلى \u{2068}415 555 0132\u{2069}", font: font, direction: .rightToLeft)
        #expect(isolated.missing.isEmpty)
        #expect(inkGlyphs(isolated, font) == inOrder)
        let bare = TextLine("أرسلنا إلى 415 555 0132", font: font, direction: .rightToLeft)
        #expect(inkGlyphs(bare, font) == inkGlyphs(TextLine("0132 555 415", font: font), font))
    }

    /// The controls take no room and draw nothing: a Latin word in an isolate or an embedding
    /// is the word alone.
    @Test(arguments: ["\u{2066}Code\u{2069}", "\u{2067}Code\u{2069}", "\u{2068}Code\u{2069}",
                      "\u{202A}Code\u{202C}", "\u{200E}Code\u{200F}", "\u{61C}Code"])
    func controlsTakeNoRoom(_ text: String) throws {
        let font = try library.font(size: 20)
        let line = TextLine(text, font: font), word = TextLine("Code", font: font)
        #expect(line.missing.isEmpty)
        #expect(inkGlyphs(line, font) == inkGlyphs(word, font))
        #expect(abs(line.width - word.width) < 1e-9)
    }

    /// An override orders its characters as it says, whatever their own direction: Android's
    /// `ar-XB` wraps each word in RLM RLO … PDF RLM, so in a right-to-left paragraph the words
    /// read right to left, each spelled backwards.
    @Test func overridesReverseAsAndroidsPseudoLocaleDoes() throws {
        let font = try library.font(size: 20)
        let wrapped = ["Enter", "the", "code", "42"].map { "\u{200F}\u{202E}" + $0 + "\u{202C}\u{200F}" }.joined(separator: " ")
        let line = TextLine(wrapped, font: font, direction: .rightToLeft)
        #expect(line.missing.isEmpty)
        #expect(inkGlyphs(line, font) == inkGlyphs(TextLine("24 edoc eht retnE", font: font), font))
        let ltr = TextLine("\u{202E}abc\u{202C}d", font: font)
        #expect(inkGlyphs(ltr, font) == inkGlyphs(TextLine("cbad", font: font), font))
    }
}
