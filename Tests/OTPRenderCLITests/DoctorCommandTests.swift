import Foundation
import OTPTestSupport
import Testing

/// `otp-render doctor` and `--version`: what ran, for a bug report.
@Suite struct DoctorCommandTests {
    @Test func theVersionSaysWhichBuildItIs() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdoutText == "0.1.0 (a build from a checkout)\n")
    }

    @Test func doctorNamesTheLibrariesAndEveryFontThatLoads() throws {
        let result = try CommandRunner.run(["doctor"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.first == "otp-render 0.1.0 (a build from a checkout)")
        let libraries = try #require(lines.first { $0.hasPrefix("libraries: ") })
        #expect(libraries.wholeMatch(of: /libraries: libpng 1\.6\.\d+, zlib 1\.\d+\.\d+(\.\d+)?, FreeType 2\.\d+\.\d+, HarfBuzz \d+\.\d+\.\d+, ICU \d+\.\d+/) != nil,
                "\(libraries)")
        #expect(lines.contains { $0.hasPrefix("fonts: ") && $0.hasSuffix("/Fonts") })
        #expect(lines.filter { $0.contains(": loads (") }.count == 10, "every bundled font")
        #expect(lines.contains("  Inter 600                Inter-SemiBold.otf: loads (Inter Semi Bold)"))
    }

    @Test func doctorFailsWhenTheFontsFolderIsNotFound() throws {
        let folder = CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["doctor", "--fonts", "absent"], in: folder)
        #expect(result.status == 70)
        #expect(result.stdoutText.contains("fonts: not found\n  searched absent (no fonts)\n"))
    }

    @Test func doctorNamesAFontThatDoesNotLoad() throws {
        let folder = CommandRunner.temporaryFolder()
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.copyItem(at: RepositoryFiles.root.appendingPathComponent("Fonts"), to: fonts)
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("Inter-Bold.otf"))
        let result = try CommandRunner.run(["doctor", "--fonts", "Fonts"], in: folder)
        #expect(result.status == 70)
        #expect(result.stdoutText.contains("  Inter 700                Inter-Bold.otf: does not load: font Fonts/Inter-Bold.otf: "),
                "\(result.stdoutText)")
        #expect(result.stdoutText.contains("Inter-Regular.otf: loads (Inter Regular)"))
    }

    /// A render in Inter never opens the fallback faces, so a broken CJK font does not stop
    /// it; a text that needs the face names it and why it does not open.
    @Test func aBrokenFallbackFaceMattersOnlyToTextThatNeedsIt() throws {
        let folder = CommandRunner.temporaryFolder()
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.copyItem(at: RepositoryFiles.root.appendingPathComponent("Fonts"), to: fonts)
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("DroidSansFallbackFull.ttf"))
        let latin = try CommandRunner.run(["render", "--fonts", "Fonts", "--preset", "boxed", "-o", "boxed.png"], in: folder)
        #expect(latin.status == 0, "\(latin.stderr)")
        let chinese = try CommandRunner.run(["render", "--fonts", "Fonts", "--preset", "chinese-block", "-o", "chinese.png"], in: folder)
        #expect(chinese.status == 64)
        #expect(chinese.stderr.contains("DroidSansFallbackFull.ttf (which cannot be opened: font Fonts/DroidSansFallbackFull.ttf: "),
                "\(chinese.stderr)")
    }
}
