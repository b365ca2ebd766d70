/// What a golden check found, with the exit code the command line reports for it
/// (docs/faults-and-limits.md, "Exit codes"): 0 matched, 1 different, 2 size mismatch, 3 missing or unreadable;
/// and, comparing two revisions (`goldens diff`), 0 for an image only one of them draws.
public enum GoldenVerdict: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The pixels are identical, or differ within the limits of the ``ImageDiff``.
    case matched
    /// More pixels differ than the limits allow.
    case different
    /// The golden and the new image are not the same size.
    case sizeMismatch = "size-mismatch"
    /// There is no golden file.
    case missing
    /// The golden file cannot be read or is not a PNG (a Git LFS pointer, a corrupt file).
    case unreadable
    /// In a diff of two revisions: the head draws an image whose spec the base does not have.
    case added
    /// In a diff of two revisions: the base has a spec the head no longer has.
    case removed

    /// The process exit code of this verdict: 0, 1, 2 or 3.
    public var exitCode: Int32 {
        switch self {
        case .matched: return 0
        case .different: return 1
        case .sizeMismatch: return 2
        case .missing, .unreadable: return 3
        case .added, .removed: return 0
        }
    }

    /// Whether the check passed.
    public var passed: Bool { self == .matched }

    /// Whether only one of a diff's revisions has the image (``added`` or ``removed``): a
    /// change to report, not a failure.
    public var isOneSided: Bool { self == .added || self == .removed }

    /// The verdict for a comparison of the golden with the new image.
    package init(_ verdict: ImageDiffResult.Verdict) {
        switch verdict {
        case .identical, .withinTolerance: self = .matched
        case .different: self = .different
        case .sizeMismatch: self = .sizeMismatch
        }
    }

    /// `matched`, `different`, `size-mismatch`, `missing`, `unreadable`, `added` or `removed`,
    /// as in reports.
    public var description: String { rawValue }
}
