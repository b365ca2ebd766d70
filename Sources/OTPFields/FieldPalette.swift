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
    /// How far a `success` animation has turned each cell's border, by cell (none when it
    /// does not), and the state it turns them from.
    let successTurns: [Double]
    let turnsFrom: FieldState

    init(spec: borrowing FieldSpec, motion: FrameMotion? = nil) {
        (colors, state, style, caretTime) = (spec.colors, spec.state, spec.style, spec.caret.time)
        (successTurns, turnsFrom) = (motion?.successTurns ?? [], motion?.turnsFrom ?? spec.state)
    }

    private init(_ palette: FieldPalette, state: FieldState) {
        (colors, self.state, style, caretTime) = (palette.colors, state, palette.style, palette.caretTime)
        (successTurns, turnsFrom) = ([], state)
    }

    /// This palette in `state`: where a `success` animation turns the borders from.
    func inState(_ state: FieldState) -> FieldPalette {
        FieldPalette(self, state: state)
    }

    /// Cell `index`'s border colour (``border(isFocused:isHovered:isFilled:)``); while a
    /// `success` animation turns it, mixed from its look in the state it turns from.
    func border(ofCell index: Int, isFocused: Bool, isHovered: Bool, isFilled: Bool) -> Fill {
        guard index < successTurns.count else { return border(isFocused: isFocused, isHovered: isHovered, isFilled: isFilled) }
        return inState(turnsFrom).border(isFocused: isFocused, isHovered: isHovered, isFilled: isFilled)
            .mixed(toward: colors.success, by: successTurns[index])
    }

    /// The look of a cell's border (or underline): the field's state first, then focus,
    /// hover, filled and empty, in ``CellLook``'s order.
    func look(isFocused: Bool, isHovered: Bool, isFilled: Bool) -> CellLook {
        CellLook(state: state, style: style, isFocused: isFocused, isHovered: isHovered, isFilled: isFilled)
    }

    /// A cell's border (or underline) colour for its ``look(isFocused:isHovered:isFilled:)``;
    /// the looks that are not the field's state fade while loading.
    func border(isFocused: Bool, isHovered: Bool, isFilled: Bool) -> Fill {
        switch look(isFocused: isFocused, isHovered: isHovered, isFilled: isFilled) {
        case .disabled: return .color(colors.disabled)
        case .error: return .color(colors.error)
        case .warning: return .color(colors.warning)
        case .success: return .color(colors.success)
        case .focus: return colors.focus.withOpacity(fade)
        case .hover: return colors.hover.withOpacity(fade)
        case .filled: return colors.filled.withOpacity(fade)
        case .empty: return colors.border.withOpacity(fade)
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
