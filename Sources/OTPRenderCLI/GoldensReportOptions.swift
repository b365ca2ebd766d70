import FoundationEssentials
import OTPCommandLine
import OTPFiles
import OTPGolden

/// Where a goldens command writes its report, as verify, record, lock, review, diff and merge
/// take it: the report folder (`--report DIR`; merge's `-o DIR`), `--junit`, `--summary` and
/// `--artifacts-url`.
struct GoldensReportOptions {
    /// Where reports go unless `--report` says otherwise.
    static let defaultFolder = "goldens-report"

    /// `--report DIR`.
    static let folderArgument: Argument<String> = .option("report", valueName: "dir", default: defaultFolder, help: """
        The folder for report.html, report.json and the failures' artifacts (created if missing).
        """)

    /// `--junit`, `--summary` and `--artifacts-url`.
    static let junit: Argument<String?> = .option("junit", valueName: "file", help: "Also write the results as JUnit XML to this file.")
    static let summary: Argument<String?> = .option("summary", valueName: "file", help: """
        Also write a Markdown summary for a pull request to this file: a table of the changed, new, \
        failed and stale goldens with their pixel counts and links to their artifacts. When \
        GITHUB_STEP_SUMMARY is set, the summary is also added to that file.
        """)
    static let artifactsURL: Argument<String?> = .option("artifacts-url", valueName: "url", help: """
        The URL where CI keeps the report folder, for the summary's links (default: the artifacts' paths).
        """)
    /// `--junit`, `--summary` and `--artifacts-url`.
    static let arguments: [any ArgumentDeclaring] = [junit, summary, artifactsURL]

    /// The report folder.
    let folder: String
    private let arguments: ParsedArguments

    /// The options given; the folder is `folderArgument`'s value (`--report`, or merge's `-o`).
    init(_ arguments: ParsedArguments, folderArgument: Argument<String> = Self.folderArgument) {
        folder = arguments[folderArgument]
        self.arguments = arguments
    }

    private var junit: String? { arguments[Self.junit] }
    private var summary: String? { arguments[Self.summary] }

    /// Refuses a JUnit or summary name that cannot be a file, before any work.
    func checkNames() throws(OutputError) {
        for path in [junit, summary].compactMap({ $0 }) { try OutputFile.checkName(path) }
    }

    /// Writes report.html and report.json, the JUnit XML and the Markdown summaries (to
    /// `--summary`'s file, and added to GitHub's step summary when set); prints where the page
    /// is unless `quiet`.
    /// - Throws: the exit code, the error reported.
    func write(_ report: GoldenReport, quiet: Bool) throws {
        do {
            try report.write(toFolder: folder, junitPath: junit)
            if let summary {
                try report.writeMarkdown(to: summary, appending: false, reportFolder: folder, linkBase: arguments[Self.artifactsURL])
            }
            if let step = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !step.isEmpty {
                try report.writeMarkdown(to: step, appending: true, reportFolder: folder, linkBase: arguments[Self.artifactsURL])
            }
        } catch {
            throw ErrorReporting.report(error)
        }
        if !quiet { print("report: " + PathName.join(folder, "report.html")) }
    }
}
