import OTPRaster
import OTPSpec

/// The colour of each part of a cell, after the field's state and the cell's own situation
/// (empty, filled, focused) are taken into account.
struct FieldPalette {
    let spec: FieldSpec

    /// The state's colour, when the state overrides the per-cell colours.
    private var stateColor: Color? {
        switch spec.state {
        case .normal: return nil
        case .error: return spec.colors.error
        case .success: return spec.colors.success
        case .disabled: return spec.colors.disabled
        }
    }

    /// A cell's border (or underline) colour: the state's colour, else focus for the focused
    /// cell, `filled` for a cell holding a character, `border` for empty and following cells.
    /// An underline holding a character is always `filled` (seed 000's red line), even
    /// when focused.
    func border(isFocused: Bool, isFilled: Bool) -> Color {
        if let stateColor { return stateColor }
        if isFilled && spec.style == .underlined { return spec.colors.filled }
        if isFocused { return spec.colors.focus }
        return isFilled ? spec.colors.filled : spec.colors.border
    }

    /// Entered text and masks: grey when disabled, else the text colour.
    var text: Color { spec.state == .disabled ? spec.colors.disabled : spec.colors.text }

    /// Dots of secure entry.
    var mask: Color { spec.state == .disabled ? spec.colors.disabled : spec.colors.mask }

    /// The caret, at the blink curve's opacity for `caret.time`.
    var caret: Color { spec.colors.caret.withOpacity(CaretBlink.opacity(at: spec.caret.time)) }
}
