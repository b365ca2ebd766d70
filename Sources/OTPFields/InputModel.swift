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

/// Why a string of the spec's `input` array is not an ``InputEvent``.
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

// MARK: - The model

/// The text a code field holds, and how key events change it: the seeds' input logic
/// without UIKit. A value type; ``apply(_:)`` changes it, ``replay(_:length:charset:rule:)``
/// runs a whole `input` list from an empty field.
///
/// Characters are Swift `Character`s (extended grapheme clusters): an emoji, a flag or a
/// letter with combining marks fills one cell and is deleted by one backspace.
///
/// What every rule shares:
/// - only characters that ``charset`` accepts are entered; the others are dropped
///   (the seeds leave this to their number-pad keyboards);
/// - ``value`` never holds more than ``length`` characters;
/// - a character that would merge into the previous one (a lone combining mark after a
///   letter, the second half of a flag) is dropped, so each character stays one cell;
/// - `.backspace` deletes the last character and does nothing on an empty field
///   (seed 004's `deleteBackward` guards `textTot.length == 0`; seed 003 deletes with
///   `substringToIndex: length - 1`);
/// - `.clear` empties the field;
/// - ``isComplete`` is true when the field is full, where the seeds finish: seed 000
///   resigns first responder, seed 002 calls `didInputCompletionHandler`, seed 004 calls
///   `completeBlock`.
///
/// How inserts (`.type`, `.paste`) behave depends on ``rule``:
///
/// - ``InputRule/standard`` (modern fields, no seed): `.type` of one character appends it
///   when the field is not full. `.paste`, and `.type` of several characters (an autofill),
///   keep the accepted characters ("123 456", "123-456" and "Your code is 123456" all give
///   123456); when at least ``length`` remain they replace the value with the first
///   ``length`` of them, otherwise they are appended until full and the rest dropped.
///
/// - ``InputRule/keepLast`` (seed 000, SMSCodeInputView, `textFieldDidChangeValue:`):
///   `.type` and `.paste` alike, as the seed sees every insert the same way. When the
///   insert holds at least ``length`` accepted characters (the seed's
///   `text.length - lastString.length >= codeCount`: an SMS autofill, even into a
///   half-filled field) the value becomes the last ``length`` of them; a shorter insert
///   appends until full and the rest is dropped. The seed's own overflow branch,
///   `substringToIndex:_codeCount - 1`, keeps only the first n-1 characters when a short
///   insert overflows (typing a 5th digit into "1234" leaves "123"; its comment says it
///   meant N); ``InputRule/keepLast`` follows its documented "append until full" instead.
///
/// - ``InputRule/singleCharacter`` (seed 002, VCVerifyCodeInputView,
///   `textField:shouldChangeCharactersInRange:replacementString:`): an insert is all or
///   nothing. It is entered only when the field is not full and the whole inserted text is
///   one character matching `^[A-Za-z0-9]{1}$` that ``charset`` also accepts; any other
///   insert, such as a paste or autofill of several characters, changes nothing.
///
/// - ``InputRule/appendUntilFull`` (seed 003, IDVertificationCodeInputView,
///   `textField:shouldChangeCharactersInRange:replacementString:`; seed 004, FQ_CodeTextView,
///   `insertText:`): `.type` and `.paste` alike; accepted characters are appended one by
///   one until full and the rest dropped; an insert into a full field changes nothing. The
///   seeds append the whole inserted string whenever the field is not yet full, so a
///   several-character insert could overflow them; this rule stops at full.
public struct InputModel: Hashable, Sendable {
    /// The number of cells: the most characters ``value`` can hold (never negative).
    public let length: Int
    /// The characters that may be entered.
    public let charset: Charset
    /// How inserts behave (see ``InputModel``).
    public let rule: InputRule
    /// The characters entered so far: at most ``length``, all accepted by ``charset``.
    public private(set) var value: String = ""

