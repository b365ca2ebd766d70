/// The field's validation state.
///
/// A state colours every cell's border before the cell's own situation does: the order is
/// `CellLook`'s (disabled, error, warning, success, focus, hover, filled, empty), so a
/// hovered cell of an error field is drawn as error and the focused cell of a warning field
/// has the warning border and ring. `states` in a spec (``StateStyles``) changes more per state.
public enum FieldState: String, Hashable, Sendable, CaseIterable {
    /// Neither wrong nor right yet: the cells' own borders.
    case normal
    /// The code is wrong: borders and the message in `colors.error`.
    case error
    /// The code needs attention without being wrong (it expires soon, one attempt is left):
    /// borders and the message in `colors.warning`.
    case warning
    /// The code was accepted: borders and the message in `colors.success`.
    case success
    /// The field takes no input: borders, text and dots in `colors.disabled`.
    case disabled
    /// The code is being checked: the cells faded, a spinner over them (animation `spin`).
    case loading
}
