/// The field's validation state.
public enum FieldState: String, Hashable, Sendable, CaseIterable {
    case normal, error, success, disabled
    /// The code is being checked: the cells faded, a spinner over them (animation `spin`).
    case loading
}
