import OTPJSON

/// Where a value sits in a spec while it is decoded: its key path for messages
/// (`cell.dash[2]`), and whether `null` is allowed there (so a type error can say so).
struct SpecPath: CustomStringConvertible, Sendable {
    /// The dotted key path; empty at the top level.
    let description: String
    /// Whether the value may be `null`.
    var allowsNull = false

    /// The top level.
    static let root = SpecPath(description: "")

    /// The member `key` of the object here.
    func key(_ key: String) -> SpecPath {
        SpecPath(description: description.isEmpty ? key : description + "." + key)
    }

    /// The element `index` of the array here.
    func index(_ index: Int) -> SpecPath {
        SpecPath(description: description + "[\(index)]")
    }

    /// This path, where `null` is allowed.
    var nullable: SpecPath {
        SpecPath(description: description, allowsNull: true)
    }

    /// "`path`: `json` must be `expected`", with " or null" when null is allowed here.
    func wrongType(_ json: JSONValue, expected: String) -> SpecError {
        SpecError(.wrongType(path: description, value: SpecError.quote(json),
                             expected: expected + (allowsNull ? " or null" : "")))
    }

    /// "`path`: `json` `reason`".
    func invalid(_ json: JSONValue, _ reason: String) -> SpecError {
        SpecError(.invalidValue(path: description, value: SpecError.quote(json), reason: reason))
    }
}
