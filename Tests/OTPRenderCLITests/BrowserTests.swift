import Foundation
import OTPTestSupport
import Testing

/// What only a real browser can show, each a Python script driving headless Chromium through
/// Playwright (`Tests/Browser`): the review page clicked and typed at, the preview following a
/// save, our SVGs and animated PNGs opened and compared with our PNGs (`conform`'s builds are
/// ``ConformBrowserTests``).
@Suite(.serialized, .enabled(if: Browser.isAvailable, Comment(rawValue: Browser.missing)))
struct BrowserTests {
    /// Runs a script with the built otp-render and a scratch folder; it prints one line per check.
    private func check(_ script: String, _ extra: [String] = []) throws {
        let folder = RepositoryFiles.temporaryFolder("otp-browser")
        let (status, output) = try Browser.runScript(script, [CommandRunner.executable.path, folder] + extra)
        #expect(status == 0, "\(script):\n\(output)")
    }

    @Test func reviewPageAcceptsByClickAndRejectsByKey() throws {
        var extra: [String] = []
        // Set to docs/review-page.png to refresh the picture of the page in docs/goldens.md.
        if let path = ProcessInfo.processInfo.environment["OTP_RENDER_REVIEW_SCREENSHOT"] { extra = ["--screenshot", path] }
        try check("review_page.py", extra)
    }

    @Test func previewPageFollowsSaves() throws {
        try check("preview_page.py")
    }

    @Test func vectorAndAnimatedOutputsOpenInTheBrowser() throws {
        try check("vector_outputs.py")
    }
}
