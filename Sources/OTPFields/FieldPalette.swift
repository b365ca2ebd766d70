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

    /// The spec colours a cell's border (or underline) takes, by their keys.
    enum BorderKey: String {
        case border = "colors.border", filled = "colors.filled", focus = "colors.focus"
        case error = "colors.error", success = "colors.success", disabled = "colors.disabled"
    }

    /// Which colour a cell's border (or underline) takes: the state's, else focus for the
    /// focused cell, `filled` for a cell holding a character, `border` for empty and
    /// following cells. An underline holding a character is always `filled` (seed 000's red
    /// line), even when focused.
    func borderKey(isFocused: Bool, isFilled: Bool) -> BorderKey {
        switch state {
        case .error: return .error
        case .success: return .success
        case .disabled: return .disabled
        case .normal, .loading: break
        }
        if isFilled && (style == .underlined || !isFocused) { return .filled }
        return isFocused ? .focus : .border
    }

    /// A cell's border (or underline) colour (``borderKey(isFocused:isFilled:)``), faded while loading.
    func border(isFocused: Bool, isFilled: Bool) -> Fill {
        switch borderKey(isFocused: isFocused, isFilled: isFilled) {
        case .error: return .color(colors.error)
        case .success: return .color(colors.success)
        case .disabled: return .color(colors.disabled)
        case .filled: return colors.filled.withOpacity(fade)
        case .focus: return colors.focus.withOpacity(fade)
        case .border: return colors.border.withOpacity(fade)
        }
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
