import OTPCommandLine
import OTPRendering

/// Where a goldens command writes its report, as verify, record, lock, review, diff and merge
/// take it: the report folder (`--report DIR`; merge's `-o DIR`), `--junit`, `--summary` and
/// `--artifacts-url`.
enum GoldensReportOptions {
    /// `--report DIR`.
    static let folderArgument: Argument<String> = .option(
        "report", valueName: "dir", default: GoldenReportOutputs.defaultFolder,
        help: "The folder for report.html, report.json and the failures' artifacts (created if missing).")
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

    /// The outputs given; the folder is `folderArgument`'s value (`--report`, or merge's `-o`).
    static func outputs(_ arguments: ParsedArguments, folderArgument: Argument<String> = Self.folderArgument) -> GoldenReportOutputs {
        GoldenReportOutputs(folder: arguments[folderArgument], junit: arguments[junit], summary: arguments[summary],
                            artifactsURL: arguments[artifactsURL])
    }
}
