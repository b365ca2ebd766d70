import Foundation
import OTPAudit
import OTPDesign
import OTPFields
import OTPRenderTesting
import OTPRaster
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// Renders every spec under `Goldens/sheets/` as a design-spec sheet (every state and
/// style, with redlines and the AA audit column, titled with the file's name) and requires the decoded pixels of
/// its golden PNG, exactly, through `expectGolden`. Recording as in `GoldenImageTests`:
/// `OTP_RENDER_RECORD=changed swift test --filter SheetGoldenTests` (or `=1`).
@Suite struct SheetGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens/sheets")
    static let fonts = BundledFonts.library

    static let specs: [String] = GoldenSpecFiles.all.filter { $0.hasPrefix("sheets/") }.map { String($0.dropFirst("sheets/".count)) }

    @Test func thereIsASheetGolden() {
        #expect(!Self.specs.isEmpty)
    }

    @Test(arguments: specs)
    func sheetMatches(_ fileName: String) throws {
        let url = Self.folder.appendingPathComponent(fileName)
        let spec = try GoldenSpecFiles.decode("sheets/" + fileName)
        let name = url.deletingPathExtension().lastPathComponent
        let resources = FieldResources(fonts: Self.fonts, baseDirectory: Self.folder.path)
        let sheet = try DesignSheet(spec: spec, title: name).audited(resources: resources)
        expectGolden(try SheetRenderer(resources: resources).render(sheet), named: name, scale: spec.scale, in: Self.folder.path)
    }

    /// A sheet recorded (each field its own list, placed as a picture) and played back gives
    /// the pixels of rendering it, exactly.
    @Test(arguments: specs)
    func sheetsDisplayListPlaysBackAsItsRender(_ fileName: String) throws {
        let url = Self.folder.appendingPathComponent(fileName)
        let spec = try GoldenSpecFiles.decode("sheets/" + fileName)
        let resources = FieldResources(fonts: Self.fonts, baseDirectory: Self.folder.path)
        let sheet = try DesignSheet(spec: spec, title: url.deletingPathExtension().lastPathComponent).audited(resources: resources)
        let renderer = SheetRenderer(resources: resources)
        let list = try renderer.displayList(sheet)
        var canvas = try #require(Canvas(width: list.width, height: list.height, background: list.background))
        canvas.play(list)
        #expect(canvas.pixmap == (try renderer.render(sheet)))
    }
}
