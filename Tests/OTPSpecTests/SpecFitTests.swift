import OTPSpec
import OTPTestSupport
import Testing

/// `fit: shrink`: `width` is the room there is; the cells keep their size when they fit,
/// else the spacing shrinks, then the cells down to `cell.minWidth`.
@Suite struct SpecFitTests {
    /// Eight default cells (48 pt, 10 apart: 454 pt) in `width`.
    private func fitted(_ width: Double, _ extra: String = "") throws -> FieldSpec {
        try SpecTestSupport.decode(#"{"length": 8, "fit": "shrink", "width": \#(width)\#(extra)}"#)
    }

    @Test func cellsThatFitKeepTheirSize() throws {
        let spec = try fitted(500)
        #expect(spec.cell.width == 48 && spec.cell.spacing == 10 && spec.width == nil && spec.fittedWidth == 500)
    }

    @Test func theSpacingShrinksFirst() throws {
        let spec = try fitted(440)
        #expect(spec.cell.width == 48 && spec.cell.spacing == 8, "(440 − 8 × 48) / 7")
    }

    @Test func thenTheCellsDownToTheirMinimumWidth() throws {
        let narrower = try fitted(320)
        #expect(narrower.cell.spacing == 4 && narrower.cell.width == 36.5, "(320 − 7 × 4) / 8")
        let narrowest = try fitted(200)
        #expect(narrowest.cell.spacing == 4 && narrowest.cell.width == 32)
        #expect(try fitted(200, #", "cell": {"minWidth": 20}"#).cell.width == 21.5)
    }

    @Test func groupGapsStayAndTheGridHasNoSpacing() throws {
        let grouped = try fitted(400, #", "groups": [4, 4], "separator": {"gap": 20}"#)
        #expect(grouped.separator.gap == 20 && grouped.cell.spacing == 4 && grouped.cell.width == 44.5, "(400 − 20 − 6 × 4) / 8")
        let grid = try fitted(320, #", "style": "grid""#)
        #expect(grid.cell.width == 40)
    }

    @Test func withoutShrinkTheCellsShareTheWidthAsBefore() throws {
        let spec = try SpecTestSupport.decode(#"{"length": 8, "width": 320}"#)
        #expect(spec.width == 320 && spec.fittedWidth == nil && spec.cell.width == 48 && spec.sharedCellWidth == 31.25)
        #expect(try SpecTestSupport.decode(#"{"fit": "shrink"}"#) == SpecTestSupport.decode(#"{"fit": "shrink", "width": null}"#))
    }

    @Test func badFits() {
        #expect(SpecTestSupport.message(#"{"fit": "squeeze"}"#) == #"spec.json: fit: "squeeze" is not one of none, shrink"#)
        #expect(SpecTestSupport.message(#"{"cell": {"minWidth": -1}}"#) == "spec.json: cell.minWidth: -1 must be ≥ 0")
    }
}
