import Foundation
import OTPRender
import OTPTestSupport
import Testing

/// The one-import API: a spec from a preset, JSON or a file, drawn in every format by
/// ``Renderer`` exactly as the command line draws it, and the mistakes a user makes with it.
@Suite struct RendererTests {
    private let renderer: Renderer
    private let folder = RepositoryFiles.temporaryFolder("otp-renderer")

    init() throws {
        renderer = try Renderer()
    }

    private func boxed(_ value: String) throws -> FieldSpec {
        var spec = try FieldSpec.preset("boxed")
        spec.value = value
        return spec
    }

    /// The README's and the Getting Started article's example, as written there, and the
    /// image the article shows.
    @Test func gettingStartedWritesThePNGTheFieldRendererDraws() throws {
        let path = folder + "/code.png"
        let renderer = try Renderer()
        var spec = try FieldSpec.preset("boxed")
        spec.value = "1234"
        try renderer.write(spec, to: path)

        let expected = try EngineDrawing.image(of: spec)
        #expect(try Pixmap(contentsOfPNGFile: path) == expected)
        let shown = RepositoryFiles.root.appendingPathComponent("Sources/OTPRender/OTPRender.docc/Resources/getting-started-code@2x.png")
        #expect(try Pixmap(contentsOfPNGFile: shown.path) == expected, "the article shows what its code writes")
    }

