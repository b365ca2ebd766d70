import OTPAudit
import OTPCommandLine

/// The options of `goldens verify` and `goldens record`.
struct GoldensOptions {
    static let arguments: [ArgumentDeclaration] = [
        .positional("path", help: "A goldens folder (every spec JSON under it), or one spec JSON file."),
        JobsOption.argument,
        GoldensReportOptions.folderArgument,
    ] + GoldensReportOptions.arguments + DiffOptions.arguments + [
        .option("fonts", valueName: "dir", help: "The folder of bundled fonts."),
        RenderCacheOption.argument,
        .flag("quiet", help: "Print only failures (no summary)."),
        .option("audit", valueName: "level", value: AuditLevel.self,
                help: "Also audit every field spec, as its golden shows it, against WCAG at this level (AA or AAA); a failed audit fails the run."),
        .flag("strict", help: "Fail (exit 1) when a golden is stale: no spec produces it any more."),
        .option("shard", valueName: "K/N|auto", value: ShardOption.self, help: """
            Check only the K-th of N equal shares of the specs (1-based, in the order of their paths), \
            e.g. 2/4; or auto, to read them from the environment as batch --shard auto does (Bazel, \
            Kubernetes, Buildkite, CircleCI, GitLab, or OTP_RENDER_SHARD=K/N). Stale goldens are not \
            looked for in a shard.
            """),
        .option("baseline", valueName: "git:REF", help: """
            Where a golden is held by goldens.lock alone and its new image differs, draw the expected \
            image from the spec as this commit has it (git archive into a temporary folder), so the \
            failure has its expected image, diff and side-by-side.
            """),
        .option("from-artifacts", valueName: "dir", help: """
            Take the new images from this folder of .actual.png files (a report folder or its artifacts \
            folder, as verify --report writes them, e.g. downloaded from CI) instead of rendering; only \
            the images found there are checked.
            """),
    ]

    let path: String
    let jobs: Int
    /// Where the report goes.
    let reports: GoldensReportOptions
    let diffOptions: DiffOptions
    let fonts: String?
    /// The render cache's folder (`--cache`, else `OTP_RENDER_CACHE`); `nil` for none.
    let cache: String?
    let quiet: Bool
    let audit: AuditLevel?
    let strict: Bool
    let fromArtifacts: String?
    let shard: ShardOption?
    /// The commit whose specs draw the expected images of goldens the lock alone holds.
    let baseline: GitRevision?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        path = try arguments.required("path")
        jobs = try JobsOption.value(in: arguments)
        reports = try GoldensReportOptions(arguments)
        diffOptions = try DiffOptions(arguments)
        fonts = try arguments.value("fonts")
        cache = try RenderCacheOption.path(in: arguments)
        quiet = arguments.flag("quiet")
        audit = try arguments.value("audit")
        strict = arguments.flag("strict")
        fromArtifacts = try arguments.value("from-artifacts")
        shard = try arguments.value("shard")
        let baselineText: String? = try arguments.value("baseline")
        baseline = try baselineText.map { text throws(UsageError) in
            guard let revision = GitRevision(argument: text) else {
                throw UsageError("--baseline \(text): name a revision as git:REF (git:main, git:HEAD~1, git:v1.2)")
            }
            return revision
        }
    }
}
