/// How typed and pasted text becomes the value, as each seed component does it.
public enum InputRule: String, Hashable, Sendable, CaseIterable {
    /// Modern behaviour: typing appends one accepted character until full; a paste (or a
    /// multi-character insert such as an autofill) keeps only the accepted characters
    /// ("123 456", "123-456" and "Your code is 123456" all give 123456): with at least
    /// `length` of them it replaces the value with the first `length`, with fewer it
    /// appends them until full.
    case standard
    /// Seed 000: an insert of at least `length` characters (SMS autofill) replaces the
    /// value with its last `length` characters; shorter inserts append until full.
    case keepLast
    /// Seed 002: one `[A-Za-z0-9]` character at a time; anything else, and anything past
    /// full, is ignored.
    case singleCharacter
    /// Seeds 003 and 004: characters append until full; backspace deletes the last.
    case appendUntilFull
}
