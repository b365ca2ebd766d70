import OTPJSON

/// The JSON Schema (draft 2020-12) fragments the codecs describe their values with
/// (``SpecCodec/schema``), so that the published schema is made from the declarations the
/// decoder reads with.
enum SchemaFragment {
    static func type(_ name: String) -> JSONObject { ["type": .string(name)] }

    /// Any of `choices` (`anyOf`).
    static func anyOf(_ choices: [JSONObject]) -> JSONObject { ["anyOf": .array(choices.map(JSONValue.object))] }

    /// A design token reference standing for the whole value, `"{color.border.default}"`:
    /// defined once in the document's `$defs` (``definitions``).
    static let tokenReference: JSONObject = ["$ref": "#/$defs/token"]

    /// What the document's `$defs` hold for the fragments' references: the token reference
    /// and the keys a state sets.
    static var definitions: JSONObject {
        ["token": ["type": "string", "pattern": #"^\{[^{}]+\}$"#,
                   "description": "A design token reference, `{group.token}`, from the spec's `tokens` (docs/tokens.md)."],
         "stateStyle": .object(withoutDefaults(SpecSchema.stateStyle.schema(nil))),
         "textKey": ["type": "object", "required": ["key"], "additionalProperties": false,
                     "description": "A text of the spec's string sources: its key and the arguments it takes (docs/locales.md).",
                     "properties": ["key": ["type": "string", "minLength": 1],
                                    "args": ["anyOf": [["type": "array"], ["type": "object"]]]]]]
    }

    /// A colour as ``SpecCodec/color`` reads it.
    static let color: JSONObject = [
        "type": "string", "format": "color",
        "description": "A CSS colour: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a name or transparent.",
    ]

    /// A colour or a CSS gradient, as ``SpecCodec/fill`` reads it.
    static let fill: JSONObject = [
        "type": "string",
        "description": "A CSS colour (as `colors.caret` takes), linear-gradient(…) or radial-gradient(…).",
    ]

    /// A file name, relative to the spec, or a non-empty array of them.
    static let fileNames: JSONObject = anyOf([
        ["type": "string", "minLength": 1],
        ["type": "array", "minItems": 1, "items": ["type": "string", "minLength": 1]],
    ])

    /// `schema` or null: null added to its choices.
    static func orNull(_ schema: JSONObject) -> JSONObject { adding(choice: type("null"), to: schema) }

    /// `schema` with `choice` added to its choices (its `anyOf`, made of it when it has none;
    /// its description and default stay beside them).
    static func adding(choice: JSONObject, to schema: JSONObject) -> JSONObject {
        if case .array(let choices)? = schema["anyOf"] { return with(schema, "anyOf", .array(choices + [.object(choice)])) }
        var (annotations, rest) = (JSONObject(), JSONObject())
        for member in schema.members {
            if member.key == "description" || member.key == "default" { annotations[member.key] = member.value } else { rest[member.key] = member.value }
        }
        return with(annotations, "anyOf", [.object(rest), .object(choice)])
    }

    /// `schema` without its `default`s, at any depth: a state's keys change only what they give.
    static func withoutDefaults(_ schema: JSONObject) -> JSONObject {
        var result = JSONObject()
        for member in schema.members where member.key != "default" { result[member.key] = withoutDefaults(member.value) }
        return result
    }

    private static func withoutDefaults(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object): .object(withoutDefaults(object))
        case .array(let items): .array(items.map(withoutDefaults))
        default: value
        }
    }

    /// `schema` with `key` set to `value`.
    static func with(_ schema: JSONObject, _ key: String, _ value: JSONValue) -> JSONObject {
        var copy = schema
        copy[key] = value
        return copy
    }
}

extension SpecCodec {
    /// This codec, its value described by `schema` (given the value whose members' defaults
    /// it shows).
    func describedBy(_ schema: @escaping @Sendable (_ value: Value?) -> JSONObject) -> SpecCodec {
        var codec = self
        codec.schema = schema
        return codec
    }

    /// This codec, `keys` added to its schema (an array's `minItems`, a number's `enum`), or
    /// to each of its choices but a token reference.
    func adding(_ keys: JSONObject) -> SpecCodec {
        let inner = schema
        return describedBy { value in Self.adding(keys, to: inner(value)) }
    }

    private static func adding(_ keys: JSONObject, to schema: JSONObject) -> JSONObject {
        if case .array(let choices)? = schema["anyOf"] {
            return SchemaFragment.with(schema, "anyOf", .array(choices.map { choice in
                guard case .object(let object) = choice, object != SchemaFragment.tokenReference else { return choice }
                return .object(adding(keys, to: object))
            }))
        }
        var result = schema
        for member in keys.members { result[member.key] = member.value }
        return result
    }

    /// This codec, its numbers held in `minimum`…`maximum` by the schema (an exclusive bound
    /// where `exclusive` says so); the decoded spec's validation checks the same ranges.
    func bounded(minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Bool = false) -> SpecCodec {
        let inner = schema
        return describedBy { value in
            Self.bounding(inner(value), minimum: minimum, maximum: maximum, exclusiveMinimum: exclusiveMinimum)
        }
    }

    /// `schema` with the bounds set on its number (or integer) alternative.
    private static func bounding(_ schema: JSONObject, minimum: Double?, maximum: Double?, exclusiveMinimum: Bool) -> JSONObject {
        if case .array(let choices)? = schema["anyOf"] {
            return SchemaFragment.with(schema, "anyOf", .array(choices.map { choice in
                guard case .object(let object) = choice else { return choice }
                return .object(bounding(object, minimum: minimum, maximum: maximum, exclusiveMinimum: exclusiveMinimum))
            }))
        }
        guard schema["type"] == "number" || schema["type"] == "integer" else { return schema }
        var bounded = schema
        if let minimum { bounded[exclusiveMinimum ? "exclusiveMinimum" : "minimum"] = JSONNumber(minimum).map(JSONValue.number) }
        if let maximum { bounded["maximum"] = JSONNumber(maximum).map(JSONValue.number) }
        return bounded
    }
}

extension SpecCodec where Value == Double {
    /// A length in points, 0…``FieldSpec/maxPoints`` (or a token reference to one).
    static var points: SpecCodec { number.bounded(minimum: 0, maximum: FieldSpec.maxPoints) }
}

extension SpecCodec where Value == String {
    /// A string that is not empty.
    static var nonEmpty: SpecCodec { string.adding(["minLength": 1]) }
    /// A text that is drawn: at most ``FieldSpec/maxTextLength`` characters.
    static var text: SpecCodec { string.adding(["maxLength": .number(JSONNumber(FieldSpec.maxTextLength))]) }
}
