import OTPFiles
import OTPGolden

/// Where a goldens command writes its report: the report folder (report.html, report.json,
/// the failures' artifacts), and when asked a JUnit file and a Markdown summary for a pull
/// request, added to GitHub's step summary when `GITHUB_STEP_SUMMARY` is set.
package struct GoldenReportOutputs: Sendable {
    /// Where reports go unless the command line says otherwise.
    package static let defaultFolder = "goldens-report"

    /// The report folder, created if missing.
    package var folder: String
    /// The JUnit XML file, if any.
    package var junit: String?
    /// The Markdown summary's file, if any.
    package var summary: String?
    /// The URL where CI keeps the report folder, for the summary's links; nil for the artifacts' paths.
    package var artifactsURL: String?

    /// Outputs to `folder` and the files named.
    package init(folder: String, junit: String? = nil, summary: String? = nil, artifactsURL: String? = nil) {
        (self.folder, self.junit, self.summary, self.artifactsURL) = (folder, junit, summary, artifactsURL)
    }

    /// Refuses a JUnit or summary name that cannot be a file, before any work.
    package func checkNames() throws(OutputError) {
        for path in [junit, summary].compactMap({ $0 }) { try OutputFile.checkName(path) }
    }

    /// Writes report.html and report.json, the JUnit XML and the Markdown summaries; prints
    /// where the page is unless `quiet`.
    /// - Throws: the exit code, the error reported.
    package func write(_ report: GoldenReport, quiet: Bool) throws {
        do {
            try report.write(toFolder: folder, junitPath: junit)
            if let summary {
                try report.writeMarkdown(to: summary, appending: false, reportFolder: folder, linkBase: artifactsURL)
            }
            if let step = ProcessEnvironment.variables["GITHUB_STEP_SUMMARY"], !step.isEmpty {
                try report.writeMarkdown(to: step, appending: true, reportFolder: folder, linkBase: artifactsURL)
            }
        } catch {
            throw ErrorReporting.report(error)
        }
        if !quiet { print("report: " + PathName.join(folder, "report.html")) }
    }
}
