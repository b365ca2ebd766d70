import Foundation
import OTPRender
import OTPRenderSnapshotTesting
import OTPTestSupport
import SnapshotTesting
import Testing

/// The Snapshot Tests article (this product's catalog): its snapshots as written there, through
/// swift-snapshot-testing's `verifySnapshot` in a scratch folder (`assertSnapshot` would write
/// beside this file), and the failure it quotes.
@Suite struct SnapshotTestsArticleTests {
    private let folder = RepositoryFiles.temporaryFolder("otp-snapshot-article")

    private func signInSpec(value: String = "1234") throws -> FieldSpec {
        var spec = try FieldSpec.preset("boxed")
        spec.value = value
        return spec
    }

    /// `verifySnapshot`'s failure for `value` against the reference `name` of the test
    /// `signInField`, or nil when it matches.
    private func verify<Value>(_ value: Value, as strategy: Snapshotting<Value, Pixmap>, named name: String,
                               record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(of: value, as: strategy, named: name, record: record, snapshotDirectory: folder, testName: "signInField")
    }

    @Test func theArticlesSnapshotsRecordOnceThenMatch() throws {
        let spec = try signInSpec()
        var animated = spec
        animated.animation = AnimationSpec(name: .shake)
        let frames = try Renderer().frames(of: animated)
        for record in [SnapshotTestingConfiguration.Record.missing, .never] {
            let failures = [verify(spec, as: .otpImage, named: "1", record: record),
                            verify(spec, as: .otpImage(scale: 3), named: "3x", record: record),
                            verify(frames[3], as: .otpPixmap, named: "shaken", record: record),
                            verify(spec, as: .otpImage(precision: 0.999, perceptualPrecision: 0.98), named: "tolerant", record: record)]
            #expect(failures.allSatisfy { ($0 != nil) == (record == .missing) }, "\(record): \(failures)")
        }
        for name in ["signInField.1.png", "signInField.3x.png", "signInField.shaken.png"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + name), "\(name)")
        }
    }

    @Test func aChangedFieldFailsWithTheArticlesMessage() throws {
        _ = verify(try signInSpec(), as: .otpImage(scale: 3), named: "3x", record: .all)
        let failure = try #require(verify(try signInSpec(value: "1235"), as: .otpImage(scale: 3), named: "3x", record: .never))
        #expect(failure.hasPrefix(#"Snapshot "3x" does not match reference."#), "\(failure)")
        let diff = try #require(failure.split(separator: "\n").first { $0.hasPrefix("OTPRender: ") }, "\(failure)")
        #expect(diff == ("OTPRender: different: 1263 of 293040 pixels differ (0.431%), 0 allowed; largest delta 238; "
                + "changed region x 622..<662, y 105..<159"),
                "the article quotes this line: \(diff)")
    }
}
