import Foundation
import OTPFields
import OTPGoldenTesting
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// Renders every spec under `Goldens/` and requires the decoded pixels of its golden PNG,
/// exactly, through `expectGolden` (see OTPGoldenTesting). A missing golden is written
/// locally (never when `CI` is set) and still fails; `OTP_RENDER_RECORD=changed swift test
/// --filter GoldenImageTests` (or `=1`) rewrites the changed ones, which fail once so that
/// each is looked at before it is committed.
@Suite struct GoldenImageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Every spec under Goldens/, as paths relative to it, but the design-spec sheets of
    /// `Goldens/sheets/` (OTPDesignTests renders those).
    static let specs: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        let all = (enumerator?.allObjects as? [String]) ?? []
        return all.filter { $0.hasSuffix(".json") && !$0.hasPrefix("sheets/") }.sorted()
    }()

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
        let url = root.appendingPathComponent(relativePath)
        let bytes = try [UInt8](Data(contentsOf: url))
        return try SpecDecoder.decode(json: bytes, file: "Goldens/" + relativePath, presetNames: Presets.names, presets: Presets.named)
    }
}