    /// An empty field.
    /// - Parameters:
    ///   - length: the number of cells; a negative length is treated as 0.
    ///   - charset: the characters that may be entered. Default `.digits`, as the spec.
    ///   - rule: how inserts behave. Default `.standard`, as the spec.
    public init(length: Int, charset: Charset = .digits, rule: InputRule = .standard) {
        self.length = max(0, length)
        self.charset = charset
        self.rule = rule
    }

    /// Whether the field is full: ``value`` holds ``length`` characters.
    public var isComplete: Bool { value.count >= length }

    /// Applies one event (see ``InputModel`` for what each rule does).
    public mutating func apply(_ event: InputEvent) {
        switch event {
        case .type(let text): insert(text, isPaste: false)
        case .paste(let text): insert(text, isPaste: true)
        case .backspace: deleteLast()
        case .clear: value = ""
        }
    }

    /// Applies `events` in order to an empty field and returns the result.
    public static func replay(
        _ events: [InputEvent], length: Int, charset: Charset = .digits, rule: InputRule = .standard
    ) -> InputModel {
        var model = InputModel(length: length, charset: charset, rule: rule)
        for event in events {
            model.apply(event)
        }
        return model
    }

    // MARK: Inserts, per rule

    /// Routes a `.type` or `.paste` insert to its rule.
    private mutating func insert(_ text: String, isPaste: Bool) {
        switch rule {
        case .standard:
            if isPaste || text.count > 1 {
                fillFromStart(text)
            } else {
                appendUntilFull(text)
            }
        case .keepLast:
            keepLast(text)
        case .singleCharacter:
            enterSingleCharacter(text)
        case .appendUntilFull:
            appendUntilFull(text)
        }
    }

    /// `.standard` paste and autofill: at least `length` accepted characters replace the
    /// value with the first `length`; fewer are appended until full.
    private mutating func fillFromStart(_ text: String) {
        let characters = accepted(in: text)
        if characters.count >= length {
            replace(with: characters.prefix(length))
        } else {
            append(characters)
        }
    }

    /// `.keepLast` (seed 000): at least `length` accepted characters replace the value with
    /// the last `length`; fewer are appended until full.
    private mutating func keepLast(_ text: String) {
        let characters = accepted(in: text)
        if characters.count >= length {
            replace(with: characters.suffix(length))
        } else {
            append(characters)
        }
    }

    /// `.singleCharacter` (seed 002): the insert is entered only if it is exactly one
    /// `[A-Za-z0-9]` character that the charset accepts and the field is not full.
    private mutating func enterSingleCharacter(_ text: String) {
        guard text.count == 1, let character = text.first,
              Charset.alphanumeric.accepts(character), charset.accepts(character)
        else { return }
        appendSeparately(character)
    }

    /// `.appendUntilFull` (seeds 003 and 004), and `.standard` typing: accepted characters
    /// are appended until full; the rest is dropped.
    private mutating func appendUntilFull(_ text: String) {
        append(accepted(in: text))
    }

    // MARK: Building blocks

    /// The characters of `text` that the charset accepts, in order. Kept as separate
    /// characters: rejoining them into a string could merge neighbours that a dropped
    /// character kept apart.
    private func accepted(in text: String) -> [Character] {
        Array(text).filter { charset.accepts($0) }
    }

    /// Empties the field, then appends `characters` until full.
    private mutating func replace(with characters: some Sequence<Character>) {
        value = ""
        append(characters)
    }

    /// Appends `characters` one by one until the field is full.
    private mutating func append(_ characters: some Sequence<Character>) {
        for character in characters {
            if isComplete { return }
            appendSeparately(character)
        }
    }

    /// Appends `character` when the field is not full and it stays a character of its own
    /// (does not merge into the last one, as a lone combining mark would).
    private mutating func appendSeparately(_ character: Character) {
        guard !isComplete else { return }
        let candidate = value + String(character)
        guard candidate.count == value.count + 1, candidate.last == character else { return }
        value = candidate
    }

    /// `.backspace`: removes the last character, if any.
    private mutating func deleteLast() {
        if !value.isEmpty {
            value.removeLast()
        }
    }
}
