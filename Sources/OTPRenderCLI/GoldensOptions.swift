import OTPAudit
import OTPCommandLine
import OTPGolden
import OTPRendering

/// The options of `goldens verify`, `record` and `lock`: the run they configure.
enum GoldensOptions {
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

    /// The run's options from `arguments`.
    /// - Throws: ``UsageError`` for a bad combination or revision; the exit code, reported,
    ///   for a comparison's limits out of range.
    static func run(_ arguments: ParsedArguments) throws -> GoldensRunOptions {
        let diffOptions = try DiffOptions(arguments)
        let diff: ImageDiff
        do { diff = try diffOptions.imageDiff(perceptualByDefault: false) } catch { throw ErrorReporting.report(error) }
        var options = GoldensRunOptions(path: arguments[path], jobs: try JobsOption.value(in: arguments),
                                        reports: GoldensReportOptions.outputs(arguments), diff: diff)
        options.diffArguments = diffOptions.commandLine
        options.fonts = arguments[fonts]
        options.cache = RenderCacheOption.path(in: arguments)
        options.quiet = arguments[quiet]
        options.audit = arguments[audit]
        options.strict = arguments[strict]
        options.fromArtifacts = arguments[fromArtifacts]
        options.shard = arguments[shard]
        options.baseline = try arguments[baseline].map { text throws(UsageError) in
            guard let revision = GitRevision(argument: text) else {
                throw UsageError("--baseline \(text): name a revision as git:REF (git:main, git:HEAD~1, git:v1.2)")
            }
            return revision
        }
        return options
    }
}
