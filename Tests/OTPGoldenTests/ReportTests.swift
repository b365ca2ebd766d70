import Foundation
import FoundationXML
import OTPGolden
import OTPRaster
import Testing

/// report.json, JUnit XML and report.html, parsed back.
@Suite struct ReportTests {
    typealias Files = GoldenTestFiles

    /// A report with one entry of each kind: passed, different (with artifacts), missing,
    /// recorded, and an error whose message needs escaping.
    static func sampleReport() throws -> (GoldenReport, folder: String) {
        let folder = Files.folder()
        let golden = Files.path(folder, "boxed/b@2x.png")
        try GoldenStore().record(Files.base, to: golden)
        let passed = try GoldenStore().check(Files.base, against: golden)
        let different = try GoldenStore().check(Files.changed, against: golden)
        let missing = try GoldenStore().check(Files.base, against: Files.path(folder, "boxed/m@2x.png"))
        let recorded = try GoldenStore(mode: .changed).check(Files.base, against: Files.path(folder, "grid/r@2x.png"))
        let writer = ArtifactWriter(folder: Files.path(folder, "artifacts"), labelFont: Files.labelFont)
        let entries = [
            GoldenReportEntry(name: "boxed/b@2x", specPath: "boxed/b.json", outcome: passed.outcome, seconds: 0.0123),
            GoldenReportEntry(name: "boxed/d@2x", specPath: "boxed/d.json", outcome: different.outcome,
                              artifacts: try writer.write(different, named: "boxed/d@2x"),
                              acceptCommand: "otp-render goldens record boxed/d.json --update changed", seconds: 0.02),
            GoldenReportEntry(name: "boxed/m@2x", outcome: missing.outcome,
                              artifacts: try writer.write(missing, named: "boxed/m@2x"), acceptCommand: "accept m"),
            GoldenReportEntry(name: "grid/r@2x", outcome: recorded.outcome, acceptsRecorded: true, acceptCommand: "unused"),
            GoldenReportEntry(name: "top", specPath: "top.json", errorMessage: "top.json: value: \"<&'\u{1}>\" is bad",
                              exitCode: 64),
        ]
        let report = GoldenReport(title: "otp-render goldens verify <Goldens>", entries: entries, seconds: 1.23456,
                                  acceptCommand: "otp-render goldens record Goldens --update changed")
        return (report, folder)
    }

    @Test func entriesTakeTheirStatusAndExitCode() throws {
        let (report, _) = try Self.sampleReport()
        #expect(report.entries.map(\.status) == [.passed, .failed, .failed, .recorded, .error])
        #expect(report.entries.map(\.exitCode) == [0, 1, 3, 0, 64])
        #expect(report.entries[3].acceptCommand == nil && report.entries[3].artifacts == nil)
        #expect(report.entries[3].message == "missing golden; the new image was written as the golden")
        #expect(report.exitCode == 64)
        #expect(report.summary == "5 goldens: 1 passed, 2 failed, 1 recorded, 1 error in 1.23 s")
    }

    @Test func theExitCodeIsTheMostSeriousEntrys() throws {
        let (report, _) = try Self.sampleReport()
        func code(_ indices: [Int]) -> Int32 {
            GoldenReport(title: "t", entries: indices.map { report.entries[$0] }).exitCode
        }
        #expect(code([0, 3]) == 0)
        #expect(code([0, 1]) == 1)
        #expect(code([1, 2]) == 3)
        #expect(code([2, 4]) == 64)
        #expect(code([]) == 0)
    }

    @Test func theJSONReportParsesBack() throws {
        let (report, _) = try Self.sampleReport()
        let object = try JSONSerialization.jsonObject(with: Data(JSONReport.json(report)))
        let root = try #require(object as? [String: Any])
        #expect(root["title"] as? String == "otp-render goldens verify <Goldens>")
        #expect(root["exitCode"] as? Int == 64)
        #expect(root["seconds"] as? Double == 1.235)
        #expect(root["acceptCommand"] as? String == "otp-render goldens record Goldens --update changed")
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(summary == ["total": 5, "passed": 1, "failed": 2, "recorded": 1, "errors": 1])
        let goldens = try #require(root["goldens"] as? [[String: Any]])
        #expect(goldens.map { $0["status"] as? String } == ["passed", "failed", "failed", "recorded", "error"])
        #expect(goldens.map { $0["verdict"] as? String } == ["matched", "different", "missing", "missing", nil])
        let different = goldens[1]
        #expect(different["acceptCommand"] as? String == "otp-render goldens record boxed/d.json --update changed")
        let comparison = try #require(different["comparison"] as? [String: Any])
        #expect(comparison["differentPixels"] as? Int == 3 && comparison["pixels"] as? Int == 960)
        #expect(comparison["method"] as? String == "exact" && comparison["verdict"] as? String == "different")
        #expect(comparison["changedRegion"] as? [String: Int] == ["x": 30, "y": 4, "width": 2, "height": 2])
        #expect(comparison["expectedSize"] as? [Int] == [40, 24])
        let artifacts = try #require(different["artifacts"] as? [String: String])
        #expect(Set(artifacts.keys) == ["expected", "actual", "diff", "sideBySide"])
        #expect(goldens[4]["message"] as? String == "top.json: value: \"<&'\u{1}>\" is bad")
    }

