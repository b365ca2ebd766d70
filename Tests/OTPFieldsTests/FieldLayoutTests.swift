import OTPFields
import OTPGeometry
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// Layout as values: no pixels.
@Suite struct FieldLayoutTests {
    static let fonts = BundledFonts.library

    private func layout(_ spec: FieldSpec, characters: [String] = []) throws -> FieldLayout {
        let font = try FieldResources(fonts: Self.fonts).font(for: spec)
        return FieldLayout(spec: spec, font: font, characters: characters)
    }

    @Test func defaultCellsRunLeftToRightFromThePadding() throws {
        let l = try layout(FieldSpec())
        #expect(l.cells.count == 6)
        for (i, cell) in l.cells.enumerated() {
            #expect(cell == Rect(x: 16 + Double(i) * 58, y: 16, width: 48, height: 56)!)
        }
        #expect(l.field == Rect(x: 16, y: 16, width: 338, height: 56)!)
        #expect(l.canvas == Size(width: 370, height: 88)!)
        #expect(l.button == nil && l.separators.isEmpty)
    }

    @Test func seed000CellsShareTheWidth() throws {
        // w = (width - spacing·(n-1)) / n = (335 - 35·3) / 4 = 57.5
        let l = try layout(Presets.named("sms-underline")!)
        #expect(l.cells.map(\.width) == [57.5, 57.5, 57.5, 57.5])
        let expected: [Double] = [16, 108.5, 201, 293.5]
        #expect(l.cells.map(\.minX) == expected)
        #expect(l.field.width == 335)
    }

    @Test func seed002CellsShareTheWidth() throws {
        // (340 - 10·5) / 6 = 48.33…
        let l = try layout(Presets.named("verify-boxed")!)
        #expect(abs(l.cells[0].width - 290.0 / 6) < 1e-12)
        #expect(abs(l.cells[5].maxX - (16 + 340)) < 1e-9)
    }

    @Test(arguments: [[3, 3], [2, 2, 2], [4, 4]])
    func groupsAreSeparatedByTheGap(groups: [Int]) throws {
        var spec = FieldSpec()
        spec.length = groups.reduce(0, +)
        spec.groups = groups
        let l = try layout(spec)
        #expect(l.separators.count == groups.count - 1)
        var index = 0
        for (g, count) in groups.enumerated() {
            if g > 0 {
                let gap = l.separators[g - 1]
                #expect(gap.minX == l.cells[index - 1].maxX && gap.maxX == l.cells[index].minX)
                #expect(gap.width == 16)
            }
            for i in 1..<count {
                #expect(l.cells[index + i].minX - l.cells[index + i - 1].maxX == 10)
            }
            index += count
        }
    }

    @Test func theGridHasNoSpacing() throws {
        let l = try layout(Presets.named("grid")!)
        for i in 1..<6 { #expect(l.cells[i].minX == l.cells[i - 1].maxX) }
    }

    @Test func digitsShareOneBaselineAndAreCentredByAdvance() throws {
        let spec = FieldSpec()
        let font = try FieldResources(fonts: Self.fonts).font(for: spec)
        let l = FieldLayout(spec: spec, font: font, characters: ["1", "7", "8"])
        #expect(abs(l.baseline - (16 + 28 + font.capHeight / 2)) < 1e-12)
        for (i, origin) in l.glyphOrigins.enumerated() {
            #expect(origin.y == l.baseline)
            let advance = TextLine(["1", "7", "8"][i], font: font).width
            #expect(abs(origin.x + advance / 2 - l.cells[i].midX) < 1e-12)
        }
    }

    @Test func theBarCaretIsCentredInTheNextCell() throws {
        let l = try layout(FieldSpec(), characters: ["1", "2"])
        let caret = try #require(l.caret)
        #expect(caret == Rect(x: l.cells[2].midX - 1, y: 16 + 14, width: 2, height: 56 - 28)!)
    }

    @Test func seed000CaretSitsRightOfTheLastDigitOrCentredInCellZero() throws {
        let spec = Presets.named("sms-underline")!
        let emptyLayout = try layout(spec)
        let empty = try #require(emptyLayout.caret)
        #expect(abs(empty.midX - emptyLayout.cells[0].midX) < 1e-12)
        #expect(empty.minY == 16 + 10 && empty.height == 40 && empty.width == 1.6)
        let font = try FieldResources(fonts: Self.fonts).font(for: spec)
        let l = FieldLayout(spec: spec, font: font, characters: ["4", "2"])
        let caret = try #require(l.caret)
        let digitRight = l.cells[1].midX + TextLine("2", font: font).width / 2
        #expect(abs(caret.minX - digitRight) < 1e-12)
        #expect(try layout(spec, characters: ["1", "2", "3", "4"]).caret == nil, "hidden when full")
    }

    @Test func noCaretWhenUnfocusedOrDisabled() throws {
        var spec = FieldSpec()
        spec.focused = false
        #expect(try layout(spec).caret == nil)
        spec.focused = true
        spec.state = .disabled
        #expect(try layout(spec).caret == nil)
    }

    @Test func theButtonSitsBesideTheFieldAndMovesLeftInRightToLeft() throws {
        var spec = Presets.named("countdown")!
        let ltr = try layout(spec)
        let button = try #require(ltr.button)
        #expect(button == Rect(x: ltr.field.maxX + 12, y: 16, width: 120, height: 44)!)
        #expect(ltr.canvas.width == 16 + ltr.field.width + 12 + 120 + 16)
        spec.direction = .rightToLeft
        let rtl = try layout(spec)
        #expect(rtl.button == Rect(x: 16, y: 16, width: 120, height: 44)!)
        #expect(rtl.cells[0].minX == 16 + 120 + 12, "the code stays left to right after the button")
        #expect(rtl.cells[1].minX > rtl.cells[0].minX)
    }

    @Test(arguments: [1.0, 1.5, 2, 2.625, 3])
    func layoutIsInPointsWhateverTheScale(scale: Double) throws {
        var spec = FieldSpec()
        spec.scale = scale
        let scaled = try layout(spec), unscaled = try layout(FieldSpec())
        #expect(scaled.canvas == unscaled.canvas && scaled.cells == unscaled.cells && scaled.caret == unscaled.caret)
        #expect(scaled.glyphOrigins == unscaled.glyphOrigins && scaled.baseline == unscaled.baseline)
    }
}
