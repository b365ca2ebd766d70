/// The look a cell's border (or underline) takes: the first of these that applies, in this
/// order, which is the order of the cases.
///
/// | look | when | colour |
/// |---|---|---|
/// | `disabled` | the field is disabled | `colors.disabled` |
/// | `error` | the field is in error | `colors.error` |
/// | `warning` | the field is in warning | `colors.warning` |
/// | `success` | the field succeeded | `colors.success` |
/// | `focus` | the cell has focus | `colors.focus` |
/// | `hover` | the pointer is over the cell (`hoverIndex`) | `colors.hover` |
/// | `filled` | the cell holds a character | `colors.filled` |
/// | `empty` | otherwise | `colors.border` |
///
/// A hovered cell of an error field is drawn as error; the focused cell of a warning field
/// takes the warning colour for its border and its focus ring. One exception keeps seed 000's
/// look: an underline that holds a character stays `filled` when it has focus or the pointer.
public enum CellLook: String, Hashable, Sendable, CaseIterable {
    case disabled, error, warning, success, focus, hover, filled, empty

    /// The look of a cell of a `style` field in `state`.
    public init(state: FieldState, style: FieldStyle, isFocused: Bool, isHovered: Bool, isFilled: Bool) {
        switch state {
        case .disabled: self = .disabled
        case .error: self = .error
        case .warning: self = .warning
        case .success: self = .success
        case .normal, .loading:
            if isFilled && style == .underlined {
                self = .filled
            } else if isFocused {
                self = .focus
            } else if isHovered {
                self = .hover
            } else {
                self = isFilled ? .filled : .empty
            }
        }
    }

    /// The spec key of this look's colour: `colors.error`, `colors.border` for `empty`, …
    public var colorKey: String {
        self == .empty ? "colors.border" : "colors." + rawValue
    }
}
