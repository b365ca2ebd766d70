import OTPGolden

/// One image a reviewer can accept or reject: a golden that changed, a new one, or one that
/// could not be read, with the files `goldens verify` wrote for it.
package struct ReviewItem: Hashable, Sendable {
    /// What happened to the golden.
    package enum Change: String, Hashable, Sendable {
        /// Pixels differ.
        case changed
        /// The size changed.
        case resized
        /// There was no golden.
        case new
        /// The golden is not a readable PNG.
        case corrupt
    }

    /// The image's name in the report, e.g. `boxed/boxed-empty@2x`.
    package let name: String
    package let change: Change
    /// The golden PNG, written when the change is accepted.
    package let goldenPath: String
    /// The spec it was rendered from, if known.
    package let specPath: String?
    /// What verify found, in one line.
    package let message: String
    /// The new image (`<name>.actual.png` in the report's artifacts).
    package let actualPath: String
    /// The golden as it was, and where the two differ (absent for a new or corrupt golden).
    package let expectedPath: String?
    package let diffPath: String?

    /// The item of a failed entry whose new image can be accepted, else `nil` (an error, a
    /// Git LFS pointer, a golden already written, an entry without artifacts).
    package init?(_ entry: GoldenReportEntry) {
        guard entry.status == .failed, entry.acceptCommand != nil, let verdict = entry.verdict, let goldenPath = entry.goldenPath,
              let artifacts = entry.artifacts else { return nil }
        switch verdict {
        case .matched, .added, .removed: return nil
        case .different: change = .changed
        case .sizeMismatch: change = .resized
        case .missing: change = .new
        case .unreadable: change = .corrupt
        }
        (name, self.goldenPath, specPath, message) = (entry.name, goldenPath, entry.specPath, entry.message)
        (actualPath, expectedPath, diffPath) = (artifacts.actual, artifacts.expected, artifacts.diff)
    }
}
