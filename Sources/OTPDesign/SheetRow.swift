import OTPSpec

/// One row of a sheet's grid: the spec in one state, in the sheet's own locale or in one of
/// its ``DesignSheet/locales``.
public struct SheetRow: Hashable, Sendable {
    /// The state the row's fields are in.
    public let state: SheetState
    /// The row's locale (`de`), or nil for the sheet's own spec.
    public let locale: String?
    /// The field of the row: the state applied to the spec of its locale.
    public let spec: FieldSpec

    /// What captions call the row: `error`, or `partial · de` in a locale's row.
    public var name: String {
        locale.map { "\(state.rawValue) · \($0)" } ?? state.rawValue
    }

    /// The row's field in `style`.
    public func spec(style: FieldStyle) -> FieldSpec {
        var field = spec
        field.style = style
        return field
    }
}

/// A locale a sheet draws rows in, with the spec as it decodes for that locale (its texts
/// looked up, its direction and digits).
public struct SheetLocale: Hashable, Sendable {
    /// The locale as asked for: `de`, `ar`.
    public let locale: String
    public let spec: FieldSpec

    public init(locale: String, spec: FieldSpec) {
        self.locale = locale
        self.spec = spec
    }
}
