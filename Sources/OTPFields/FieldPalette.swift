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
        case .loading: return nil
        }
    }

    /// A cell's border (or underline) colour: the state's colour, else focus for the focused
    /// cell, `filled` for a cell holding a character, `border` for empty and following cells.
    /// An underline holding a character is always `filled` (seed 000's red line), even
    /// when focused.
    func border(isFocused: Bool, isFilled: Bool) -> Color {
        if let stateColor { return stateColor }
        if isFilled && spec.style == .underlined { return spec.colors.filled.withOpacity(fade) }
        if isFocused { return spec.colors.focus.withOpacity(fade) }
        return (isFilled ? spec.colors.filled : spec.colors.border).withOpacity(fade)
    }

    /// How opaque the cells and their contents are: ``loadingOpacity`` while loading, else 1.
    var fade: Double { spec.state == .loading ? Self.loadingOpacity : 1 }

    /// The cells' opacity while the code is being checked: 0.4.
    static let loadingOpacity = 0.4

    /// Inside each cell.
    var cellFill: Color {
        let fill = spec.style == .filled && spec.colors.cellFill.alpha == 0 ? Color(hex: "#F1F3F6")! : spec.colors.cellFill
        return fill.withOpacity(fade)
    }

    /// Entered text and masks: grey when disabled, else the text colour.
    var text: Color { spec.state == .disabled ? spec.colors.disabled : spec.colors.text.withOpacity(fade) }

    /// Dots of secure entry.
    var mask: Color { spec.state == .disabled ? spec.colors.disabled : spec.colors.mask.withOpacity(fade) }

    /// The caret, at the blink curve's opacity for `caret.time`.
    var caret: Color { spec.colors.caret.withOpacity(CaretBlink.opacity(at: spec.caret.time)) }
}
