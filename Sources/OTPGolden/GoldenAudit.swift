/// One spec's accessibility audit in a golden run (`goldens verify --audit AA`): the spec as
/// its golden shows it, checked at a level, and the lines of the checks that failed.
public struct GoldenAudit: Hashable, Sendable {
    /// The spec's name, e.g. `boxed/boxed-empty`.
    public var name: String
    /// The spec file.
    public var specPath: String
    /// The level checked, e.g. "AA".
    public var level: String
    /// "14 checks at AA: 13 pass, 1 fail".
    public var summary: String
    /// One line per failed check: "boxed-empty: cell boundary (border) #C4C9D4 on #FFFFFF 1.65:1, …".
    public var failures: [String]

    public init(name: String, specPath: String, level: String, summary: String, failures: [String]) {
        (self.name, self.specPath, self.level, self.summary, self.failures) = (name, specPath, level, summary, failures)
    }

    /// Whether every check passed (or was exempt).
    public var passed: Bool { failures.isEmpty }
}
