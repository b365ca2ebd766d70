/// The entries of a diff of two revisions (`goldens diff`) that only one side has: reported,
/// each with its verdict, and not failed.
extension GoldenReportEntry {
    /// This entry of an image the head draws and the base has no spec for (a check that found
    /// no golden), as ``GoldenVerdict/added``: no golden path, its new image kept as an
    /// artifact, nothing to accept.
    public func added(message: String) -> GoldenReportEntry {
        var entry = self
        (entry.status, entry.verdict, entry.message, entry.exitCode) = (.passed, .added, message, 0)
        (entry.goldenPath, entry.acceptCommand) = (nil, nil)
        return entry
    }

    /// The entry of a spec the base has and the head does not: `name` as the goldens folder
    /// names it, `specPath` where the base had it.
    public static func removed(name: String, specPath: String, message: String) -> GoldenReportEntry {
        GoldenReportEntry(name: name, specPath: specPath, goldenPath: nil, status: .passed, verdict: .removed,
                          message: message, exitCode: 0, comparison: nil, seconds: 0)
    }
}
