/// A text of a spec that names a key of its string sources: `"@code.title"`,
/// `{"key": "code.sent", "args": ["+1 415 555 0132"]}` or, with named arguments,
/// `{"key": "code.sent", "args": {"phone": "+1 415 555 0132"}}`.
public struct SpecTextReference: Hashable, Sendable {
    /// A value a text's placeholders take.
    public enum Argument: Hashable, Sendable {
        case text(String)
        case number(Double)
    }

    /// The key.
    public let key: String
    /// The arguments by position (a JSON array).
    public var arguments: [Argument] = []
    /// The arguments by name (a JSON object).
    public var named: [String: Argument] = [:]

    public init(key: String, arguments: [Argument] = [], named: [String: Argument] = [:]) {
        (self.key, self.arguments, self.named) = (key, arguments, named)
    }
}
