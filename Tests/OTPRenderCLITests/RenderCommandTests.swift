import Foundation
import OTPPNG
import OTPRaster
import OTPSpec
import Testing

@Suite struct RenderCommandTests {
    @Test func rendersAPresetWithFlags() throws {
        let folder = CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["render", "--preset", "boxed", "--value", "1234", "-o", "field.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let image = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("field.png").path)
        #expect(image.width == 740 && image.height == 176)  // 370 x 88 pt at the default @2x
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["field.png"], "no temporary file is left behind")
    }

    @Test func readsTheSpecFromStandardInputAndWritesToStandardOutput() throws {
        let spec = Data(#"{"preset": "alipay-grid", "value": "12", "scale": 1}"#.utf8)
        let result = try CommandRunner.run(["render", "-", "-o", "-"], stdin: spec)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try Pixmap(pngData: [UInt8](result.stdout))
        #expect(image.width == 332 && image.height == 82)
    }

    @Test func flagsOverrideTheSpecFileAndPathsAreRelativeToIt() throws {
        let folder = CommandRunner.temporaryFolder()
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Goldens/boxed")
        let spec = goldens.appendingPathComponent("secure-image-partial.json").path
        let result = try CommandRunner.run(["render", spec, "--scale", "1", "--set", "secure.dotRadius=4", "-o", "out.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("out.png").path)
        #expect(image.width == 272 && image.height == 82)
        // The background image (segments.png beside the spec) is drawn: its white cells show.
        #expect(image.color(x: 40, y: 30) == .white)
    }

    @Test func presetsShowPrintsASpecThatRendersLikeThePreset() throws {
        let folder = CommandRunner.temporaryFolder()
        let shown = try CommandRunner.run(["presets", "show", "sms-underline"])
        #expect(shown.status == 0)
        try shown.stdout.write(to: folder.appendingPathComponent("sms.json"))
        let a = try CommandRunner.run(["render", "sms.json", "--value", "42", "-o", "a.png"], in: folder)
        let b = try CommandRunner.run(["render", "--preset", "sms-underline", "--value", "42", "-o", "b.png"], in: folder)
        #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        #expect(try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("a.png").path)
            == Pixmap(contentsOfPNGFile: folder.appendingPathComponent("b.png").path))
    }

    @Test func presetsListsEveryPresetOnALine() throws {
        let result = try CommandRunner.run(["presets"])
        #expect(result.status == 0)
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.count == Presets.all.count)
        #expect(lines.contains { $0.hasPrefix("alipay-grid ") })
    }

    @Test func helpTeachesWithExamplesAndVersionPrints() throws {
        for command in ["render", "batch", "presets", "bench"] {
            let help = try CommandRunner.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdoutText.contains("otp-render \(command)"), "\(command) --help has examples")
        }
        let root = try CommandRunner.run(["--help"])
        #expect(root.stdoutText.contains("64 bad usage or invalid spec"))
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0 && !version.stdoutText.isEmpty)
    }
}

/// `render` writes an SVG when asked (`--format svg`) or when the output ends in `.svg`.
@Suite struct RenderSVGTests {
    @Test func anSVGOutputIsChosenByItsExtensionOrTheFlag() throws {
        let folder = CommandRunner.temporaryFolder()
        let byName = try CommandRunner.run(["render", "--preset", "ios", "--value", "12", "-o", "field.svg"], in: folder)
        #expect(byName.status == 0, "\(byName.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("field.svg"), encoding: .utf8)
        #expect(text.hasPrefix("<?xml") && text.contains(#"aria-label="ios: 12""#) && text.hasSuffix("</svg>\n"))
        let piped = try CommandRunner.run(["render", "--preset", "ios", "--value", "12", "--format", "svg", "-o", "-"])
        let written = try Data(contentsOf: folder.appendingPathComponent("field.svg"))
        #expect(piped.status == 0 && piped.stdout == written, "the same bytes to a file and a pipe")
        let png = try CommandRunner.run(["render", "--preset", "ios", "--format", "png", "-o", "field.svg"], in: folder)
        #expect(png.status == 0)
        #expect(try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("field.svg").path).width == 772,
                "the flag wins over the extension")
    }

    @Test func aSecureFieldsTitleShowsDots() throws {
        let result = try CommandRunner.run(["render", "--preset", "boxed", "--value", "1234", "--set", "secure.enabled=true",
                                            "--format", "svg", "-o", "-"])
        #expect(result.status == 0 && result.stdoutText.contains("<title>boxed: ••••</title>"))
        #expect(!result.stdoutText.contains("1234"), "the code is in neither the title nor the description")
    }

    @Test func aPDFIsChosenByItsExtensionAndDatedOnlyBySourceDateEpoch() throws {
        let folder = CommandRunner.temporaryFolder()
        let plain = try CommandRunner.run(["render", "--preset", "ios", "--value", "12", "-o", "field.pdf"], in: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        let bytes = try Data(contentsOf: folder.appendingPathComponent("field.pdf"))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.7") && text.contains("/MediaBox [0 0 386 104]") && !text.contains("/CreationDate"))
        let again = try CommandRunner.run(["render", "--preset", "ios", "--value", "12", "--format", "pdf", "-o", "-"])
        #expect(again.stdout == bytes, "the same bytes every time")
        let dated = try CommandRunner.run(["render", "--preset", "ios", "--format", "pdf", "-o", "-"],
                                          environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(dated.status == 0 && dated.stdoutText.contains("/CreationDate (D:20231114221320Z)"))
        for value in ["yesterday", "-1", "1e9", "253402300800"] {
            let bad = try CommandRunner.run(["render", "--preset", "ios", "-o", "x.pdf"], in: folder,
                                            environment: ["SOURCE_DATE_EPOCH": value])
            #expect(bad.status == 64)
            #expect(bad.stderr == "otp-render: SOURCE_DATE_EPOCH: '\(value)' is not a number of seconds since 1970 "
                    + "(0 to 253402300799, before the year 10000)\n", "\(bad.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.pdf").path), "nothing written")
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try CommandRunner.run(["render", "--preset", "boxed", "--format", "gif", "-o", "x.gif"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("The value 'gif' is invalid for '--format <format>'"), "\(result.stderr)")
    }
}
