/// One key event replayed through an ``InputModel``: what a user (or the system keyboard)
/// does to a code field. The spec's `input` strings parse into these with
/// ``init(parsing:at:)`` and ``parse(_:)``.
public enum InputEvent: Hashable, Sendable {
    /// A keyboard insert of one or more characters: a key press, or a bulk insert such as
    /// the keyboard's SMS one-time-code autofill.
    case type(String)
    /// Text pasted from the clipboard.
    case paste(String)
    /// The delete key: removes the last character.
    case backspace
    /// Empties the field.
    case clear
}

// MARK: - Parsing the spec's `input` strings

extension InputEvent {
    /// The keyword prefix of a paste, as in `"paste:123 456"`.
    static let pastePrefix = "paste:"
    /// The keyword prefix of an explicit insert, as in `"type:backspace"`.
    static let typePrefix = "type:"

    /// Parses one string of the spec's `input` array:
    /// - `"backspace"` is ``backspace``, `"clear"` is ``clear``;
    /// - `"paste:TEXT"` pastes TEXT, `"type:TEXT"` types TEXT (so `"type:clear"` types the
    ///   letters c-l-e-a-r);
    /// - any other string is typed as-is (`"1"` types 1, `"123456"` is a bulk insert).
    ///
    /// Keywords and prefixes are matched exactly, scalar by scalar, and are case-sensitive.
    /// - Parameters:
    ///   - string: the string from the spec.
    ///   - index: its position in the `input` array, for the error message.
    /// - Throws: ``InputEventError/empty(index:string:)`` for `""`, and
    ///   ``InputEventError/missingText(index:string:)`` for `"paste:"` or `"type:"` with
    ///   nothing after the colon.
    public init(parsing string: String, at index: Int = 0) throws(InputEventError) {
        switch string {
        case "":
            throw .empty(index: index, string: string)
        case "backspace":
            self = .backspace
        case "clear":
            self = .clear
        default:
            if let text = Self.text(of: string, after: Self.pastePrefix) {
                guard !text.isEmpty else { throw .missingText(index: index, string: string) }
                self = .paste(text)
            } else if let text = Self.text(of: string, after: Self.typePrefix) {
                guard !text.isEmpty else { throw .missingText(index: index, string: string) }
                self = .type(text)
            } else {
                self = .type(string)
            }
        }
    }

    /// Parses the spec's whole `input` array, in order.
    /// - Throws: the ``InputEventError`` of the first string that does not parse, carrying
    ///   its index.
    public static func parse(_ strings: [String]) throws(InputEventError) -> [InputEvent] {
        var events: [InputEvent] = []
        events.reserveCapacity(strings.count)
        for (index, string) in strings.enumerated() {
            events.append(try InputEvent(parsing: string, at: index))
        }
        return events
    }

    /// What follows `prefix` in `string`, or `nil` when `string` does not start with it.
    /// Compares Unicode scalars, so a combining mark after the colon stays in the text.
    private static func text(of string: String, after prefix: String) -> String? {
        guard string.unicodeScalars.starts(with: prefix.unicodeScalars) else { return nil }
        let rest = string.unicodeScalars.dropFirst(prefix.unicodeScalars.count)
        return String(String.UnicodeScalarView(rest))
    }
}

extension InputEvent: CustomStringConvertible {
    /// The event as a spec `input` string: `"type:TEXT"`, `"paste:TEXT"`, `"backspace"` or
    /// `"clear"`. Parsing it gives the event back (except for an empty text).
    public var description: String {
        switch self {
        case .type(let text): return Self.typePrefix + text
        case .paste(let text): return Self.pastePrefix + text
        case .backspace: return "backspace"
        case .clear: return "clear"
        }
    }
}
