import OTPJSON

/// One key of the spec reference (`docs/SPEC.md`, ``SpecReference``): read off the same
/// schema tables that decode and encode specs, so the reference cannot drift from them.
public struct SpecKeyReference: Hashable, Sendable {
    /// The dotted key path: `cell.width`.
    public let path: String
    /// What the value is: `number`, `one of `ltr`, `rtl``, `object or null`, ...
    public let type: String
    /// The value of the default spec (for the members of an unset object, such as
    /// `button.*`, the value the object gets when it is given without them).
    public let defaultValue: JSONValue
    /// What the key does, its range and unit, in Markdown.
    public let meaning: String
}
