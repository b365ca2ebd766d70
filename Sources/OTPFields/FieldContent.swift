import OTPSpec

/// What each cell shows, derived from the spec: the characters entered (after replaying
/// `input`, if any), which are masked, and where the focus is.
///
/// The characters are a slice of the entered text, not a copy: working out a field's content
/// allocates nothing.
public struct FieldContent: Hashable, Sendable {
    /// The entered characters, one per filled cell (at most the field's length).
    public let characters: Substring
    /// How many cells are filled: the number of ``characters``.
    public let count: Int
    /// The cell with the focus colour, or `nil` when nothing is focused.
    public let focusIndex: Int?

    /// The content of `spec`, with `text` entered (``FieldSpec/enteredText()``).
    public init(spec: borrowing FieldSpec, text: String) {
        characters = text.prefix(spec.length)
        count = characters.count
        focusIndex = spec.showsFocus ? (spec.focusIndex ?? min(count, spec.length - 1)) : nil
    }

    /// The character in filled cell `index`.
    public func character(at index: Int) -> Character {
        characters[characters.index(characters.startIndex, offsetBy: index)]
    }

    /// Whether filled cell `index` shows a mask instead of its character: in secure entry,
    /// all but the last one with `revealLast`.
    public func isMasked(at index: Int, secure: SecureSpec) -> Bool {
        secure.enabled && !(secure.revealLast && index == count - 1)
    }

    /// The text drawn in filled cell `index`: the character (a digit shown in `digits`), or
    /// the mask for secure entry (`nil` for a dot mask, drawn as a circle).
    public func displayedText(at index: Int, secure: SecureSpec, digits: NumberingSystem = .latin) -> String? {
        guard isMasked(at: index, secure: secure) else { return digits.displaying(String(character(at: index))) }
        return secure.mask == "dot" ? nil : digits.displaying(secure.mask)
    }

    /// The placeholder for empty cell `index`: a one-character placeholder in every cell,
    /// a longer one character by character.
    public static func placeholder(_ placeholder: String, at index: Int) -> String? {
        let count = placeholder.count
        if count == 1 { return placeholder }
        guard index < count else { return nil }
        return String(placeholder[placeholder.index(placeholder.startIndex, offsetBy: index)])
    }
}
