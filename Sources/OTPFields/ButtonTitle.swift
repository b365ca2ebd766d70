import OTPSpec
import OTPStrings

/// A button's title as shown (``ButtonSpec/displayedTitle(remaining:)``), worked out again
/// only when the button's title, formats or time left, or the digits, change: a layout kept
/// from image to image then builds no string for it (a long one, in Arabic say, would be
/// allocated).
struct ButtonTitle {
    private var source: (title: String, format: String, forms: PluralTexts?, remaining: Int, digits: NumberingSystem)?
    /// The title last worked out.
    private(set) var text = ""

    /// Sets ``text`` to `button`'s title as shown, its numbers in `digits`.
    mutating func update(for button: ButtonSpec, digits: NumberingSystem) {
        if let source, source.title == button.title, source.format == button.format, source.remaining == button.remaining,
           source.digits == digits, source.forms == button.countdownForms {
            return
        }
        source = (button.title, button.format, button.countdownForms, button.remaining, digits)
        text = digits.displaying(button.displayedTitle(remaining: button.remaining))
    }
}
