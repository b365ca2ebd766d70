import OTPAudit
import OTPGolden

/// What a goldens run checks and how: the options of `goldens verify`, `record` and `lock`.
package struct GoldensRunOptions: Sendable {
    /// A goldens folder (every spec JSON under it), or one spec file.
    package var path: String
    /// Images rendered at once.
    package var jobs: Int
    /// Where the report goes.
    package var reports: GoldenReportOutputs
    /// How each new image is compared with its golden.
    package var diff: ImageDiff
    /// The options that chose `diff`, as the command line wrote them, for the command that
    /// accepts the new images.
    package var diffArguments: [String] = []
    /// The folder of bundled fonts; nil to find it.
    package var fonts: String?
    /// The render cache's folder; nil for none.
    package var cache: String?
    /// Print only failures.
    package var quiet = false
    /// The level each field spec is audited at, as its golden shows it; nil for no audit.
    package var audit: AuditLevel?
    /// Whether a stale golden fails the run.
    package var strict = false
    /// The folder of `.actual.png` files to check instead of rendering.
    package var fromArtifacts: String?
    /// The share of the specs to check; nil for all.
    package var shard: ShardOption?
    /// The commit whose specs draw the expected images of goldens the lock alone holds.
    package var baseline: GitRevision?

    /// A run over `path`, `jobs` at a time, comparing with `diff`, reporting to `reports`.
    package init(path: String, jobs: Int, reports: GoldenReportOutputs, diff: ImageDiff) {
        (self.path, self.jobs, self.reports, self.diff) = (path, jobs, reports, diff)
    }
}
