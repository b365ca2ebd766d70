import OTPSpec

/// A button's title as shown (``ButtonSpec/displayedTitle(remaining:)``), worked out again
/// only when the button or the digits change: a layout kept
/// from image to image then builds no string for it (a long one, in Arabic say, would be
/// allocated).
struct ButtonTitle {
    private var source: (button: ButtonSpec, digits: NumberingSystem)?
    /// The title last worked out.
    private(set) var text = ""

    /// Sets ``text`` to `button`'s title as shown, its numbers in `digits`.
    mutating func update(for button: ButtonSpec, digits: NumberingSystem) {
        if let source, source.button == button, source.digits == digits { return }
        source = (button, digits)
        text = digits.displaying(button.displayedTitle(remaining: button.remaining))
    }
}
