import Foundation
import OTPFields
import OTPRenderTesting
import OTPPNG
import OTPRaster
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// Renders every spec under `Goldens/` and requires the decoded pixels of its golden PNG,
/// exactly, through `expectGolden` (see OTPRenderTesting). A missing golden is written
/// locally (never when `CI` is set) and still fails; `OTP_RENDER_RECORD=changed swift test
/// --filter GoldenImageTests` (or `=1`) rewrites the changed ones, which fail once so that
/// each is looked at before it is committed.
@Suite struct GoldenImageTests {
    static let root = GoldenSpecFiles.root

    /// Every spec under Goldens/, as paths relative to it, but the design-spec sheets of
    /// `Goldens/sheets/` (OTPDesignTests renders those) and the animations of
    /// `Goldens/animations/` (``AnimationGoldenTests``).
    static let specs: [String] = specs(in: nil)

    /// The specs under Goldens/ (only those of folder `only`, when given), as paths relative
    /// to it, but sheets, and animations unless asked for.
    static func specs(in only: String?) -> [String] {
        GoldenSpecFiles.all.filter { path in
            guard !path.hasPrefix("sheets/") else { return false }
            return only.map { path.hasPrefix($0 + "/") } ?? !path.hasPrefix("animations/")
        }
    }

    static let fonts = BundledFonts.library

    @Test func thereAreGoldensForEveryStyleAndPreset() throws {
        let specs = try Self.specs.map { try Self.decode($0) }
        for style in FieldStyle.allCases {
            #expect(specs.contains { $0.style == style }, "no golden for style \(style)")
        }
        for name in Presets.names {
            #expect(specs.contains { $0.preset == name }, "no golden for preset \(name)")
        }
    }

    @Test(arguments: specs)
    func goldenMatches(spec relativePath: String) throws {
        let specURL = Self.root.appendingPathComponent(relativePath)
        let spec = try Self.decode(relativePath)
        let folder = specURL.deletingLastPathComponent()
        let renderer = FieldRenderer(resources: FieldResources(fonts: Self.fonts, baseDirectory: folder.path))
        let name = specURL.deletingPathExtension().lastPathComponent
        expectGolden(try renderer.render(spec), named: name, scale: spec.scale, in: folder.path)
    }

    static func decode(_ relativePath: String) throws -> FieldSpec {
        try GoldenSpecFiles.decode(relativePath)
    }
}

/// Every animation golden of `Goldens/animations/`: each frame of the spec's animation (30
/// fps, countdown 1, as `otp-render goldens verify` takes them) is the PNG of its folder
/// `<name>@<scale>x/`, exactly.
@Suite struct AnimationGoldenTests {
    static let specs = GoldenImageTests.specs(in: "animations")

    @Test func thereIsAnAnimationGolden() {
        #expect(!Self.specs.isEmpty)
    }

    @Test(arguments: specs)
    func everyFrameMatches(spec relativePath: String) throws {
        let spec = try GoldenImageTests.decode(relativePath)
        let name = try #require(spec.animation?.name)
        let sequence = try FrameSequence(animation: name, framesPerSecond: name == .countdown ? 1 : 30, spec: spec)
        let specURL = GoldenImageTests.root.appendingPathComponent(relativePath)
        let renderer = FieldRenderer(resources: FieldResources(fonts: GoldenImageTests.fonts,
                                                               baseDirectory: specURL.deletingLastPathComponent().path))
        let folder = specURL.deletingPathExtension().path + "@\(Int(spec.scale))x"
        for index in 0..<sequence.count {
            let golden = try Pixmap(contentsOfPNGFile: folder + "/" + FrameSequence.fileName(ofFrame: index))
            #expect(try renderer.render(sequence.spec(spec, frame: index)) == golden, "\(relativePath) frame \(index + 1)")
        }
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
        #expect(frames.count == sequence.count, "no stale frames in \(folder)")
    }
}
