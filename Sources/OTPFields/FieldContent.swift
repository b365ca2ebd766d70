/// What each cell shows, derived from the spec: the characters entered (after replaying
/// `input`, if any), which are masked, and where the focus is.
public struct FieldContent: Hashable, Sendable {
    /// The entered characters, one per filled cell.
    public let characters: [Character]
    /// The cell with the focus colour, or `nil` when nothing is focused.
    public let focusIndex: Int?

    /// The content of `spec`, with `text` entered (``FieldSpec/enteredText()``).
    public init(spec: FieldSpec, text: String) {
        characters = Array(text.prefix(spec.length))
        let isFocusable = spec.focused && spec.state != .disabled
        focusIndex = isFocusable ? (spec.focusIndex ?? min(characters.count, spec.length - 1)) : nil
    }

    /// The text drawn in filled cell `index`: the character, or the mask for secure entry
    /// (`nil` for a dot mask, drawn as a circle). With `revealLast` the last one stays visible.
    public func displayedText(at index: Int, secure: SecureSpec) -> String? {
        let character = String(characters[index])
        guard secure.enabled, !(secure.revealLast && index == characters.count - 1) else { return character }
        return secure.mask == "dot" ? nil : secure.mask
    }

    /// The placeholder for empty cell `index`: a one-character placeholder in every cell,
    /// a longer one character by character.
    public static func placeholder(_ placeholder: String, at index: Int) -> String? {
        let characters = Array(placeholder)
        if characters.count == 1 { return String(characters[0]) }
        return index < characters.count ? String(characters[index]) : nil
    }
}