    @Test func theComparisonJSONCarriesFilesAndTheAcceptCommand() throws {
        let result = ImageDiff().compare(Files.base, Files.changed)
        let bytes = JSONReport.json(result, files: ["expected": "a.png"], acceptCommand: "cp b.png a.png")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(root["verdict"] as? String == "different" && root["differentPixels"] as? Int == 3)
        #expect(root["files"] as? [String: String] == ["expected": "a.png"])
        #expect(root["acceptCommand"] as? String == "cp b.png a.png")
    }

    @Test func theJUnitXMLParsesBack() throws {
        let (report, _) = try Self.sampleReport()
        let document = try XMLDocument(data: Data(JUnitReport.xml(report).utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "name")?.stringValue == "otp-render goldens verify <Goldens>")
        #expect(root.attribute(forName: "tests")?.stringValue == "5")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        #expect(root.attribute(forName: "time")?.stringValue == "1.235")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.compactMap { $0.attribute(forName: "name")?.stringValue } == ["goldens.boxed", "goldens.grid", "goldens"])
        let boxed = suites[0].elements(forName: "testcase")
        #expect(boxed.compactMap { $0.attribute(forName: "name")?.stringValue } == ["b@2x", "d@2x", "m@2x"])
        #expect(boxed[0].children == nil || boxed[0].childCount == 0)
        let failure = try #require(boxed[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "different")
        #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("different: 3 of 960 pixels differ") == true)
        #expect(failure.stringValue?.contains("accept: otp-render goldens record boxed/d.json --update changed") == true)
        #expect(failure.stringValue?.contains(".side-by-side.png") == true)
        #expect(boxed[2].elements(forName: "failure").first?.attribute(forName: "type")?.stringValue == "missing")
        let recorded = try #require(suites[1].elements(forName: "testcase").first)
        #expect(recorded.elements(forName: "system-out").first?.stringValue?.contains("written") == true)
        let error = try #require(suites[2].elements(forName: "testcase").first?.elements(forName: "error").first)
        #expect(error.attribute(forName: "message")?.stringValue == "top.json: value: \"<&'\u{FFFD}>\" is bad")
    }

    @Test func theHTMLReportIsSelfContained() throws {
        let (report, _) = try Self.sampleReport()
        let html = HTMLReport.html(report)
        #expect(!html.contains("http://") && !html.contains("https://"), "no network assets")
        #expect(!html.contains("<link") && !html.contains(" src=\"/") && !html.contains("@import"))
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        // The failure's three images are inlined once each, the missing one's actual and the
        // side-by-side are not needed.
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 4)
        #expect(html.contains("data-show=\"slider\"") && html.contains("type=\"range\"") && html.contains("data-show=\"blink\""))
        #expect(html.contains("<code>otp-render goldens record boxed/d.json --update changed</code>"))
        #expect(html.contains("<code>otp-render goldens record Goldens --update changed</code>"))
        #expect(html.contains("verify &lt;Goldens&gt;") && !html.contains("<Goldens>"))
        #expect(html.contains("&lt;&amp;&apos;"))
        #expect(html.contains("<script>") && html.contains("<style>"))
        for name in ["boxed/b@2x", "boxed/d@2x", "boxed/m@2x", "grid/r@2x", "top"] {
            #expect(html.contains("<td>\(name)</td>"), "the table lists \(name)")
        }
    }

    @Test func theImagesInTheHTMLDecodeToTheArtifacts() throws {
        let (report, _) = try Self.sampleReport()
        let html = HTMLReport.html(report)
        let encoded = html.components(separatedBy: "src=\"data:image/png;base64,").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        let images = try encoded.map { try Pixmap(pngData: [UInt8](try #require(Data(base64Encoded: $0)))) }
        #expect(images.contains(Files.base) && images.contains(Files.changed))
    }

    @Test func writingAReportWritesItsFiles() throws {
        let (report, folder) = try Self.sampleReport()
        let out = Files.path(folder, "report")
        let junit = Files.path(folder, "junit/results.xml")
        let written = try report.write(toFolder: out, junitPath: junit)
        #expect(written == [Files.path(out, "report.html"), Files.path(out, "report.json"), junit])
        for path in written { #expect(FileManager.default.fileExists(atPath: path)) }
    }

    @Test func reportsAreNeverWrittenThroughALinkOrOverAPipe() throws {
        let (report, folder) = try Self.sampleReport()
        let elsewhere = Files.folder()
        let linkedFolder = Files.path(folder, "linked-report")
        try FileManager.default.createSymbolicLink(atPath: linkedFolder, withDestinationPath: elsewhere)
        #expect(throws: GoldenError.cannotWrite(path: linkedFolder, reason: "it is a symbolic link to \(elsewhere); give the folder itself")) {
            try report.write(toFolder: linkedFolder + "/.")
        }
        let pipe = Files.path(folder, "results.xml")
        #expect(mkfifo(pipe, 0o644) == 0)
        let pipeReason = "it is a device or a pipe, not a regular file; to discard an image, write it to - and redirect"
        #expect(throws: GoldenError.cannotWrite(path: pipe, reason: pipeReason)) {
            try report.write(toFolder: Files.path(folder, "report"), junitPath: pipe)
        }
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }
}
