import Foundation
import OTPFields
import OTPPNG
import OTPRaster
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// A renderer keeps storage from image to image (its last image's pixels and layout, the
/// shapes' path, border rings, background images): nothing of one image may show in the next.
@Suite struct RendererReuseTests {
    static let fonts = BundledFonts.library

    /// The golden specs by folder (a folder is a base directory for background images).
    static let foldersOfSpecs: [String: [String]] = Dictionary(grouping: GoldenImageTests.specs) {
        ($0 as NSString).deletingLastPathComponent
    }

    private func renderer(in folder: String) -> FieldRenderer {
        let base = GoldenImageTests.root.appendingPathComponent(folder).path
        return FieldRenderer(resources: FieldResources(fonts: Self.fonts, baseDirectory: base))
    }

    /// Every golden spec, drawn in turn by one renderer into the pixels it keeps (forwards,
    /// then backwards, so each size follows a larger and a smaller one), matches the image a
    /// new renderer draws into new storage, which the golden tests compare with the goldens.
    @Test(arguments: foldersOfSpecs.keys.sorted())
    func oneRendererDrawsEverySpecAsANewOneDoes(folder: String) throws {
        let shared = renderer(in: folder)
        let specs = try Self.foldersOfSpecs[folder, default: []].map(GoldenImageTests.decode)
        for spec in specs + specs.reversed() {
            let expected = try renderer(in: folder).render(spec)
            try shared.render(spec) { image in
                #expect(image == expected, "\(folder): \(spec.preset ?? "spec") \(spec.state) \(spec.value)")
            }
        }
    }

    /// A text drawn again the same way is copied from the pixels the renderer keeps of it
    /// (where the image still shows the background under it): every golden spec drawn three
    /// times in a row is the image a new renderer draws.
    @Test(arguments: foldersOfSpecs.keys.sorted())
    func aSpecDrawnAgainIsTheSameImage(folder: String) throws {
        let shared = renderer(in: folder)
        for spec in try Self.foldersOfSpecs[folder, default: []].map(GoldenImageTests.decode) {
            let expected = try renderer(in: folder).render(spec)
            for time in 1...3 {
                try shared.render(spec) { image in
                    #expect(image == expected, "\(folder): \(spec.preset ?? "spec") \(spec.state) drawn \(time) times")
                }
            }
        }
    }

    /// Texts kept in one colour are never copied in another: the same characters over the
    /// same background, drawn twice in the text colour (so their pixels are kept), then grey
    /// (disabled) and in the error colour, then in the text colour again.
    @Test(arguments: FieldStyle.allCases)
    func keptTextsChangeColourWithTheState(style: FieldStyle) throws {
        let shared = renderer(in: "boxed")
        var spec = FieldSpec()
        spec.style = style
        spec.value = "123"
        spec.title = BlockText(text: "Enter the code", font: BlockText.title.font, gap: 8)
        for state in [FieldState.normal, .normal, .disabled, .disabled, .error, .normal, .disabled] {
            spec.state = state
            let expected = try renderer(in: "boxed").render(spec)
            try shared.render(spec) { #expect($0 == expected, "\(style) \(state)") }
        }
    }

    /// Shadowed cells are drawn once and copied after: the decorated presets drawn by one
    /// renderer through states, values, scales and a shake equal new renderers' images.
    @Test(arguments: ["antd", "ios", "neumorphic"])
    func keptShadowedCellsAreTheCellsDrawn(name: String) throws {
        let base = try #require(Presets.named(name))
        let shared = renderer(in: "boxed")
        var changes: [(inout FieldSpec) -> Void] = [
            { _ in }, { _ in }, { $0.value = "12" }, { $0.value = "12" }, { $0.state = .error }, { $0.focused = false },
            { $0.scale = 3 }, { $0.scale = 3 }, { $0.animation = AnimationSpec(name: .shake, time: 0.1) }, { _ in },
            { $0.colors.background = .color(Color(hex: "#F0F0F0")!) }, { _ in },
        ]
        changes.append { $0.cell.shadow = [] }
        for (step, change) in changes.enumerated() {
            var spec = base
            change(&spec)
            let expected = try renderer(in: "boxed").render(spec)
            try shared.render(spec) { #expect($0 == expected, "\(name), step \(step)") }
        }
    }

    @Test func anImageKeptFromTheClosureStaysAsItWasAfterTheNextRender() throws {
        let renderer = renderer(in: "boxed")
        var first = FieldSpec()
        first.value = "12"
        var second = first
        second.value = "987"
        let kept = try renderer.render(first) { $0 }
        let secondImage = try renderer.render(second) { $0 }
        #expect(kept == (try renderer.render(first)))
        #expect(secondImage == (try renderer.render(second)))
        #expect(kept != secondImage)
    }

    @Test func theRendersErrorsComeThroughAndTheNextRenderStillWorks() throws {
        let renderer = renderer(in: "boxed")
        var tooLarge = FieldSpec()
        tooLarge.cell.width = 20_000  // (2·16 padding + 6·20,000 + 5·10 spacing) pt at 2x
        #expect(throws: RenderError.imageTooLarge(width: 240_164, height: 176)) {
            try renderer.render(tooLarge) { _ in }
        }
        struct Refused: Error {}
        #expect(throws: Refused.self) { try renderer.render(FieldSpec()) { _ in throw Refused() } }
        let expected = try self.renderer(in: "boxed").render(FieldSpec())
        try renderer.render(FieldSpec()) { #expect($0 == expected) }
    }

    /// A background file is read once per renderer: a batch of a thousand images over one
    /// background decodes it once. A new renderer reads the file as it is then.
    @Test func aBackgroundFileIsReadOncePerRenderer() throws {
        let (red, blue, kept) = try backgroundsAfterTheFileChanges(size: 4)
        #expect(kept == red)
        #expect(blue != red)
        #expect(blue.color(x: 50, y: 60) == Color(hex: "#0000FF")!)
    }

    /// An image over the cache's limit (4 MiB of pixels) is not kept: it is read each time.
    @Test func aBackgroundOverTheLimitIsReadForEachRender() throws {
        let (red, blue, kept) = try backgroundsAfterTheFileChanges(size: 1025)
        #expect(kept == blue)
        #expect(blue != red)
    }

    /// Renders a field over a red square background of `size` px, then, after the file is
    /// made blue, again with the same renderer (`kept`) and with a new one (`blue`).
    private func backgroundsAfterTheFileChanges(size: Int) throws -> (red: Pixmap, blue: Pixmap, kept: Pixmap) {
        let folder = URL(fileURLWithPath: RepositoryFiles.temporaryFolder("otp-reuse"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("back.png").path
        try Pixmap(width: size, height: size, filledWith: Color(hex: "#FF0000")!)!.writePNG(to: file)
        var spec = FieldSpec()
        spec.backgroundImage = "back.png"
        let resources = FieldResources(fonts: Self.fonts, baseDirectory: folder.path)
        let renderer = FieldRenderer(resources: resources)
        let red = try renderer.render(spec)
        try Pixmap(width: size, height: size, filledWith: Color(hex: "#0000FF")!)!.writePNG(to: file)
        return (red, try FieldRenderer(resources: resources).render(spec), try renderer.render(spec))
    }
}
