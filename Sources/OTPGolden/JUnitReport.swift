import OTPJSON
import OTPMarkup

/// A ``GoldenReport`` as JUnit XML, the format CI systems show test results from.
///
/// ```xml
/// <testsuites name="otp-render goldens verify Goldens" tests="88" failures="1" errors="0" time="0.520">
///   <testsuite name="goldens.boxed" tests="30" failures="1" errors="0" skipped="0" time="0.160">
///     <testcase classname="goldens.boxed" name="boxed-empty@2x" time="0.004">
///       <failure type="different" message="different: 12 of 4800 pixels differ …">…artifacts, accept command…</failure>
///     </testcase>
/// ```
///
/// One suite per folder of the goldens (`goldens` for those at the top). Failed checks are
/// `<failure>`s typed by verdict; images that could not be made are `<error>`s; recorded
/// goldens pass with a `<system-out>` line. Audited specs follow as a suite `audit.AA`. Text and attributes are escaped, and characters
/// XML 1.0 cannot hold are replaced by U+FFFD.
public enum JUnitReport {
    /// The report's XML document.
    public static func xml(_ report: GoldenReport) -> String {
        let suites = suites(of: report.entries)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(MarkupText.escaped(report.title))\" tests=\"\(report.entries.count + report.audits.count)\" "
            + "failures=\"\(report.count(.failed) + report.failedAudits.count)\" errors=\"\(report.count(.error))\" "
            + "time=\"\(time(report.seconds))\">\n"
        for (name, entries) in suites {
            xml += suite(name, entries)
        }
        if !report.audits.isEmpty { xml += auditSuite(report.audits) }
        return xml + "</testsuites>\n"
    }

    /// The audits as one suite, `audit.AA`, a case per spec; a failed one lists its checks.
    private static func auditSuite(_ audits: [GoldenAudit]) -> String {
        let name = "audit." + (audits.first?.level ?? "")
        let failed = audits.filter { !$0.passed }.count
        var xml = "  <testsuite name=\"\(MarkupText.escaped(name))\" tests=\"\(audits.count)\" failures=\"\(failed)\" errors=\"0\" "
            + "skipped=\"0\" time=\"0.000\">\n"
        for audit in audits {
            let open = "    <testcase classname=\"\(MarkupText.escaped(name))\" name=\"\(MarkupText.escaped(audit.name))\" time=\"0.000\""
            guard !audit.passed else { xml += open + "/>\n"; continue }
            xml += open + ">\n      <failure type=\"audit\" message=\"\(MarkupText.escaped(audit.summary))\">"
                + MarkupText.escaped((audit.failures + ["spec: \(audit.specPath)"]).joined(separator: "\n")) + "</failure>\n    </testcase>\n"
        }
        return xml + "  </testsuite>\n"
    }

    /// The entries grouped by their folder, in order of first appearance.
    private static func suites(of entries: [GoldenReportEntry]) -> [(String, [GoldenReportEntry])] {
        var order: [String] = [], groups: [String: [GoldenReportEntry]] = [:]
        for entry in entries {
            let name = suiteName(entry.name)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(entry)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    private static func suite(_ name: String, _ entries: [GoldenReportEntry]) -> String {
        let failures = entries.filter { $0.status == .failed }.count, errors = entries.filter { $0.status == .error }.count
        let seconds = entries.reduce(0) { $0 + $1.seconds }
        var xml = "  <testsuite name=\"\(MarkupText.escaped(name))\" tests=\"\(entries.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"0\" time=\"\(time(seconds))\">\n"
        for entry in entries { xml += testCase(entry, suite: name) }
        return xml + "  </testsuite>\n"
    }

    private static func testCase(_ entry: GoldenReportEntry, suite: String) -> String {
        let caseName = entry.name.split(separator: "/").last.map(String.init) ?? entry.name
        let open = "    <testcase classname=\"\(MarkupText.escaped(suite))\" name=\"\(MarkupText.escaped(caseName))\" time=\"\(time(entry.seconds))\""
        switch entry.status {
        case .passed: return open + "/>\n"
        case .recorded:
            return open + ">\n      <system-out>\(MarkupText.escaped(entry.message))</system-out>\n    </testcase>\n"
        case .failed, .error:
            let element = entry.status == .failed ? "failure" : "error"
            let type = entry.verdict?.rawValue ?? "error"
            return open + ">\n      <\(element) type=\"\(MarkupText.escaped(type))\" message=\"\(MarkupText.escaped(entry.message))\">"
                + MarkupText.escaped(details(entry)) + "</\(element)>\n    </testcase>\n"
        }
    }

    /// The message, the files involved and the accept command, one per line.
    private static func details(_ entry: GoldenReportEntry) -> String {
        var lines = [entry.message]
        if let spec = entry.specPath { lines.append("spec: \(spec)") }
        if let golden = entry.goldenPath { lines.append("golden: \(golden)") }
        if let artifacts = entry.artifacts { lines.append("artifacts: " + artifacts.paths.joined(separator: " ")) }
        if let accept = entry.acceptCommand { lines.append("accept: \(accept)") }
        return lines.joined(separator: "\n")
    }

    /// `goldens.boxed` for `boxed/boxed-empty@2x`, `goldens` for a name without a folder.
    private static func suiteName(_ name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return "goldens" }
        return "goldens." + String(name[..<slash].map { $0 == "/" ? "." : $0 })
    }

    private static func time(_ seconds: Double) -> String {
        DecimalText.fixed(seconds.isFinite ? max(seconds, 0) : 0, decimals: 3)
    }
}
