import Foundation
import OTPTestSupport
import Testing

/// `conform` against HTML/CSS builds of the presets drawn by headless Chromium through
/// Playwright (`Tests/Browser/conform_builds.py`): a suite of its own, so that it runs beside
/// ``BrowserTests``' scripts rather than after them.
@Suite(.enabled(if: Browser.isAvailable, Comment(rawValue: Browser.missing)))
struct ConformBrowserTests {
    @Test func conformMeasuresHTMLBuildsDrawnByChromium() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-conform-builds")
        let (status, output) = try Browser.runScript("conform_builds.py", [CommandRunner.executable.path, folder])
        #expect(status == 0, "conform_builds.py:\n\(output)")
    }
}
