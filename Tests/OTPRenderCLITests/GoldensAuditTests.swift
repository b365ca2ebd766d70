import Foundation
import FoundationXML
import Testing

/// `goldens verify --audit`: each field spec audited as its golden shows it, the results in
/// the summary, on stderr, in report.json, report.html and JUnit, and the exit code.
@Suite struct GoldensAuditTests {
    static let specs = [
        // Dark borders and text: every check passes.
        "G/dark.json": ##"{"preset": "boxed", "length": 4, "value": "12", "focused": false, "scale": 1, "colors": {"border": "#6B7280"}}"##,
        // The default light-grey borders of empty cells: 1.65:1.
        "G/light.json": #"{"preset": "boxed", "length": 4, "focused": false, "scale": 1}"#,
    ]

    private func goldens() throws -> URL {
        let folder = CommandRunner.temporaryFolder()
        for (path, json) in Self.specs {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
        }
        let recorded = try CommandRunner.run(["goldens", "record", "G", "--report", "R"], in: folder, environment: GoldensCommandTests.local)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        return folder
    }

    @Test func aFailedAuditFailsTheRunAndIsReportedEverywhere() throws {
        let folder = try goldens()
        let result = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--junit", "R/junit.xml", "--audit", "AA"],
                                           in: folder, environment: GoldensCommandTests.ci)
        #expect(result.status == 1, "\(result.stdoutText)\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("2 goldens: 2 passed, 0 failed in "), "\(result.stdoutText)")
        #expect(result.stdoutText.contains("; audit AA: 1 of 2 specs pass\n"))
        #expect(result.stderr == "otp-render: G/light.json: audit AA: light: cell boundary (border) #C4C9D4 on #FFFFFF 1.65:1, "
                + "needs 3.00:1 (1.4.11 Non-text Contrast): fails; the border or the fill against the colour around the cell, "
                + "whichever stands out more\n")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("R/report.json")))
            as? [String: Any])
        let audits = try #require(json["audits"] as? [[String: Any]])
        #expect(audits.map { $0["name"] as? String } == ["dark", "light"])
        #expect(audits.map { $0["passed"] as? Bool } == [true, false])
        #expect((audits[1]["failures"] as? [String])?.count == 1 && json["exitCode"] as? Int == 1)

        let junit = try XMLDocument(contentsOf: folder.appendingPathComponent("R/junit.xml"))
        let suite = try #require(try junit.nodes(forXPath: "//testsuite[@name='audit.AA']").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "2" && suite.attribute(forName: "failures")?.stringValue == "1")
        let failure = try #require(try junit.nodes(forXPath: "//testcase[@name='light']/failure").first as? XMLElement)
        #expect(failure.stringValue?.contains("spec: G/light.json") == true)
        #expect(try junit.nodes(forXPath: "//testsuites").first.flatMap { ($0 as? XMLElement)?.attribute(forName: "tests")?.stringValue } == "4")

        let html = try String(contentsOf: folder.appendingPathComponent("R/report.html"), encoding: .utf8)
        #expect(html.contains("<h2>Accessibility audit (WCAG AA)</h2>"))
        #expect(html.contains("<li>light: cell boundary (border) #C4C9D4 on #FFFFFF 1.65:1"))
        #expect(html.contains("<p class=\"audit-passed\">Pass: dark</p>"))
    }

    @Test func withoutTheOptionNothingIsAudited() throws {
        let folder = try goldens()
        let result = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: GoldensCommandTests.ci)
        #expect(result.status == 0 && !result.stdoutText.contains("audit"), "\(result.stdoutText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("R/report.json")))
            as? [String: Any])
        #expect(json["audits"] == nil)
    }

    @Test func aBadLevelIsAUsageError() throws {
        let folder = try goldens()
        let result = try CommandRunner.run(["goldens", "verify", "G", "--audit", "A"], in: folder, environment: GoldensCommandTests.ci)
        #expect(result.status == 64 && result.stderr.contains("The value 'A' is invalid for '--audit <level>'"), "\(result.stderr)")
    }
}