    /// The Getting Started article's spec in Swift and in JSON.
    @Test func theArticlesSpecsDecodeAndDraw() throws {
        var spec = FieldSpec()
        spec.length = 6
        spec.groups = [3, 3]
        spec.cell.cornerRadius = 12
        spec.colors.focus = .color(try #require(Color(hex: "#6D28D9")))
        spec.state = .error
        #expect(try renderer.image(of: spec).width > 0)

        let fromJSON = try FieldSpec(json: #"{"preset": "boxed", "value": "1234", "colors": {"focus": "oklch(0.6 0.2 290)"}}"#)
        #expect(fromJSON.value == "1234")
        #expect(throws: SpecError.self) { try FieldSpec(json: #"{"cell": {"cornerRadus": 8}}"#) }
    }

    @Test func everyFormatIsTheCommandLinesDrawing() throws {
        let spec = try boxed("12")
        let image = try renderer.image(of: spec)
        #expect(try Pixmap(pngData: renderer.png(of: spec)) == image)

        let svg = try renderer.svg(of: spec)
        #expect(svg.contains("<title>boxed: 12</title>"))
        try renderer.write(spec, to: folder + "/code.SVG")
        #expect(try String(contentsOfFile: folder + "/code.SVG", encoding: .utf8) == svg)

        let pdf = try renderer.pdf(of: spec)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(try renderer.pdf(of: spec) == pdf, "no date: the same bytes every time")
        #expect(try renderer.pdf(of: spec, creationDate: 0) != pdf)
    }

    @Test func anAnimationIsItsFramesAndAnAnimatedPNG() throws {
        var spec = try boxed("1234")
        spec.animation = AnimationSpec(name: .shake)
        let frames = try renderer.frames(of: spec, framesPerSecond: 10, duration: 0.3)
        let frameSpecs = try EngineDrawing.frameSpecs(of: spec, framesPerSecond: 10, duration: 0.3)
        #expect(frames.count == 3)
        for (frame, frameSpec) in zip(frames, frameSpecs) {
            #expect(frame == (try renderer.image(of: frameSpec)))
        }
        #expect(Set(frames).count == 3, "the field moves from frame to frame")

        let path = folder + "/shake.apng"
        try renderer.write(spec, to: path)
        let frameCount = try EngineDrawing.animatedPNGFrameCount(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(frameCount == (try EngineDrawing.frameSpecs(of: spec).count))
    }

    @Test func aSpecWithoutAnAnimationHasNoFrames() throws {
        #expect(throws: FrameSequenceError.self) { try renderer.frames(of: try boxed("1")) }
    }

    @Test func aSpecReadsFromJSONAndFromItsFile() throws {
        let json = #"{"preset": "boxed", "value": "1234"}"#
        #expect(try FieldSpec(json: json) == (try boxed("1234")))

        let path = folder + "/sign-in.json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try FieldSpec(contentsOfFile: path) == (try boxed("1234")))
    }

    /// A spec file's background image is found beside it, whatever folder the renderer has.
    @Test func aSpecFilesImagesAreReadFromItsFolder() throws {
        let background = try #require(Pixmap(width: 4, height: 4, filledWith: Color(red: 0, green: 128, blue: 255)))
        try background.writePNG(to: folder + "/backdrop.png")
        let path = folder + "/spec.json"
        try #"{"value": "1", "backgroundImage": "backdrop.png"}"#.write(toFile: path, atomically: true, encoding: .utf8)

        let spec = try FieldSpec(contentsOfFile: path)
        #expect(spec.backgroundImage == folder + "/backdrop.png")
        #expect(try Renderer(baseDirectory: "/").image(of: spec) == (try Renderer(baseDirectory: folder).image(of: try boxedBackground())))
    }

    private func boxedBackground() throws -> FieldSpec {
        try FieldSpec(json: #"{"value": "1", "backgroundImage": "backdrop.png"}"#)
    }

    @Test func aScreenshotOfTheSpecConformsAndItsAuditHasFindings() throws {
        let spec = try boxed("123")
        let screenshot = try renderer.image(of: spec)
        let result = try renderer.conform(screenshot, to: spec)
        #expect(result.conforms)
        #expect(result.scale == spec.scale)

        let findings = try renderer.audit(spec)
        #expect(findings.contains { $0.criterion.rawValue == "1.4.3" && $0.passed })
    }

    /// The Design Tokens and String Files article's specs, over the repository's own token
    /// files and catalog.
    @Test func theTokensAndStringsArticlesSpecsRead() throws {
        let goldens = RepositoryFiles.root.appendingPathComponent("Goldens").path
        let dark = try FieldSpec(contentsOfFile: goldens + "/tokens/tokens-dark.json")
        let light = try FieldSpec(json: #"""
            {"tokens": "tokens/app.resolver.json", "mode": "light", "colors": {"background": "{color.surface.page}"}}
            """#, baseDirectory: goldens)
        #expect(dark.mode == "dark" && light.mode == "light")
        #expect(light.colors.background != dark.colors.background, "each mode its own page colour")

        let arabic = try FieldSpec(json: """
            { "preset": "signin-block", "strings": "Localizable.xcstrings", "locale": "ar", "digits": "locale",
              "title": "@signin.title", "value": "1290" }
            """, baseDirectory: goldens + "/locales")
        #expect(arabic.title?.text.isEmpty == false && arabic.title?.text != "@signin.title")
        #expect(try renderer.image(of: arabic).width > 0)
    }

    /// The Errors article's handler, collecting what it prints.
    @Test func theErrorsArticlesHandlerListsEachProblemWithItsLine() throws {
        let path = folder + "/sign-in.json"
        try "{\n  \"lenght\": 4,\n  \"colors\": {\"focus\": \"bleu\"}\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        var printed: [String] = []
        do {
            let spec = try FieldSpec(contentsOfFile: path)
            try Renderer().write(spec, to: folder + "/sign-in.png")
        } catch let error as SpecError {
            for (problem, line) in zip(error.problems, error.lines) { printed.append((line.map { "line \($0): " } ?? "") + "\(problem)") }
        }
        #expect(printed.count == 2 && printed[0].hasPrefix("line 2: ") && printed[1].hasPrefix("line 3: "), "\(printed)")
    }

    // MARK: - Mistakes

    @Test func anUnknownPresetNamesTheKnownOnes() {
        #expect { try FieldSpec.preset("boxd") } throws: { error in
            "\(error)".contains("boxd") && "\(error)".contains("boxed")
        }
    }

    @Test func everyMistakeOfAJSONSpecIsReported() {
        let json = """
            {
              "lenght": 4,
              "cell": {"cornerRadus": 8},
              "colors": {"focus": "bleu"}
            }
            """
        #expect { try FieldSpec(json: json) } throws: { error in
            guard let error = error as? SpecError else { return false }
            return error.problems.count == 3 && error.lines == [2, 3, 4]
        }
    }

    @Test func aMissingSpecFileIsNamed() {
        let path = folder + "/missing.json"
        #expect(throws: RenderFileError(path: path, reason: "no such file")) { try FieldSpec(contentsOfFile: path) }
    }

    @Test func aFileOfNoImageFormatIsRefusedBeforeDrawing() throws {
        let path = folder + "/code.gif"
        #expect(throws: RenderFileError(path: path, reason: "has no image format's extension (.png, .svg, .pdf or .apng)")) {
            try renderer.write(try boxed("1"), to: path)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A link where the image goes is left as it is, and nothing else is written.
    @Test func aLinkWhereTheImageGoesIsLeftAlone() throws {
        let path = folder + "/code.png"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder + "/elsewhere.png")
        #expect { try renderer.write(try boxed("1"), to: path) } throws: { error in
            (error as? RenderFileError)?.description.hasPrefix(path + ": ") == true
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == folder + "/elsewhere.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["code.png"])
    }
}
