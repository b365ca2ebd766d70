/// The result of checking one new image against its golden: the verdict, the comparison
/// behind it, and whether the golden was written.
public struct GoldenOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The golden PNG's path.
    public let goldenPath: String
    /// What was found, before any recording.
    public let verdict: GoldenVerdict
    /// The comparison of the golden with the new image; `nil` when the golden was missing or
    /// unreadable.
    public let comparison: ImageDiffResult?
    /// Why the golden could not be read (``GoldenVerdict/missing`` or
    /// ``GoldenVerdict/unreadable``); `nil` otherwise.
    public let problem: GoldenError?
    /// Whether the golden was written by this check (see ``RecordMode``): its file, or its
    /// entry of a lock file that alone is recorded.
    public let recorded: Bool
    /// The new image against its lock file's entry, when there is one.
    public let lockComparison: LockComparison?

    package init(goldenPath: String, verdict: GoldenVerdict, comparison: ImageDiffResult?, problem: GoldenError?,
                recorded: Bool, lockComparison: LockComparison? = nil, recordedInLockOnly: Bool = false) {
        (self.goldenPath, self.verdict, self.comparison) = (goldenPath, verdict, comparison)
        (self.problem, self.recorded, self.lockComparison) = (problem, recorded, lockComparison)
        self.recordedInLockOnly = recorded && recordedInLockOnly
    }

    /// Whether the new image was recorded in the lock file alone, no PNG written.
    public let recordedInLockOnly: Bool
    /// For a golden held by its lock alone: where its expected image was drawn from
    /// (`git:main`, by `GoldenStore.check(_:withExpected:from:ignoring:)`), which
    /// ``comparison`` then compares with; `nil` when it was not.
    public internal(set) var expectedSource: String?

    /// Whether the golden is held by its lock file alone, its PNG absent.
    public var isLockedOnly: Bool { lockComparison != nil && problem == nil && (comparison == nil || expectedSource != nil) }

    /// Whether the new image matches its golden.
    public var passed: Bool { verdict.passed }

    /// 0 matched, 1 different, 2 size mismatch, 3 missing or unreadable.
    public var exitCode: Int32 { verdict.exitCode }

    /// What was found, without the path: `different: 12 of 4800 pixels differ (…)`,
    /// `missing`, `is a Git LFS pointer, …`.
    public var finding: String {
        guard let lockComparison else { return pngFinding }
        if isLockedOnly {
            if lockComparison.matches { return lockComparison.description }
            guard let expectedSource, let comparison else {
                return "\(lockComparison); the expected image is not on disk (--baseline git:REF draws it from a commit's spec)"
            }
            return "\(lockComparison); against the expected image drawn from \(expectedSource): \(comparison)"
        }
        if lockComparison.matches { return passed ? pngFinding : "the PNG: \(pngFinding); \(lockComparison.description)" }
        return "the PNG: \(pngFinding); \(lockComparison)"
    }

    /// What comparing with the golden PNG found.
    private var pngFinding: String {
        if let problem {
            guard case .missing = problem else { return Self.withoutPath(problem) }
            return "missing golden"
        }
        return comparison.map(\.description) ?? verdict.description
    }

    /// One line: the golden's path, what was found, and whether it was written.
    public var description: String {
        var text = "\(goldenPath): \(finding)"
        if recorded { text += passed ? "; rewritten" : recordedInLockOnly ? "; its hash goes to \(GoldenLock.fileName)" : "; the new image was written to it" }
        return text
    }

    /// A golden error's message without the leading `path: `.
    private static func withoutPath(_ error: GoldenError) -> String {
        let text = error.description
        guard let path = error.path, text.hasPrefix(path + ": ") else { return text }
        return String(text.dropFirst(path.count + 2))
    }
}
