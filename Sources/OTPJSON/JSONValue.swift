/// A parsed JSON document: what a spec or manifest file holds before it is decoded.
///
/// Objects keep their key order (``JSONObject``) and numbers keep their text
/// (``JSONNumber``), so error messages and re-printed specs read as the user wrote them.
/// Parse bytes with ``parse(_:maxBytes:)``, a command-line value with
/// ``parse(literal:)``; build values in code with literals:
///
/// ```swift
/// let overrides: JSONValue = ["cell": ["width": 40], "style": "grid"]
/// ```
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The most deeply nested arrays and objects may go: 64 levels (the top-level object
    /// is level 1). Deeper input is rejected before it can exhaust the stack.
    public static let maxDepth = 64

    /// The largest input ``parse(_:maxBytes:)`` accepts by default: 4 MiB, far more
    /// than a spec (about 1 KB) or a manifest of thousands of items needs, and small
    /// enough that a wrong file (an image, a log) fails at once with a clear message.
    public static let defaultMaxBytes = 4 << 20

    /// A word for the kind of value, for messages: "an object", "an array", "a string",
    /// "a number", "true", "false", "null".
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }

    /// A finite number; a non-finite literal traps, as JSON cannot hold it.
    public init(floatLiteral value: Double) {
        guard let number = JSONNumber(value) else { preconditionFailure("JSON numbers are finite, not \(value)") }
        self = .number(number)
    }

    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// An object with these members, in this order; the keys must be unique.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements {
            precondition(object[key] == nil, "duplicate key \"\(key)\" in a JSONValue literal")
            object[key] = value
        }
        self = .object(object)
    }
}
