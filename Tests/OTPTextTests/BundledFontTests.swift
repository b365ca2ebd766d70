import OTPGeometry
import OTPRaster
import OTPText
import Testing

@Suite struct BundledFontTests {
    @Test(arguments: BundledFont.all)
    func everyBundledFontLoadsAndDraws(font: BundledFont) throws {
        let face = try library.face(family: font.family, weight: font.weight)
        #expect(face.familyName == font.family)
        let samples: [String: Unicode.Scalar] = [BundledFont.fallbackFamily: "验", "Noto Sans Arabic": "ب", "Noto Sans Hebrew": "ש"]
        let sample = samples[font.family] ?? "8"
        let glyph = try #require(face.glyph(for: sample))
        #expect(face.advance(of: glyph) > 0)
        let pixmap = render(String(sample), font: Font(faces: [face], size: 32), width: 48, height: 48,
                            baseline: Point(x: 4, y: 38))
        let ink = alphas(pixmap).reduce(0) { $0 + Int($1) }
        #expect(ink > 255 * 40, "\(font.label) drew almost nothing")
    }

    @Test(arguments: ["Inter", "JetBrains Mono"])
    func digitsShareABaseline(family: String) throws {
        let face = try library.face(family: family)
        let units = face.metrics.unitsPerEm
        for digit in "0123456789".unicodeScalars {
            let bounds = try #require(face.outline(of: face.glyph(for: digit)!).controlBounds)
            // Ink bottoms sit on the baseline, round digits overshooting it by at most 2% of the em.
            #expect(bounds.minY <= 0.001 * units && bounds.minY >= -0.02 * units, "\(digit): \(bounds.minY)")
            // Flat-topped and round digits alike reach the cap height, within overshoot.
            #expect(abs(bounds.maxY - face.metrics.capHeight) <= 0.03 * units, "\(digit): \(bounds.maxY)")
        }
    }

    @Test func metricsAreReadFromTheFont() throws {
        let inter = try library.face(family: "Inter").metrics
        #expect(inter.unitsPerEm == 2816)  // Inter 4
        #expect(inter.capHeight / inter.unitsPerEm > 0.70 && inter.capHeight / inter.unitsPerEm < 0.75)
        #expect(inter.xHeight > 1000 && inter.xHeight < inter.capHeight)
        #expect(inter.ascender > inter.capHeight && inter.descender < 0)
        let mono = try library.face(family: "JetBrains Mono").metrics
        #expect(mono.unitsPerEm == 1000)
    }

    @Test func aChineseStringDrawsInkForEveryCharacter() throws {
        let font = try library.font(size: 24)
        let line = TextLine("获取验证码59秒", font: font)
        #expect(line.missing.isEmpty)
        #expect(line.glyphs.prefix(5).allSatisfy { font.faces[$0.face].familyName == "Droid Sans Fallback" },
                "CJK falls back to Droid Sans Fallback")
        #expect(line.glyphs[5].face == 0, "digits stay in Inter")
        let pixmap = render("获取验证码59秒", font: font, width: 200, height: 32, baseline: Point(x: 2, y: 26))
        for glyph in line.glyphs {
            let x0 = Int(2 + glyph.x), x1 = x0 + 10
            var ink = 0
            for y in 0..<32 { for x in x0..<x1 { ink += Int(pixmap.pixel(x: x, y: y).alpha) } }
            #expect(ink > 255 * 8, "no ink at x \(x0)")
        }
    }

    /// Lines with equal identities draw the same outlines (what a kept coverage relies on);
    /// another text, size, direction or chain of faces gives another identity.
    @Test func lineIdentitiesFollowTextFontSizeAndDirection() throws {
        let font = try library.font(size: 24)
        let sameFaces = try library.font(size: 24)
        let origin = Point(x: 31.25, y: 17.5)
        for text in ["7", "1234", "获取验证码 59秒", ""] {
            let line = TextLine(text, font: font), again = TextLine(text, font: sameFaces)
            #expect(line.identity == again.identity, "\(text)")
            #expect(line.path(at: origin) == again.path(at: origin), "\(text)")
        }
        let line = TextLine("12", font: font)
        #expect(line.identity != TextLine("21", font: font).identity)
        #expect(line.identity != TextLine("12", font: try library.font(size: 25)).identity)
        #expect(line.identity != TextLine("12", font: font, direction: .rightToLeft).identity)
        #expect(line.identity != TextLine("12", font: try library.font(family: "JetBrains Mono", weight: 400, size: 24)).identity)
    }

    @Test func charactersNoFaceHasAreReportedAndDrawnAsNotdef() throws {
        let font = try library.font(size: 24)
        let line = TextLine("1\u{10FFFD}2", font: font)
        #expect(line.missing == ["\u{10FFFD}"])
        #expect(line.glyphs[1].index == 0)
        #expect(line.glyphs.count == 3)
    }

    @Test func alignmentPlacesTheLineByItsAdvanceWidth() throws {
        let line = TextLine("1234", font: try library.font(size: 20))
        #expect(line.width > 0)
        #expect(line.startX(at: 100, alignment: .left) == 100)
        #expect(abs(line.startX(at: 100, alignment: .center) - (100 - line.width / 2)) < 1e-12)
        #expect(abs(line.startX(at: 100, alignment: .right) - (100 - line.width)) < 1e-12)
    }

    /// Inter keeps its kerning in OpenType `GPOS`, not in a `kern` table; shaping applies it:
    /// "AV" is narrower than its two advances, by the pair's adjustment, which moves V left.
    @Test func kerningFromGPOSIsApplied() throws {
        let face = try library.face(family: "Inter")
        #expect(!face.hasKerningTable)
        let font = Font(faces: [face], size: 30)
        let line = TextLine("AV", font: font)
        let a = face.advance(of: face.glyph(for: "A")!) * font.scale, v = face.advance(of: face.glyph(for: "V")!) * font.scale
        let kerning = line.width - (a + v)
        #expect(kerning < -0.5 && kerning > -3, "AV at 30 pt kerned by \(kerning) pt")
        #expect(abs(line.glyphs[1].x - (a + kerning)) < 1e-9)
        #expect(abs(TextLine("HH", font: font).width - 2 * face.advance(of: face.glyph(for: "H")!) * font.scale) < 1e-9)
    }
}
