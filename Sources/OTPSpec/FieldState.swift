/// The field's validation state.
public enum FieldState: String, Hashable, Sendable, CaseIterable {
    case normal, error, success, disabled
}
