/// Why the string sources a spec names could not be read, or a text not found in them, as
/// the source says it (`SpecStringSource`): one line, the source first.
public struct SpecStringsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line: `Localizable.xcstrings: resend.title: no text for de (looked in de, en)`.
    public let description: String
    /// The file or folder the problem is in.
    public let source: String
    /// Whether the problem is a key no source has for the locale (which a loader may allow,
    /// `SpecStringLoader.allowsMissing`).
    public let isMissingKey: Bool

    package init(_ description: String, source: String, isMissingKey: Bool = false) {
        (self.description, self.source, self.isMissingKey) = (description, source, isMissingKey)
    }
}
