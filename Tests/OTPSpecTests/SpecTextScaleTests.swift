import OTPJSON
import OTPSpec
import OTPTestSupport
import Testing

/// `textScale` and `cell.grow`: the decoder draws every text larger or smaller by the scale,
/// grows the cells as asked, and returns a spec whose encoding draws the same.
@Suite struct SpecTextScaleTests {
    @Test func aDynamicTypeSizeScalesEveryTextByItsBodySize() throws {
        let spec = try SpecTestSupport.decode(#"""
            {"textScale": "AX3", "title": {"text": "T", "font": {"size": 20}}, "subtitle": "S", "message": {"text": "M"},
             "secure": {"dotRadius": 6}}
            """#)
        let scale = 40.0 / 17
        #expect(spec.font.size == FieldSpec().font.size * scale)
        #expect(spec.title?.font.size == 20 * scale)
        #expect(spec.subtitle?.font.size == BlockText.subtitle.font.size * scale)
        #expect(spec.secure.dotRadius == 6 * scale)
        #expect(spec.cell.height == FieldSpec().cell.height * scale && spec.cell.width == FieldSpec().cell.width, "cells grow taller")
        #expect(spec.textScale == 1 && spec.appliedTextScale == scale)
    }

    @Test func cellsGrowAsCellGrowSays() throws {
        let both = try SpecTestSupport.decode(#"{"textScale": 2, "cell": {"grow": "both", "width": 40, "height": 50}}"#)
        #expect(both.cell.width == 80 && both.cell.height == 100)
        let none = try SpecTestSupport.decode(#"{"textScale": 2, "cell": {"grow": "none", "width": 40, "height": 50}}"#)
        #expect(none.cell.width == 40 && none.cell.height == 50 && none.font.size == FieldSpec().font.size * 2)
        let smaller = try SpecTestSupport.decode(#"{"textScale": "xSmall", "cell": {"grow": "both"}}"#)
        #expect(smaller.cell == FieldSpec().cell.with(grow: .both) && smaller.font.size == FieldSpec().font.size * 14 / 17,
                "smaller text leaves the cells as they are")
    }

    @Test func theEncodedSpecDrawsTheSameAndIsNotScaledAgain() throws {
        let spec = try SpecTestSupport.decode(#"{"textScale": 1.3, "title": "Enter the code"}"#)
        let again = try SpecTestSupport.decode(SpecEncoder.encode(spec))
        #expect(again.font == spec.font && again.cell == spec.cell && again.title == spec.title)
        #expect(SpecEncoder.jsonValue(for: spec)["textScale"] == .number(JSONNumber(1)))
    }

    @Test(arguments: [
        (#"{"textScale": "AX9"}"#,
         #"spec.json: textScale: "AX9" is not a Dynamic Type size (did you mean AX1?); use a number 0.5…4 or one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"#),
        (#"{"textScale": 5}"#, "spec.json: textScale: 5 must be 0.5…4"),
        (#"{"textScale": 0.2}"#, "spec.json: textScale: 0.2 must be 0.5…4"),
        (#"{"textScale": true}"#, "spec.json: textScale: true must be a number"),
        (#"{"cell": {"grow": "width"}}"#, "spec.json: cell.grow: \"width\" is not one of none, height, both"),
    ])
    func badTextScales(json: String, message: String) {
        #expect(SpecTestSupport.message(json) == message)
    }
}

private extension CellSpec {
    func with(grow: CellGrowth) -> CellSpec {
        var cell = self
        cell.grow = grow
        return cell
    }
}
