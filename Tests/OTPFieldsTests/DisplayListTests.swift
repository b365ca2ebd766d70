import Foundation
import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// A field's display list is everything its render draws: recorded and played back onto a
/// canvas, every golden spec gives the rendered pixels exactly. A drawing step the
/// recording missed (a shape drawn only as kept coverage or pixels) would show here.
@Suite struct DisplayListTests {
    private func renderer(for relativePath: String) -> FieldRenderer {
        let folder = GoldenImageTests.root.appendingPathComponent(relativePath).deletingLastPathComponent()
        return FieldRenderer(resources: FieldResources(fonts: GoldenImageTests.fonts, baseDirectory: folder.path))
    }

    /// The list played onto a canvas of its size and background.
    private func played(_ list: DisplayList) throws -> Pixmap {
        var canvas = try #require(Canvas(width: list.width, height: list.height, background: list.background))
        canvas.play(list)
        return canvas.pixmap
    }

    @Test(arguments: GoldenImageTests.specs)
    func playingTheListDrawsTheRender(spec relativePath: String) throws {
        let spec = try GoldenImageTests.decode(relativePath)
        let renderer = renderer(for: relativePath)
        let list = try renderer.displayList(spec)
        #expect(try played(list) == renderer.render(spec))
    }

    @Test func aWarmRendererRecordsWhatItWouldOtherwiseCopy() throws {
        // Drawn twice first, the renderer keeps text pixels, cell layers and shadows: a
        // recording after that still holds every shape.
        var spec = try #require(Presets.named("ios"))
        spec.value = "12"
        spec.title = .title
        spec.title?.text = "Enter the code"
        let renderer = FieldRenderer(resources: FieldResources(fonts: GoldenImageTests.fonts))
        let image = try renderer.render(spec)
        _ = try renderer.render(spec)
        let list = try renderer.displayList(spec)
        #expect(try played(list) == image)
        let shadows = list.operations.filter { if case .shadow = $0 { true } else { false } }.count
        #expect(shadows == 12, "two shadows under each of six cells")
    }

    @Test func theListHoldsTheImagesSizeAndBackground() throws {
        var spec = FieldSpec()
        spec.scale = 3
        spec.colors.background = .color(try #require(Color(hex: "#F1F3F6")))
        let list = try FieldRenderer(resources: FieldResources(fonts: GoldenImageTests.fonts)).displayList(spec)
        #expect(list.width == 1110 && list.height == 264 && list.background == Color(hex: "#F1F3F6"))
        guard case .fill(_, _, _, let transform)? = list.operations.first else {
            Issue.record("the first operation is not a fill")
            return
        }
        #expect(transform == .scale(3))
    }
}
