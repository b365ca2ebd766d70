import Foundation
import OTPFields
import OTPPNG
import OTPRaster
import OTPText
import Testing

/// Renders every spec under `Goldens/` and requires the decoded pixels of its golden PNG,
/// exactly. `OTP_RENDER_RECORD=1 swift test --filter GoldenImageTests` writes missing or
/// changed goldens instead (then look at every changed image before committing it).
@Suite struct GoldenImageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    static let isRecording = ProcessInfo.processInfo.environment["OTP_RENDER_RECORD"] == "1"

    /// Every spec under Goldens/, as paths relative to it, but the design-spec sheets of
    /// `Goldens/sheets/` (OTPDesignTests renders those).
    static let specs: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        let all = (enumerator?.allObjects as? [String]) ?? []
        return all.filter { $0.hasSuffix(".json") && !$0.hasPrefix("sheets/") }.sorted()
    }()

    static let fonts: FontLibrary = try! FontLibrary()

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
        let actual = try renderer.render(spec)
        let name = specURL.deletingPathExtension().lastPathComponent
        let goldenPath = folder.appendingPathComponent("\(name)@\(String(format: "%g", spec.scale))x.png").path
        let expected = try? Pixmap(contentsOfPNGFile: goldenPath)
        if Self.isRecording, expected != actual {
            try actual.writePNG(to: goldenPath, options: .smallest)
            return
        }
        let golden = try #require(expected, "missing golden \(goldenPath); record it with OTP_RENDER_RECORD=1")
        #expect(golden.width == actual.width && golden.height == actual.height, "size changed")
        if golden != actual, golden.width == actual.width, golden.height == actual.height {
            let failure = NSTemporaryDirectory() + "\(name)-actual.png"
            try? actual.writePNG(to: failure)
            let differing = stride(from: 0, to: golden.bytes.count, by: 4).filter {
                golden.bytes[$0..<$0 + 4] != actual.bytes[$0..<$0 + 4]
            }.count
            Issue.record("\(relativePath): \(differing) pixels differ; actual written to \(failure)")
        }
    }

    static func decode(_ relativePath: String) throws -> FieldSpec {
        let url = root.appendingPathComponent(relativePath)
        let bytes = try [UInt8](Data(contentsOf: url))
        return try SpecDecoder.decode(json: bytes, file: "Goldens/" + relativePath, presetNames: Presets.names, presets: Presets.named)
    }
}
