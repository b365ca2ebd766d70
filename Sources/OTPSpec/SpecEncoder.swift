import OTPJSON

/// Writes a ``FieldSpec`` as the JSON spec ``SpecDecoder`` reads back to an equal spec.
///
/// Every key is written, in the schema's order (that of docs/SPEC.md), unset optionals as `null`; colours as
/// `#RRGGBB` (opaque) or `#RRGGBBAA`; numbers in their shortest exact form (`48`, `1.6`).
/// When ``FieldSpec/preset`` is set the output starts with `"preset"`, so decoding it needs
/// that preset known (its values are all overridden by the keys that follow).
public enum SpecEncoder {
    /// The spec as pretty JSON: 2-space indent, one key per line, short arrays on one line,
    /// ending in a newline.
    public static func encode(_ spec: FieldSpec) -> String {
        jsonValue(for: spec).prettyPrinted(indent: 2)
    }

    /// The spec as a JSON object, e.g. to apply overrides with
    /// ``JSONValue/setting(keyPath:to:)`` before decoding it again.
    public static func jsonValue(for spec: FieldSpec) -> JSONValue {
        SpecSchema.root.encode(spec)
    }
}
