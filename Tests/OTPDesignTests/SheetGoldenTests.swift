import Foundation
import OTPDesign
import OTPFields
import OTPPNG
import OTPRaster
import OTPText
import Testing

/// Renders every spec under `Goldens/sheets/` as a design-spec sheet (every state and
/// style, with redlines, titled with the file's name) and requires the decoded pixels of
/// its golden PNG, exactly. `OTP_RENDER_RECORD=1 swift test --filter SheetGoldenTests`
/// writes missing or changed goldens instead (then look at every changed image).
@Suite struct SheetGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens/sheets")
    static let isRecording = ProcessInfo.processInfo.environment["OTP_RENDER_RECORD"] == "1"
    static let fonts: FontLibrary = try! FontLibrary()

    static let specs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func thereIsASheetGolden() {
        #expect(!Self.specs.isEmpty)
    }

    @Test(arguments: specs)
    func sheetMatches(_ fileName: String) throws {
        let url = Self.folder.appendingPathComponent(fileName)
        let spec = try SpecDecoder.decode(json: [UInt8](Data(contentsOf: url)), file: "Goldens/sheets/" + fileName,
                                          presetNames: Presets.names, presets: Presets.named)
        let name = url.deletingPathExtension().lastPathComponent
        let renderer = SheetRenderer(resources: FieldResources(fonts: Self.fonts, baseDirectory: Self.folder.path))
        let actual = try renderer.render(DesignSheet(spec: spec, title: name))
        let goldenPath = Self.folder.appendingPathComponent("\(name)@\(String(format: "%g", spec.scale))x.png").path
        let expected = try? Pixmap(contentsOfPNGFile: goldenPath)
        if Self.isRecording, expected != actual {
            try actual.writePNG(to: goldenPath, options: .smallest)
            return
        }
        let golden = try #require(expected, "missing golden \(goldenPath); record it with OTP_RENDER_RECORD=1")
        #expect(golden.width == actual.width && golden.height == actual.height, "size changed")
        if golden != actual {
            let failure = NSTemporaryDirectory() + "\(name)-sheet-actual.png"
            try? actual.writePNG(to: failure)
            Issue.record("\(fileName): pixels differ; actual written to \(failure)")
        }
    }
}
