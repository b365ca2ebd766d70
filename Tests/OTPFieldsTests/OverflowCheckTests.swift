import OTPFields
import OTPSpec
import OTPTestSupport
import Testing

/// The overflow check: texts clipped by their cells or button, lines wider than the block,
/// separators over cells, each by how much; nothing for a spec that fits, and the text scale
/// and cell growth decide what fits.
@Suite struct OverflowCheckTests {
    private let resources = FieldResources(fonts: BundledFonts.library)

    private func overflows(_ json: String) throws -> [TextOverflow] {
        let spec = try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", presetNames: Presets.names, presets: Presets.named)
        return try OverflowCheck.overflows(of: spec, resources: resources)
    }

    @Test func everyPresetFitsAsItIs() throws {
        for name in Presets.names {
            #expect(try overflows(#"{"preset": "\#(name)", "value": "1234", "placeholder": "0"}"#) == [], "\(name)")
        }
    }

    @Test func largerTextIsClippedByCellsThatDoNotGrowEnough() throws {
        let fixed = try overflows(#"{"value": "08", "textScale": "AX5", "cell": {"grow": "none"}}"#)
        #expect(fixed.map(\.element) == ["cell[0]", "cell[1]"])
        #expect(fixed.allSatisfy { $0.problem == .clipped && $0.amount > 0 && $0.amount < 10 })
        #expect(try overflows(#"{"value": "08", "textScale": "AX5"}"#) == [], "cells grow taller by default")
        let wide = #"{"value": "08", "font": {"size": 30}, "textScale": "AX5"}"#
        #expect(try overflows(wide).map(\.element) == ["cell[0]", "cell[1]"], "taller, but as narrow")
        #expect(try overflows(wide.replacing(#""AX5""#, with: #""AX5", "cell": {"grow": "both"}"#)) == [])
        #expect(try overflows(#"{"value": "08", "textScale": 2}"#) == [], "Android's largest font scale fits the default cells")
    }

    @Test func aLinkWiderThanTheBlockIsReportedByItsReach() throws {
        let found = try overflows(#"""
            {"preset": "signin-block", "length": 4, "button": {"title": "Send the verification code again by text message", "remaining": 0}}
            """#)
        let button = try #require(found.first)
        #expect(found.count == 1 && button.element == "button" && button.problem == .tooWide)
        #expect(button.description.hasPrefix(#"button "Send the verification code again by text message" is "#))
        #expect(button.description.hasSuffix(" pt wider than the block"))
        let centred = try overflows(#"""
            {"preset": "signin-block", "length": 4, "align": "center",
             "button": {"title": "Send the verification code again by text message", "remaining": 0}}
            """#)
        #expect(centred.map(\.amount) == [button.amount], "the whole excess, however the line is placed")
    }

    @Test func aWordLongerThanTheBlockBreaksInsideItAndFits() throws {
        #expect(try overflows(#"{"preset": "signin-block", "length": 4, "title": "Verifizierungscodeeingabefeldbeschriftung"}"#) == [])
    }

    @Test func aButtonsTitleIsClippedByItsShape() throws {
        let found = try overflows(#"{"value": "12", "button": {"title": "Send the verification code again", "style": "outlined"}}"#)
        #expect(found.count == 1)
        #expect(found.first?.description.hasPrefix(#"button "Send the verification code again" is clipped: it reaches "#) == true)
    }

    @Test func aSeparatorWiderThanItsGapOverlapsTheCells() throws {
        let found = try overflows(#"{"groups": [3, 3], "separator": {"text": "—————", "gap": 16}}"#)
        #expect(found.map(\.element) == ["separator[0]"] && found[0].problem == .overlaps)
    }

    @Test func aFieldThatCannotShrinkIntoItsWidthIsReported() throws {
        #expect(try overflows(#"{"length": 8, "fit": "shrink", "width": 320}"#) == [])
        let found = try overflows(#"{"length": 8, "fit": "shrink", "width": 280}"#)
        #expect(found.map(\.description) == ["field is 4 pt wider than its width 280, with its cells at cell.minWidth"])
    }

    /// A cell as narrow as the glyph's ink fits; one device pixel narrower (half a point at
    /// 2x) and the glyph reaches a quarter point past each side it touches.
    @Test func theBoundaryIsExactToAPixel() throws {
        let narrow = try #require(try overflows(#"{"charset": "any", "value": "W", "cell": {"width": 20}}"#).first)
        let fitting = 20 + 2 * narrow.amount
        #expect(try overflows(#"{"charset": "any", "value": "W", "cell": {"width": \#(fitting)}}"#) == [])
        let pixelLess = try #require(try overflows(#"{"charset": "any", "value": "W", "cell": {"width": \#(fitting - 0.5)}}"#).first)
        #expect(pixelLess.element == "cell[0]" && abs(pixelLess.amount - 0.25) < 1e-9)
    }
}
