import Foundation
import OTPGolden
import OTPRenderTesting
import OTPRaster
import Testing

/// The test helpers: `expectGolden` for Swift Testing, `XCTAssertGolden` for XCTest, and
/// the messages they fail with.
@Suite struct GoldenTestingTests {
    typealias Files = GoldenTestFiles

    @Test func aMatchingImagePassesWithoutAnIssue() throws {
        let folder = Files.folder()
        try GoldenStore().record(Files.base, to: Files.path(folder, "field@2x.png"))
        let outcome = expectGolden(TestImages.copy(Files.base), named: "field", scale: 2, in: folder, record: RecordMode.none)
        #expect(outcome?.passed == true && outcome?.recorded == false)
    }

    @Test func aToleranceCanBeGiven() throws {
        let folder = Files.folder()
        try GoldenStore().record(Files.base, to: Files.path(folder, "near.png"))
        let outcome = expectGolden(Files.nearlyBase, named: "near", in: folder,
                                   diff: ImageDiff(method: .perChannel(tolerance: 1)), record: RecordMode.none)
        #expect(outcome?.passed == true)
    }

    @Test func aMissingGoldenIsWrittenAndTheTestStillFails() throws {
        let folder = Files.folder()
        var outcome: GoldenOutcome?
        withKnownIssue {
            outcome = expectGolden(Files.base, named: "new", scale: 2.625, in: folder, record: .missing)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("missing golden; the new image was written to it") }
        }
        #expect(outcome?.verdict == .missing && outcome?.recorded == true)
        #expect(try GoldenStore.load(Files.path(folder, "new@2.625x.png")) == Files.base)
    }

    @Test func aDifferenceIsAnIssueNamingTheArtifactsAndTheAcceptCommand() throws {
        let folder = Files.folder()
        try GoldenStore().record(Files.base, to: Files.path(folder, "d.png"))
        withKnownIssue {
            expectGolden(Files.changed, named: "d", in: folder, record: RecordMode.none)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("different: 3 of 960 pixels differ")
                && text.contains("OTP_RENDER_RECORD=changed swift test --filter GoldenTestingTests")
        }
        #expect(try GoldenStore.load(Files.path(folder, "d.png")) == Files.base, "mode none leaves the golden alone")
    }

    @Test func theFailureMessageListsTheArtifactsWritten() throws {
        let folder = Files.folder(), artifacts = Files.folder()
        try GoldenStore().record(Files.base, to: Files.path(folder, "d@2x.png"))
        let assertion = GoldenAssertion(name: "d@2x", folder: folder, diff: ImageDiff(), mode: nil,
                                        testFile: "/src/Tests/MyTests/FieldSnapshots.swift")
        let (outcome, failure) = assertion.run(Files.changed, environment: ["CI": "true", "OTP_RENDER_ARTIFACTS": artifacts])
        #expect(outcome?.verdict == .different && outcome?.recorded == false)
        let lines = try #require(failure).message.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(Files.path(folder, "d@2x.png") + ": different: 3 of 960"))
        let base = Files.path(artifacts, "FieldSnapshots/d@2x")
        #expect(lines[1] == "artifacts: \(base).expected.png \(base).actual.png \(base).diff.png \(base).side-by-side.png")
        #expect(lines[2] == "accept the new image: OTP_RENDER_RECORD=changed swift test --filter FieldSnapshots")
        #expect(failure?.artifacts?.paths.allSatisfy { FileManager.default.fileExists(atPath: $0) } == true)
    }

    @Test func theRecordModeComesFromTheEnvironment() throws {
        let folder = Files.folder()
        let assertion = GoldenAssertion(name: "m", folder: folder, diff: ImageDiff(), mode: nil, testFile: "/t/T.swift")
        let artifacts = ["OTP_RENDER_ARTIFACTS": Files.folder()]
        _ = assertion.run(Files.base, environment: artifacts.merging(["CI": "true"]) { a, _ in a })
        #expect(!FileManager.default.fileExists(atPath: assertion.goldenPath), "CI records nothing")
        let (outcome, failure) = assertion.run(Files.base, environment: artifacts)
        #expect(outcome?.recorded == true && failure?.message.contains("look at the new golden") == true)
        let (_, bad) = assertion.run(Files.base, environment: ["OTP_RENDER_RECORD": "often"])
        #expect(bad?.message == GoldenError.invalidRecordMode("often").description)
        let (changed, _) = assertion.run(Files.changed, environment: artifacts.merging(["OTP_RENDER_RECORD": "1"]) { a, _ in a })
        #expect(changed?.verdict == .different && changed?.recorded == true)
        #expect(try GoldenStore.load(assertion.goldenPath) == Files.changed)
    }

    @Test func theDefaultFolderIsBesideTheTestFile() {
        #expect(GoldenAssertion.defaultFolder(testFile: "/src/Tests/AppTests/CodeFieldTests.swift")
            == "/src/Tests/AppTests/__Goldens__/CodeFieldTests")
        #expect(GoldenAssertion.fileName("a", scale: nil) == "a" && GoldenAssertion.fileName("a", scale: 3) == "a@3x")
    }

    @Test func theXCTestAssertionPassesOnAMatch() throws {
        let folder = Files.folder()
        try GoldenStore().record(Files.base, to: Files.path(folder, "x.png"))
        let outcome = XCTAssertGolden(Files.base, named: "x", in: folder, record: RecordMode.none)
        #expect(outcome?.passed == true)
    }
}
