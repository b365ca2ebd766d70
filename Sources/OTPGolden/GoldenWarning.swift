/// What a golden run noticed about a spec that still drew (a text that does not fit its
/// cell, say): reported beside the checks, never a failure.
public struct GoldenWarning: Hashable, Sendable {
    /// The spec's name, e.g. `locales/signin-de`.
    public var name: String
    /// The spec file.
    public var specPath: String
    /// One line per warning: `button "Erneut senden in 42 Sekunden" is 199.07 pt wider than the block (…)`.
    public var lines: [String]

    public init(name: String, specPath: String, lines: [String]) {
        (self.name, self.specPath, self.lines) = (name, specPath, lines)
    }
}
