/// Why JSON could not be read, or a key path not set: each case carries what a message
/// needs, and ``description`` is the one-line message without the file's name (the caller
/// that knows the file puts it in front: `spec.json: line 3, column 14: expected ',' or '}'`).
public enum JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not JSON (or nests too deeply); 1-based line and column.
    case syntax(line: Int, column: Int, message: String)
    /// The input is longer than the parser's limit (`JSONValue.defaultMaxBytes`).
    case inputTooLarge(bytes: Int, limit: Int)
    /// An object has the same key twice; the position is the second one's.
    case duplicateKey(path: String, line: Int, column: Int)
    /// A key path given to `JSONValue.setting(keyPath:to:)` with an empty component.
    case invalidKeyPath(String)
    /// `JSONValue.setting(keyPath:to:)` met a value that is neither an object nor null at
    /// `path` ("top level" for the document itself); `value` is its `JSONValue.excerpt`.
    case notAnObject(path: String, value: String, keyPath: String)

    public var description: String {
        switch self {
        case .syntax(let line, let column, let message):
            return "line \(line), column \(column): \(message)"
        case .inputTooLarge(let bytes, let limit):
            return "the input is \(bytes) bytes, more than the limit of \(limit)"
        case .duplicateKey(let path, let line, let column):
            return "\(path): duplicate key (line \(line), column \(column))"
        case .invalidKeyPath(let keyPath):
            return "\(JSONValue.quoted(keyPath)) is not a key path (use names joined by dots, e.g. cell.width)"
        case .notAnObject(let path, let value, let keyPath):
            return "\(path): \(value) must be an object to set \(keyPath)"
        }
    }
}
