import OTPSpec

extension FieldSpec {
    /// The entered text to draw: ``value``, or, when ``input`` is set, the value left by
    /// replaying its events through an ``InputModel`` with this spec's length, character set
    /// and input rule.
    package func enteredText() throws(InputEventError) -> String {
        guard let input else { return value }
        let events = try InputEvent.parse(input)
        return InputModel.replay(events, length: length, charset: charset, rule: inputRule).value
    }
}
