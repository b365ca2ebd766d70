import Foundation
import OTPTestSupport
import Testing

/// What only a real browser can show, a Python script driving headless Chromium through
/// Playwright (`Tests/Browser`): our SVGs and animated PNGs opened and compared with our PNGs.
@Suite(.serialized, .enabled(if: Browser.isAvailable, Comment(rawValue: Browser.missing)))
struct BrowserTests {
    /// Runs a script with the built otp-render and a scratch folder; it prints one line per check.
    private func check(_ script: String) throws {
        let folder = RepositoryFiles.temporaryFolder("otp-browser")
        let (status, output) = try Browser.runScript(script, [CommandRunner.executable.path, folder])
        #expect(status == 0, "\(script):\n\(output)")
    }

    @Test func vectorAndAnimatedOutputsOpenInTheBrowser() throws {
        try check("vector_outputs.py")
    }
}
