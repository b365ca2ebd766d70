import OTPGolden
import Testing

/// The Markdown summary: a row for each golden that needs a look, with its pixel counts and
/// artifact links, and none for those that match.
@Suite struct MarkdownReportTests {
    @Test func everyGoldenThatNeedsALookHasARow() throws {
        var (report, folder) = try ReportTests.sampleReport()
        report.stale = ["old/gone@2x.png"]
        let text = MarkdownReport.markdown(report, reportFolder: folder)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "### otp-render goldens verify <Goldens>")
        #expect(lines[2] == report.summary)
        #expect(lines[4] == "| Golden | Change | Pixels | Artifacts |")
        #expect(lines[6].hasPrefix("| `boxed/d@2x` | changed | 3 of 960 | [side by side](\(folder)/artifacts/boxed/d@2x.side-by-side.png) · [diff]("))
        #expect(lines[7].hasPrefix("| `boxed/m@2x` | new |  | [side by side]("))
        #expect(lines[7].hasSuffix(" · [actual](\(folder)/artifacts/boxed/m@2x.actual.png) |"))
        #expect(lines[8] == "| `grid/r@2x` | new (recorded) |  |  |")
        #expect(lines[9] == "| `top` | error: top.json: value: \"<&'\u{1}>\" is bad |  |  |")
        #expect(lines[10] == "| `old/gone@2x.png` | stale | | |")
        #expect(!text.contains("`boxed/b@2x`"), "a golden that matches has no row")
    }

    @Test func linksTakeTheURLWhereCIKeepsTheReport() throws {
        let (report, folder) = try ReportTests.sampleReport()
        let text = MarkdownReport.markdown(report, reportFolder: folder, linkBase: "https://ci.example/run/7/goldens-report/")
        #expect(text.contains("[side by side](https://ci.example/run/7/goldens-report/artifacts/boxed/d@2x.side-by-side.png)"))
    }

    @Test func aReportWithNothingToLookAtSaysSo() {
        let report = GoldenReport(title: "t | u", entries: [])
        #expect(MarkdownReport.markdown(report, reportFolder: "R") == "### t \\| u\n\n\(report.summary)\n\nEvery golden matches.\n")
    }

    @Test func theStepSummaryIsAddedToNotReplaced() throws {
        let (report, folder) = try ReportTests.sampleReport()
        let path = GoldenTestFiles.path(folder, "summary.md")
        try GoldenTestFiles.write(Array("earlier step\n".utf8), to: path)
        try report.writeMarkdown(to: path, appending: true, reportFolder: folder, linkBase: nil)
        let text = String(decoding: GoldenTestFiles.bytes(path) ?? [], as: UTF8.self)
        #expect(text.hasPrefix("earlier step\n\n### otp-render goldens verify <Goldens>\n"))
        try report.writeMarkdown(to: path, appending: false, reportFolder: folder, linkBase: nil)
        #expect(String(decoding: GoldenTestFiles.bytes(path) ?? [], as: UTF8.self).hasPrefix("### "))
    }
}
