import Foundation
import OTPPNG
import OTPRaster
import Testing

/// `goldens verify --from-artifacts`: CI's new images checked and accepted without rendering.
extension GoldensCommandTests {
    /// The recorded folder, and CI's report of a copy in which a/two.json changed.
    private func goldensWithCIReport() throws -> URL {
        let folder = try recordedGoldens()
        try FileManager.default.copyItem(at: file(folder, "G"), to: file(folder, "CI"))
        try edit(folder, "CI/a/two.json") { $0["value"] = "37" }
        let ci = try CommandRunner.run(["goldens", "verify", "CI", "--report", "CI-report"], in: folder, environment: Self.ci)
        #expect(ci.status == 1, "\(ci.stderr)")
        return folder
    }

    @Test func ciImagesAreCheckedThenAcceptedWithoutRendering() throws {
        let folder = try goldensWithCIReport()
        let ciImage = try Pixmap(contentsOfPNGFile: file(folder, "CI-report/artifacts/a/two@2x.actual.png").path)
        let verify = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--from-artifacts", "CI-report"], in: folder,
                                           environment: Self.ci)
        #expect(verify.status == 1)
        #expect(verify.stderr.hasPrefix("otp-render: G/a/two@2x.png: different: "), "\(verify.stderr)")
        #expect(verify.stderr.hasSuffix("; accept: otp-render goldens record G/a/two.json --update changed --from-artifacts CI-report\n"))
        #expect(verify.stdoutText.hasPrefix("1 golden: 0 passed, 1 failed in "), "only the images CI made are checked")

        let accept = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--from-artifacts", "CI-report/artifacts",
                                            "--update", "changed"], in: folder, environment: Self.ci)
        #expect(accept.status == 1, "verify still reports what it wrote")
        #expect(try Pixmap(contentsOfPNGFile: file(folder, "G/a/two@2x.png").path) == ciImage)
        try edit(folder, "G/a/two.json") { $0["value"] = "37" }
        let after = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(after.status == 0, "the accepted golden is what the spec renders: \(after.stderr)")
    }

    @Test func anImageNoSpecProducesIsAnErrorAndNeverWritten() throws {
        let folder = try goldensWithCIReport()
        try FileManager.default.copyItem(at: file(folder, "CI-report/artifacts/a/two@2x.actual.png"),
                                         to: file(folder, "CI-report/artifacts/a/gone@2x.actual.png"))
        let result = try CommandRunner.run(["goldens", "record", "G", "--report", "R", "--from-artifacts", "CI-report"], in: folder,
                                           environment: Self.local)
        #expect(result.status == 64)
        #expect(result.stderr.contains(
            "otp-render: CI-report/artifacts/a/gone@2x.actual.png: no spec produces this image, so it is not taken\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file(folder, "G/a/gone@2x.png").path))
    }

    @Test func artifactsMustBeAFolder() throws {
        let folder = try recordedGoldens()
        let result = try CommandRunner.run(["goldens", "verify", "G", "--from-artifacts", "nowhere"], in: folder, environment: Self.ci)
        #expect(result.status == 64)
        #expect(result.stderr == "otp-render: nowhere: not a folder of artifacts (a report folder, or its artifacts folder)\n")
    }
}
