import OTPGeometry
import OTPText
import Testing

/// Shaping, bidirectional order and line breaking, on the bundled fonts.
@Suite struct TextLayoutTests {
    /// An Arabic word is joined (contextual forms, not the isolated letters) and laid out right
    /// to left: its first letter is the rightmost glyph.
    @Test func arabicIsJoinedAndRightToLeft() throws {
        let font = try library.font(size: 20)
        let word = "مرحبا"
        let line = TextLine(word, font: font, direction: .rightToLeft)
        #expect(line.missing.isEmpty)
        #expect(line.glyphs.count == 5)
        let arabic = font.faces[line.glyphs[0].face]
        #expect(arabic.familyName == "Noto Sans Arabic")
        // The shaped glyphs are not the letters' nominal (isolated) glyphs: the letters join.
        let nominal = word.unicodeScalars.map { arabic.glyph(for: $0)! }
        #expect(line.glyphs.map(\.index) != nominal.reversed())
        // Visual order: the glyph of the first letter (meem) is the last, rightmost one.
        let xs = line.glyphs.map(\.x)
        #expect(xs == xs.sorted())
    }

    /// Glyph ids and advances exactly as HarfBuzz's own `hb-shape` gives them (HarfBuzz 6.0.0,
    /// `hb-shape --no-glyph-names --no-clusters FONT TEXT`, in font units): Arabic joined
    /// and right to left in Noto Sans Arabic reached through the fallback chain, the space
    /// between its words kept in that face; Inter's kerning pairs ("AV", "VA", "AT", "To").
    @Test(arguments: [
        ("رمز التحقق", TextDirection.rightToLeft, "Noto Sans Arabic",
         [(946, 808), (949, 495), (419, 637), (1269, 373), (667, 260), (46, 238), (3, 260), (1637, 396), (771, 485), (978, 367)]),
        ("AVATAR To", .leftToRight, "Inter",
         [(2, 1712), (453, 1728), (2, 1664), (409, 1568), (2, 1904), (382, 1800), (1682, 792), (409, 1584), (775, 1680)]),
    ])
    func shapingMatchesHBShape(text: String, direction: TextDirection, family: String, expected: [(UInt32, Int)]) throws {
        let face = try library.face(family: family)
        // At a size of one point per font unit, positions are in font units.
        let font = try library.font(size: face.metrics.unitsPerEm)
        let line = TextLine(text, font: font, direction: direction)
        #expect(line.glyphs.allSatisfy { font.faces[$0.face].familyName == family })
        #expect(line.glyphs.map(\.index) == expected.map(\.0))
        let edges = line.glyphs.map(\.x) + [line.width]
        let advances = zip(edges.dropFirst(), edges).map { $0 - $1 }
        #expect(advances.map { $0.rounded() } == expected.map { Double($0.1) })
        #expect(zip(advances, expected).allSatisfy { abs($0 - Double($1.1)) < 1e-9 })
        #expect(line.glyphs.allSatisfy { $0.y == 0 })
    }

    /// Latin words and numbers inside a right-to-left message keep their own order.
    @Test func bidiKeepsLatinAndNumbersInOrder() throws {
        let font = try library.font(size: 20)
        let line = TextLine("رمز OTP 123", font: font, direction: .rightToLeft)
        let inter = font.faces[0]
        let latin = line.glyphs.filter { $0.face == 0 && $0.index != inter.glyph(for: " ") }
        // UAX #9 (rule W7): the number follows the Latin word, so it joins its left-to-right
        // run: "OTP 123" reads left to right, at the left of the Arabic word.
        let expected = TextLine("OTP", font: font).glyphs.map(\.index) + TextLine("123", font: font).glyphs.map(\.index)
        #expect(latin.map(\.index) == expected)
        let arabicXs = line.glyphs.filter { $0.face != 0 }.map(\.x)
        #expect(latin.allSatisfy { glyph in arabicXs.allSatisfy { glyph.x < $0 } })
        #expect(latin.map(\.x) == latin.map(\.x).sorted())
    }

    /// Latin wraps at spaces; a word longer than the width is cut between characters.
    @Test func latinWrapsAtSpacesAndLongWordsAreCut() throws {
        let font = try library.font(size: 14)
        let paragraph = TextParagraph("Didn't get it? Check your messages.", font: font, maxWidth: 120)
        #expect(paragraph.lines.count == 3)
        #expect(paragraph.lines.allSatisfy { $0.width <= 120 })
        let long = TextParagraph("Supercalifragilisticexpialidocious", font: font, maxWidth: 60)
        #expect(long.lines.count > 1 && long.lines.allSatisfy { $0.width <= 60 })
        #expect(long.lines.map(\.glyphs.count).reduce(0, +) == 34)
    }

    /// CJK breaks between ideographs, and never puts closing punctuation at a line's start.
    @Test func chineseBreaksBetweenIdeographsNotBeforeClosingPunctuation() throws {
        let font = try library.font(size: 14)
        let text = "验证码已发送，请查收。"
        let oneCharacter = TextLine("验", font: font).width
        for characters in 2...9 {
            let paragraph = TextParagraph(text, font: font, maxWidth: oneCharacter * Double(characters) + 0.01)
            #expect(paragraph.lines.count > 1)
            let fallback = font.faces.last!
            for line in paragraph.lines.dropFirst() {
                let first = line.glyphs.first!.index
                #expect(first != fallback.glyph(for: "，") && first != fallback.glyph(for: "。"), "\(characters) a line")
            }
        }
    }
}
