/// The files written for a failed golden check, by ``ArtifactWriter``.
public struct GoldenArtifacts: Hashable, Sendable {
    /// The golden as it was (absent when it was missing or unreadable).
    public var expected: String?
    /// The new image.
    public var actual: String
    /// Where they differ (absent when there was no golden to compare with).
    public var diff: String?
    /// Expected | Diff | Actual, labelled, with the changed region enlarged (absent without
    /// a font, or when too large for a pixmap).
    public var sideBySide: String?

    public init(expected: String? = nil, actual: String, diff: String? = nil, sideBySide: String? = nil) {
        (self.expected, self.actual, self.diff, self.sideBySide) = (expected, actual, diff, sideBySide)
    }

    /// Every path, in the order expected, actual, diff, side-by-side.
    public var paths: [String] { [expected, actual, diff, sideBySide].compactMap { $0 } }

    /// The file a reviewer should open first: the side-by-side, else the diff, else the new image.
    public var primary: String { sideBySide ?? diff ?? actual }
}
