/// A text of the spec that came from a string source: what the decoder records for each
/// `"@key"` it looks up, for `otp-render strings`.
public struct SpecTextUse: Hashable, Sendable {
    /// The key path of the text (`title.text`, `message.error`, `button.format`), as
    /// ``FieldSpec/drawnTexts`` names it.
    public let keyPath: String
    /// The text as found: key, locale asked for and found in, source, plural form, text.
    public let text: FoundText
    /// Why the key stands in for its text, when the sources lack it and the loader allows
    /// that (`otp-render --allow-missing`); nil for a text that was found.
    public let warning: String?

    public init(keyPath: String, text: FoundText, warning: String? = nil) {
        self.keyPath = keyPath
        self.text = text
        self.warning = warning
    }
}
