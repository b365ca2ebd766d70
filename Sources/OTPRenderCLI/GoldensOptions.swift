import OTPAudit
import OTPCommandLine

/// The options of `goldens verify` and `goldens record`.
struct GoldensOptions {
    /// Where reports go unless `--report` says otherwise.
    static let defaultReport = "goldens-report"

    static let arguments: [ArgumentDeclaration] = [
        .positional("path", help: "A goldens folder (every spec JSON under it), or one spec JSON file."),
        JobsOption.argument,
        .option("report", valueName: "dir", defaultText: defaultReport,
                help: "The folder for report.html, report.json and the failures' artifacts (created if missing)."),
        .option("junit", valueName: "file", help: "Also write the results as JUnit XML to this file."),
    ] + DiffOptions.arguments + [
        .option("fonts", valueName: "dir", help: "The folder of bundled fonts."),
        .flag("quiet", help: "Print only failures (no summary)."),
        .option("audit", valueName: "level", value: AuditLevel.self,
                help: "Also audit every field spec, as its golden shows it, against WCAG at this level (AA or AAA); a failed audit fails the run."),
        .flag("strict", help: "Fail (exit 1) when a golden is stale: no spec produces it any more."),
        .option("from-artifacts", valueName: "dir", help: """
            Take the new images from this folder of .actual.png files (a report folder or its artifacts \
            folder, as verify --report writes them, e.g. downloaded from CI) instead of rendering; only \
            the images found there are checked.
            """),
    ]

    let path: String
    let jobs: Int
    let report: String
    let junit: String?
    let diffOptions: DiffOptions
    let fonts: String?
    let quiet: Bool
    let audit: AuditLevel?
    let strict: Bool
    let fromArtifacts: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        path = try arguments.required("path")
        jobs = try JobsOption.value(in: arguments)
        report = try arguments.value("report") ?? Self.defaultReport
        junit = try arguments.value("junit")
        diffOptions = try DiffOptions(arguments)
        fonts = try arguments.value("fonts")
        quiet = arguments.flag("quiet")
        audit = try arguments.value("audit")
        strict = arguments.flag("strict")
        fromArtifacts = try arguments.value("from-artifacts")
    }
}
