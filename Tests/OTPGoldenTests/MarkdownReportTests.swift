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

    /// A diff's images that only one revision has are rows of their own, counted in the
    /// summary and not failed.
    @Test func aDiffsAddedAndRemovedImagesHaveRows() throws {
        var (report, folder) = try ReportTests.sampleReport()
        let missing = try #require(report.entries.firstIndex { $0.verdict == .missing })
        report.entries[missing] = report.entries[missing].added(message: "added: git:main has no such spec")
        report.entries.append(.removed(name: "old/gone", specPath: "git:main:G/old/gone.json", message: "removed: the working tree has no such spec"))
        let text = MarkdownReport.markdown(report, reportFolder: folder)
        #expect(text.contains("\n| `boxed/m@2x` | added |  | [side by side]("))
        #expect(text.contains("\n| `old/gone` | removed |  |  |\n"))
        #expect(report.summary.contains(" 1 added, 1 removed in "), "\(report.summary)")
        #expect(report.entries.filter { $0.verdict?.isOneSided == true }.allSatisfy { $0.exitCode == 0 && $0.acceptCommand == nil })
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
