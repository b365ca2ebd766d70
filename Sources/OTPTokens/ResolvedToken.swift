/// A token with its aliases resolved and its value read.
public struct ResolvedToken: Hashable, Sendable {
    /// The dotted path (`color.border.default`).
    public let path: String
    public let value: TokenValue
    /// The token its value names directly (`{color.gray.300}` → `color.gray.300`); nil when
    /// the value is written out.
    public let aliasOf: String?
    /// The file that defines it (the last one, when several do).
    public let file: String
    public let description: String?
    /// nil when not deprecated; the reason (or "") when it is.
    public let deprecation: String?
}
