import Foundation
import Testing

/// `goldens verify --summary`: the Markdown table for a pull request, also added to GitHub's
/// step summary file when `GITHUB_STEP_SUMMARY` names one.
@Suite struct GoldensSummaryTests {
    let goldens = GoldensCommandTests()

    @Test func aChangedGoldenIsSummarizedWithItsPixelsAndLinks() throws {
        let folder = try goldens.recordedGoldens()
        try goldens.edit(folder, "G/a/one.json") { $0["value"] = "13" }
        let step = folder.appendingPathComponent("step.md")
        try Data("## Tests\n".utf8).write(to: step)
        let result = try CommandRunner.runShell(
            "env -i CI=true GITHUB_STEP_SUMMARY=\(step.path) \"$OTP\" goldens verify G --report R --summary out/summary.md "
                + "--artifacts-url https://ci.example/7/R", in: folder)
        #expect(result.status == 1)
        let summary = try String(contentsOf: folder.appendingPathComponent("out/summary.md"), encoding: .utf8)
        #expect(summary.hasPrefix("### otp-render goldens verify G\n\n3 goldens: 2 passed, 1 failed in "), "\(summary)")
        #expect(summary.contains("| `a/one@1x` | changed | "))
        #expect(summary.contains("[side by side](https://ci.example/7/R/artifacts/a/one@1x.side-by-side.png)"))
        let stepText = try String(contentsOf: step, encoding: .utf8)
        #expect(stepText == "## Tests\n\n" + summary)
    }

    @Test func aSummaryThatCannotBeAFileIsRefusedFirst() throws {
        let folder = try goldens.recordedGoldens()
        let result = try CommandRunner.run(["goldens", "verify", "G", "--summary", "out/"], in: folder, environment: GoldensCommandTests.ci)
        #expect(result.status == 64)
        #expect(result.stderr.contains("out/: names a folder, not a file"), "\(result.stderr)")
    }
}
