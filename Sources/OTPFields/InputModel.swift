import OTPSpec

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
