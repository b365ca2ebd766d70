import OTPAudit
import OTPCommandLine

/// The options of `goldens verify` and `goldens record`, and the run they configure.
struct GoldensOptions {
    static let path: Argument<String> = .positional("path", help: "A goldens folder (every spec JSON under it), or one spec JSON file.")
    static let fonts: Argument<String?> = .option("fonts", valueName: "dir", help: "The folder of bundled fonts.")
    static let quiet: Argument<Bool> = .flag("quiet", help: "Print only failures (no summary).")
    static let audit: Argument<AuditLevel?> = .option("audit", valueName: "level", help: """
        Also audit every field spec, as its golden shows it, against WCAG at this level (AA or AAA); a failed audit fails the run.
        """)
    static let strict: Argument<Bool> = .flag("strict", help: "Fail (exit 1) when a golden is stale: no spec produces it any more.")
    static let shard: Argument<ShardOption?> = .option("shard", valueName: "K/N|auto", help: """
        Check only the K-th of N equal shares of the specs (1-based, in the order of their paths), \
        e.g. 2/4; or auto, to read them from the environment as batch --shard auto does (Bazel, \
        Kubernetes, Buildkite, CircleCI, GitLab, or OTP_RENDER_SHARD=K/N). Stale goldens are not \
        looked for in a shard.
        """)
    static let baseline: Argument<String?> = .option("baseline", valueName: "git:REF", help: """
        Where a golden is held by goldens.lock alone and its new image differs, draw the expected \
        image from the spec as this commit has it (git archive into a temporary folder), so the \
        failure has its expected image, diff and side-by-side.
        """)
    static let fromArtifacts: Argument<String?> = .option("from-artifacts", valueName: "dir", help: """
        Take the new images from this folder of .actual.png files (a report folder or its artifacts \
        folder, as verify --report writes them, e.g. downloaded from CI) instead of rendering; only \
        the images found there are checked.
        """)
    static let arguments: [any ArgumentDeclaring] = [path, JobsOption.argument, GoldensReportOptions.folderArgument]
        + GoldensReportOptions.arguments + DiffOptions.arguments
        + [fonts, RenderCacheOption.argument, quiet, audit, strict, shard, baseline, fromArtifacts]

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
        path = arguments[Self.path]
        jobs = try JobsOption.value(in: arguments)
        reports = GoldensReportOptions(arguments)
        diffOptions = try DiffOptions(arguments)
        fonts = arguments[Self.fonts]
        cache = RenderCacheOption.path(in: arguments)
        quiet = arguments[Self.quiet]
        audit = arguments[Self.audit]
        strict = arguments[Self.strict]
        fromArtifacts = arguments[Self.fromArtifacts]
        shard = arguments[Self.shard]
        baseline = try arguments[Self.baseline].map { text throws(UsageError) in
            guard let revision = GitRevision(argument: text) else {
                throw UsageError("--baseline \(text): name a revision as git:REF (git:main, git:HEAD~1, git:v1.2)")
            }
            return revision
        }
    }
}
