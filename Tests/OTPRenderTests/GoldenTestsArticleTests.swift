import Foundation
import OTPRender
import OTPRenderTesting
import OTPTestSupport
import Synchronization
import Testing

/// The Golden Tests article (OTPRenderTesting's catalog): its test as written there, in a
/// scratch folder, recorded on the first run, passing on the second, failing with the message
/// the article shows when the spec changes, and its tolerances.
@Suite struct GoldenTestsArticleTests {
    private let folder = RepositoryFiles.temporaryFolder("otp-golden-article")

    /// The article's field, with `value` in place of its "1234".
    private func signInImage(value: String = "1234") throws -> (image: Pixmap, scale: Double) {
        var spec = try FieldSpec.preset("boxed")
        spec.value = value
        let image = try Renderer().image(of: spec)
        return (image, spec.scale)
    }

    /// The comments of the issues a check records.
    private final class IssueText: Sendable {
        let text = Mutex("")
    }

    /// Every comment of the issues `body` records, joined.
    private func issueText(_ body: () throws -> Void) rethrows -> String {
        let collected = IssueText()
        try withKnownIssue {
            try body()
        } matching: { issue in
            collected.text.withLock { $0 += issue.comments.map(\.rawValue).joined(separator: "\n") }
            return true
        }
        return collected.text.withLock { $0 }
    }

    @Test func theFirstRunRecordsAndFailsTheSecondPasses() throws {
        let (image, scale) = try signInImage()
        let recording = issueText {
            #expect(expectGolden(image, named: "sign-in", scale: scale, in: folder, record: .missing)?.recorded == true)
        }
        #expect(recording.contains("missing golden; the new image was written to it"))
        #expect(FileManager.default.fileExists(atPath: folder + "/sign-in@2x.png"))
        #expect(expectGolden(image, named: "sign-in", scale: scale, in: folder, record: RecordMode.none)?.passed == true)
    }

    @Test func aChangedFieldFailsWithTheArticlesMessage() throws {
        let (image, scale) = try signInImage()
        _ = issueText { expectGolden(image, named: "sign-in", scale: scale, in: folder, record: .missing) }
        let (changed, _) = try signInImage(value: "1235")
        let message = issueText { expectGolden(changed, named: "sign-in", scale: scale, in: folder, record: RecordMode.none) }
        let lines = message.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(message)")
        #expect(lines[0] == folder + "/sign-in@2x.png: different: 611 of 130240 pixels differ (0.4691%), 0 allowed; "
            + "largest delta 238; changed region x 414..<442, y 70..<106", "the article quotes this line")
        #expect(lines[1].hasPrefix("artifacts: ") && lines[1].hasSuffix("sign-in@2x.side-by-side.png"))
        #expect(lines[2] == "accept the new image: OTP_RENDER_RECORD=changed swift test --filter GoldenTestsArticleTests")
    }

    @Test func theArticlesTolerancesPassAnImageAFewLevelsOff() throws {
        let (image, scale) = try signInImage()
        _ = issueText { expectGolden(image, named: "over-photo", scale: scale, in: folder, record: .missing) }
        var bytes = image.bytes
        let red = (10 * image.width + 10) * 4
        try #require(bytes[red] >= 2 && bytes[red + 3] == 255, "an opaque pixel with red to take 2 from")
        bytes[red] -= 2
        let nearly = try #require(Pixmap(width: image.width, height: image.height, premultipliedBytes: bytes))
        let exact = issueText { expectGolden(nearly, named: "over-photo", scale: scale, in: folder, record: RecordMode.none) }
        #expect(exact.contains("different: 1 of"), "exact by default")
        let near = expectGolden(nearly, named: "over-photo", scale: scale, in: folder,
                                diff: ImageDiff(method: .perChannel(tolerance: 2)), record: RecordMode.none)
        #expect(near?.passed == true)
        let perceptual = expectGolden(nearly, named: "over-photo", scale: scale, in: folder,
                                      diff: ImageDiff(method: .perceptual(.pixelmatchDefault)), record: RecordMode.none)
        #expect(perceptual?.passed == true)
    }
}
