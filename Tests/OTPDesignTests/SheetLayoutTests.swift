import OTPDesign
import OTPFields
import OTPGeometry
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// The sheet's layout as values: a grid in rows and columns, nothing overlapping, images
/// on whole device pixels.
@Suite struct SheetLayoutTests {
    static let fonts = BundledFonts.library

    private func layout(_ sheet: DesignSheet) throws -> SheetLayout {
        try SheetRenderer(resources: FieldResources(fonts: Self.fonts)).layout(of: sheet)
    }

    @Test(arguments: [1.0, 2.0, 2.625])
    func theGridHasARowPerStateAndAColumnPerStyle(scale: Double) throws {
        var spec = FieldSpec()
        spec.scale = scale
        let l = try layout(DesignSheet(spec: spec, title: "boxed"))
        #expect(l.cells.count == 10 * FieldStyle.allCases.count, "no button: no resend rows")
        #expect(l.cells.map(\.row.state) == SheetState.defaults.filter { $0.applies(to: spec) }.flatMap { s in FieldStyle.allCases.map { _ in s } })
        #expect(l.cells.prefix(FieldStyle.allCases.count).map(\.style) == FieldStyle.allCases)
        for cell in l.cells {
            let column = l.cells.filter { $0.style == cell.style }, row = l.cells.filter { $0.row == cell.row }
            #expect(column.allSatisfy { $0.image.minX == cell.image.minX })
            #expect(row.allSatisfy { $0.image.minY == cell.image.minY })
            #expect(cell.caption == "\(cell.style.rawValue) · \(cell.row.state.rawValue)")
            #expect(cell.captionOrigin.y < cell.image.minY)
            for value in [cell.image.minX, cell.image.minY, cell.image.width, cell.image.height] {
                #expect(abs(value * scale - (value * scale).rounded()) < 1e-6, "on whole pixels")
            }
        }
        for (i, a) in l.cells.enumerated() {
            for b in l.cells[(i + 1)...] { #expect(a.image.intersection(b.image).map { $0.width * $0.height } ?? 0 == 0) }
        }
    }

    @Test func sectionsFollowEachOtherInsideTheSheet() throws {
        let l = try layout(DesignSheet(spec: FieldSpec(), title: "boxed"))
        let gridTop = l.cells.map(\.image.minY).min()!, gridBottom = l.cells.map(\.image.maxY).max()!
        #expect(l.header.bottom < l.gridHeadingOrigin.y && l.gridHeadingOrigin.y < gridTop)
        let redlines = try #require(l.redlines)
        #expect(redlines.bounds.minY > gridBottom)
        let sheet = Rect(x: 0, y: 0, width: l.size.width, height: l.size.height)!
        #expect(sheet.union(redlines.bounds) == sheet)
        #expect(l.cells.allSatisfy { sheet.union($0.image) == sheet })
        #expect(redlines.bounds.minX >= SheetLayout.margin - 1e-9)
    }

    @Test func theHeaderShowsEveryColourAsASwatch() throws {
        let l = try layout(DesignSheet(spec: Presets.named("dark")!, title: "dark"))
        #expect(l.header.title == "dark")
        #expect(l.header.details == "boxed · 6 cells of 48 × 56 pt, spacing 10, radius 8, border 1 · Inter 500 24 pt · image 370 × 88 pt @2x")
        #expect(l.header.swatches.map(\.name) == ["background", "cellFill", "border", "focus", "hover", "filled", "text", "caret",
                                                  "mask", "placeholder", "error", "warning", "success", "disabled", "buttonText"])
        #expect(l.header.swatches[0].fill.description == "#111318")
        for (i, a) in l.header.swatches.enumerated() {
            for b in l.header.swatches[(i + 1)...] { #expect(a.square.intersection(b.square) == nil) }
        }
    }

    @Test func aSelectionMakesASmallerSheetAndRedlinesAreOptional() throws {
        var sheet = DesignSheet(spec: FieldSpec(), title: "t")
        let full = try layout(sheet)
        sheet.states = [.error]
        sheet.styles = [.grid, .boxed]
        sheet.showsRedlines = false
        let small = try layout(sheet)
        #expect(small.cells.map(\.style) == [.grid, .boxed])
        #expect(small.redlines == nil && small.redlineHeadingOrigin == nil)
        #expect(small.size.height < full.size.height && small.size.width < full.size.width)
    }
}
