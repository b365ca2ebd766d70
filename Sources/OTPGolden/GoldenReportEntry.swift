/// One line of a ``GoldenReport``: a golden that was checked, or an image that could not be
/// made (an invalid spec, a render error).
public struct GoldenReportEntry: Hashable, Sendable {
    /// How the entry ended.
    public enum Status: String, CaseIterable, Hashable, Sendable {
        /// The image matches its golden.
        case passed
        /// The golden was missing or different and has been written, as asked
        /// (`goldens record`).
        case recorded
        /// The image does not match its golden (which may have been written all the same:
        /// see ``RecordMode``).
        case failed
        /// No image could be made to compare.
        case error
    }

    /// The image's name, e.g. `boxed/boxed-empty@2x`: its folder under the goldens folder and
    /// the golden's file name without `.png`.
    public var name: String
    /// The spec the image was rendered from, if any.
    public var specPath: String?
    /// The golden PNG's path, when known.
    public var goldenPath: String?
    /// How the entry ended.
    public var status: Status
    /// The check's verdict; `nil` for errors.
    public var verdict: GoldenVerdict?
    /// One line saying what happened (the golden's path aside).
    public var message: String
    /// 0 for passed and recorded entries; else the verdict's exit code (1, 2, 3) or the error's
    /// (64 invalid input, 70 internal).
    public var exitCode: Int32
    /// The comparison, when there was a golden to compare with.
    public var comparison: ImageDiffResult?
    /// The files written for a failure.
    public var artifacts: GoldenArtifacts?
    /// The command that accepts the new image, for failures that can be accepted (not when
    /// the golden was already written, nor for a Git LFS pointer).
    public var acceptCommand: String?
    /// How long the entry took (render, compare, artifacts), in seconds.
    public var seconds: Double

    /// The entry of a checked golden. With `acceptsRecorded`, a golden the check wrote counts
    /// as ``Status/recorded`` (the run was asked to record); otherwise as failed.
    public init(name: String, specPath: String? = nil, outcome: GoldenOutcome, acceptsRecorded: Bool = false,
                artifacts: GoldenArtifacts? = nil, acceptCommand: String? = nil, seconds: Double = 0) {
        let status: Status = outcome.passed ? .passed : outcome.recorded && acceptsRecorded ? .recorded : .failed
        self.init(name: name, specPath: specPath, goldenPath: outcome.goldenPath, status: status,
                  verdict: outcome.verdict, message: Self.message(outcome), exitCode: status == .failed ? outcome.exitCode : 0,
                  comparison: outcome.comparison, seconds: seconds)
        guard status == .failed else { return }
        self.artifacts = artifacts
        // Nothing to accept when the new image was already written, or when the golden is a
        // Git LFS pointer (never overwritten: the image exists and must be fetched).
        if !outcome.recorded, outcome.problem != .lfsPointer(path: outcome.goldenPath) {
            self.acceptCommand = acceptCommand
        }
    }

    /// The entry of an image that could not be made: `message` and `exitCode` come from the
    /// error (64 for invalid input, 70 for internal errors).
    public init(name: String, specPath: String? = nil, goldenPath: String? = nil, errorMessage: String,
                exitCode: Int32, seconds: Double = 0) {
        self.init(name: name, specPath: specPath, goldenPath: goldenPath, status: .error, verdict: nil,
                  message: errorMessage, exitCode: exitCode, comparison: nil, seconds: seconds)
    }

    /// An entry from its parts (the initializers above and a diff's, in GoldenReportEntry+Diff).
    init(name: String, specPath: String?, goldenPath: String?, status: Status, verdict: GoldenVerdict?,
                 message: String, exitCode: Int32, comparison: ImageDiffResult?, seconds: Double) {
        (self.name, self.specPath, self.goldenPath, self.status) = (name, specPath, goldenPath, status)
        (self.verdict, self.message, self.exitCode, self.comparison) = (verdict, message, exitCode, comparison)
        self.seconds = seconds
    }

    /// Whether the entry fails the run.
    public var isFailure: Bool { status == .failed || status == .error }

    /// The outcome's finding, and what was written.
    private static func message(_ outcome: GoldenOutcome) -> String {
        guard outcome.recorded else { return outcome.finding }
        if outcome.recordedInLockOnly { return outcome.finding + "; its hash goes to \(GoldenLock.fileName)" }
        return outcome.finding + (outcome.passed ? "; rewritten" : "; the new image was written as the golden")
    }
}
