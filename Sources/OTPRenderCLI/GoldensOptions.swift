import ArgumentParser
import FoundationEssentials
import OTPAudit

/// The options of `goldens verify` and `goldens record`.
struct GoldensOptions: ParsableArguments {
    @Argument(help: "A goldens folder (every spec JSON under it), or one spec JSON file.")
    var path: String

    @Option(help: "Images rendered at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("The folder for report.html, report.json and the failures' artifacts (created if missing).", valueName: "dir"))
    var report: String = "goldens-report"

    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    @OptionGroup var diffOptions: DiffOptions

    @Option(help: ArgumentHelp("The folder of bundled fonts.", valueName: "dir"))
    var fonts: String?

    @Flag(help: "Print only failures (no summary).")
    var quiet = false

    @Option(help: ArgumentHelp("Also audit every field spec, as its golden shows it, against WCAG at this level (AA or AAA); a failed audit fails the run.", valueName: "level"))
    var audit: AuditLevel?

    @Flag(help: "Fail (exit 1) when a golden is stale: no spec produces it any more.")
    var strict = false

    @Option(name: .customLong("from-artifacts"),
            help: ArgumentHelp("""
                Take the new images from this folder of .actual.png files (a report folder or its artifacts \
                folder, as verify --report writes them, e.g. downloaded from CI) instead of rendering; only \
                the images found there are checked.
                """, valueName: "dir"))
    var fromArtifacts: String?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }
}
