/// Why a string of the spec's `input` array is not an `InputEvent`.
public enum InputEventError: Error, Hashable, Sendable {
    /// `input[index]` is the empty string.
    case empty(index: Int, string: String)
    /// `input[index]` is `"paste:"` or `"type:"` with no text after the colon.
    case missingText(index: Int, string: String)

    /// The position of the offending string in the `input` array.
    public var index: Int {
        switch self {
        case .empty(let index, _), .missingText(let index, _): return index
        }
    }

    /// The offending string.
    public var string: String {
        switch self {
        case .empty(_, let string), .missingText(_, let string): return string
        }
    }
}

extension InputEventError: CustomStringConvertible {
    /// One line naming the key path, the string and what to write instead, e.g.
    /// `input[3]: "" is empty; use "backspace", "clear", "paste:TEXT", "type:TEXT" or the characters to type`.
    public var description: String {
        let location = "input[\(index)]: \(String(reflecting: string))"
        switch self {
        case .empty:
            return "\(location) is empty; use \"backspace\", \"clear\", \"paste:TEXT\", "
                + "\"type:TEXT\" or the characters to type"
        case .missingText:
            return "\(location) has no text after the colon; write the text, "
                + "as in \"paste:123456\" or \"type:1\""
        }
    }
}
