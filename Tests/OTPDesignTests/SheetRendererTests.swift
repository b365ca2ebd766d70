import OTPDesign
import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// A sheet's pixels: fields copied exactly, redlines in the palette's colour, and the
/// palette following the background.
@Suite struct SheetRendererTests {
    static let fonts = BundledFonts.library
    let renderer = SheetRenderer(resources: FieldResources(fonts: SheetRendererTests.fonts))

    @Test(arguments: [1.0, 2.625])
    func fieldsAreCopiedPixelForPixel(scale: Double) throws {
        var spec = FieldSpec()
        spec.scale = scale
        var sheet = DesignSheet(spec: spec, title: "copy")
        sheet.states = [.partial]
        sheet.styles = [.circle]
        sheet.showsRedlines = false
        let image = try renderer.render(sheet)
        let cell = try renderer.layout(of: sheet).cells[0]
        let field = try FieldRenderer(resources: renderer.resources).render(sheet.spec(state: .partial, style: .circle))
        let x0 = Int((cell.image.minX * scale).rounded()), y0 = Int((cell.image.minY * scale).rounded())
        for y in stride(from: 0, to: field.height, by: 3) {
            for x in stride(from: 0, to: field.width, by: 3) {
                #expect(image.pixel(x: x0 + x, y: y0 + y) == field.pixel(x: x, y: y), "(\(x), \(y))")
            }
        }
    }

    @Test func redlinesAreDrawnInTheRedlineColour() throws {
        var spec = FieldSpec()
        spec.scale = 1
        var sheet = DesignSheet(spec: spec, title: "lines")
        sheet.states = [.empty]
        sheet.styles = [.boxed]
        let image = try renderer.render(sheet)
        let width = try #require(try renderer.layout(of: sheet).redlines?.dimension(.cellWidth))
        // The middle of the width's dimension line, a whole pixel at @1x.
        let x = Int(((width.start.x + width.end.x) / 2).rounded(.down)), y = Int(width.line.minY)
        #expect(image.color(x: x, y: y) == SheetPalette(background: .white).redline)
    }

    @Test func darkBackgroundsGetLightMarks() {
        let dark = SheetPalette(background: Color(hex: "#111318")!), light = SheetPalette(background: .white)
        #expect(dark.primary != light.primary && dark.redline != light.redline)
        #expect(dark.primary.red > 0xC0 && light.primary.red < 0x40)
        #expect(SheetPalette(background: Color(hex: "#11131800")!).background.alpha == 255, "sheets are opaque")
    }
}
