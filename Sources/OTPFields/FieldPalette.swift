import OTPRaster
import OTPSpec

/// The colour of each part of a cell, after the field's state and the cell's own situation
/// (empty, filled, focused) are taken into account.
struct FieldPalette {
    /// The spec's colours, state, style and caret time: made once per render, without
    /// copying the spec.
    let colors: ColorSpec
    let state: FieldState
    let style: FieldStyle
    let caretTime: Double

    init(spec: borrowing FieldSpec) {
        (colors, state, style, caretTime) = (spec.colors, spec.state, spec.style, spec.caret.time)
    }

    /// The state's colour, when the state overrides the per-cell colours.
    private var stateColor: Color? {
        switch state {
        case .normal: return nil
        case .error: return colors.error
        case .success: return colors.success
        case .disabled: return colors.disabled
        case .loading: return nil
        }
    }

    /// A cell's border (or underline) colour: the state's colour, else focus for the focused
    /// cell, `filled` for a cell holding a character, `border` for empty and following cells.
    /// An underline holding a character is always `filled` (seed 000's red line), even
    /// when focused.
    func border(isFocused: Bool, isFilled: Bool) -> Fill {
        if let stateColor { return .color(stateColor) }
        if isFilled && style == .underlined { return colors.filled.withOpacity(fade) }
        if isFocused { return colors.focus.withOpacity(fade) }
        return (isFilled ? colors.filled : colors.border).withOpacity(fade)
    }

    /// How opaque the cells and their contents are: ``loadingOpacity`` while loading, else 1.
    var fade: Double { state == .loading ? Self.loadingOpacity : 1 }

    /// The cells' opacity while the code is being checked: 0.4.
    static let loadingOpacity = 0.4

    /// Inside each cell.
    var cellFill: Fill {
        let fill = style == .filled && colors.cellFill.isInvisible ? .color(Color(rgb: 0xF1F3F6)) : colors.cellFill
        return fill.withOpacity(fade)
    }

    /// Entered text and masks: grey when disabled, else the text colour.
    var text: Fill { state == .disabled ? .color(colors.disabled) : colors.text.withOpacity(fade) }

    /// Dots of secure entry.
    var mask: Color { state == .disabled ? colors.disabled : colors.mask.withOpacity(fade) }

    /// The caret, at the blink curve's opacity for `caret.time`.
    var caret: Color { colors.caret.withOpacity(CaretBlink.opacity(at: caretTime)) }
}
