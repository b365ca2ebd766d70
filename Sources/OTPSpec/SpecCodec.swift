import OTPJSON

import OTPPaint

/// How one kind of spec value is read from JSON and written back: the building blocks of
/// ``SpecSchema``.
///
/// Decoding checks JSON types only (a number where a number belongs, a whole number where
/// an `Int` does, a known word for an enumeration, a `#RRGGBB` colour); ranges and
/// relations between values are checked once the whole spec is known
/// (`FieldSpec.validate()`).
struct SpecCodec<Value: Sendable>: Sendable {
    /// Reads `json` found at `path`. `current` is the value being overridden (from the
    /// defaults or a preset): objects change only the members given, others replace it.
    let decode: @Sendable (_ json: JSONValue, _ path: SpecPath, _ current: Value?) throws(SpecError) -> Value
    /// Writes the value as JSON.
    let encode: @Sendable (Value) -> JSONValue
    /// What the value is, for the reference: `number`, `one of `ltr`, `rtl``, `object`, ...
    let type: String
    /// Dotted key paths of the members below this value (objects only), for suggestions.
    var keyPaths: [String] = []
    /// The reference entries of the members below this value (objects only), with the
    /// defaults that `value` has (the codec's empty value when `nil`), under `path`.
    var memberReferences: @Sendable (_ value: Value?, _ path: String) -> [SpecKeyReference] = { _, _ in [] }
    /// `json` with its token references replaced by the values their tokens give (see
    /// ``accepting(_:)``), members and elements included; unchanged where no reference is.
    var substitute: @Sendable (_ json: JSONValue, _ path: SpecPath, _ tokens: inout SpecTokenSubstitution) throws(SpecError) -> JSONValue = { json, _, _ in json }
    /// The value's JSON Schema, with the defaults of `value`'s members (the codec's empty
    /// value when `nil`): what `otp-render schema` publishes (``SchemaFragment``).
    var schema: @Sendable (_ value: Value?) -> JSONObject = { _ in JSONObject() }

    /// This codec, where a token reference (`"{radius.md}"`) may stand for the whole value:
    /// a token of `kind`.
    func accepting(_ kind: SpecTokenKind) -> SpecCodec {
        var codec = self
        let (inner, innerSchema) = (substitute, schema)
        codec.schema = { value in SchemaFragment.anyOf([innerSchema(value), SchemaFragment.tokenReference]) }
        codec.substitute = { json, path, tokens throws(SpecError) in
            if case .string(let text) = json, let reference = SpecTokenSubstitution.reference(in: text) {
                return try tokens.value(of: reference, at: path, as: kind)
            }
            return try inner(json, path, &tokens)
        }
        return codec
    }
}

extension SpecCodec where Value == Double {
    /// Any finite number; `1e400` is out of range.
    static var number: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in
            guard case .number(let number) = json else { throw path.wrongType(json, expected: "a number") }
            guard number.doubleValue.isFinite else { throw path.invalid(json, "is out of range") }
            return number.doubleValue
        }, encode: { JSONNumber($0).map(JSONValue.number) ?? .null }, type: "number", schema: { _ in SchemaFragment.type("number") })
        .accepting(.length)
    }
}

extension SpecCodec where Value == Int {
    /// A whole number in `Int`'s range (`6` or `6.0`, not `6.5`).
    static var integer: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in
            guard case .number(let number) = json else { throw path.wrongType(json, expected: "a whole number") }
            guard number.doubleValue.isFinite else { throw path.invalid(json, "is out of range") }
            guard number.isWhole else { throw path.wrongType(json, expected: "a whole number") }
            guard let value = number.intValue else { throw path.invalid(json, "is out of range") }
            return value
        }, encode: { .number(JSONNumber($0)) }, type: "whole number", schema: { _ in SchemaFragment.type("integer") })
        .accepting(.integer)
    }
}

extension SpecCodec where Value == Bool {
    /// `true` or `false`.
    static var boolean: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in
            guard case .bool(let value) = json else { throw path.wrongType(json, expected: "true or false") }
            return value
        }, encode: { .bool($0) }, type: "true or false", schema: { _ in SchemaFragment.type("boolean") })
    }
}

extension SpecCodec where Value == String {
    /// Any string.
    static var string: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in
            guard case .string(let value) = json else { throw path.wrongType(json, expected: "a string") }
            return value
        }, encode: { .string($0) }, type: "string", schema: { _ in SchemaFragment.type("string") })
    }
}

extension SpecCodec where Value == Color {
    /// A CSS colour, in any form ``CSSColor`` reads (`#RRGGBB`, `#RGB`, `rgb()`, `hsl()`,
    /// `oklch()`, `color(display-p3 …)`, a name, `transparent`), converted and gamut-mapped to
    /// 8-bit sRGB as a token's colour is; written back as `#RRGGBB` or `#RRGGBBAA`, in upper case.
    static var color: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in
            guard case .string(let text) = json, let color = CSSSyntax.color(text) else {
                throw SpecError(.notAColor(path: path.description, value: SpecError.quote(json)))
            }
            return color
        }, encode: { .string($0.hexString) }, type: "colour", schema: { _ in SchemaFragment.color })
        .accepting(.color)
    }
}

extension SpecCodec where Value == Fill {
    /// A colour (as ``color``) or a CSS `linear-gradient()` or `radial-gradient()` string
    /// (``GradientParser``); a gradient is written back as CSS.
    static var fill: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in
            guard case .string(let text) = json else {
                throw SpecError(.notAFill(path: path.description, value: SpecError.quote(json)))
            }
            if GradientParser.looksLikeGradient(text) {
                switch GradientParser.parse(text) {
                case .success(let gradient): return .gradient(gradient)
                case .failure(let error): throw path.invalid(json, error.reason)
                }
            }
            guard let fill = Fill(css: text) else {
                throw SpecError(.notAFill(path: path.description, value: SpecError.quote(json)))
            }
            return fill
        }, encode: { .string($0.description) }, type: "colour or CSS gradient", schema: { _ in SchemaFragment.fill })
        .accepting(.fill)
    }
}

extension SpecCodec where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the enumeration's raw values (`"boxed"`, `"rtl"`, ...).
    static var enumeration: SpecCodec {
        let choices = Value.allCases.map(\.rawValue)
        return SpecCodec(decode: { json, path, _ throws(SpecError) in
            guard case .string(let text) = json, let value = Value(rawValue: text) else {
                throw SpecError(.notOneOf(path: path.description, value: SpecError.quote(json), choices: choices))
            }
            return value
        }, encode: { .string($0.rawValue) }, type: "one of " + choices.map { "`\($0)`" }.joined(separator: ", "),
        schema: { _ in ["type": "string", "enum": .array(choices.map(JSONValue.string))] })
    }
}

extension SpecCodec {
    /// `null` for `nil` (unset), or a value as `wrapped` reads it. An object overrides the
    /// current value member by member, or the wrapped codec's empty value when unset.
    static func optional<Wrapped: Sendable>(_ wrapped: SpecCodec<Wrapped>) -> SpecCodec<Wrapped?> {
        SpecCodec<Wrapped?>(decode: { json, path, current throws(SpecError) in
            if json == .null { return nil }
            return try wrapped.decode(json, path.nullable, current ?? nil)
        }, encode: { $0.map(wrapped.encode) ?? .null }, type: wrapped.type + " or null", keyPaths: wrapped.keyPaths,
        memberReferences: { value, path in wrapped.memberReferences(value ?? nil, path) },
        substitute: { json, path, tokens throws(SpecError) in
            json == .null ? json : try wrapped.substitute(json, path.nullable, &tokens)
        }, schema: { value in SchemaFragment.orNull(wrapped.schema(value ?? nil)) })
    }

    /// A text given as a string (its `text`, the other members as they were) or as an
    /// object of `members`; `null` for none. A string or object over no text starts from
    /// the members' defaults.
    static func textOrObject(_ members: SpecCodec<BlockText>) -> SpecCodec<BlockText?> where Value == BlockText? {
        SpecCodec<BlockText?>(decode: { json, path, current throws(SpecError) in
            switch json {
            case .null:
                return nil
            case .string(let text):
                var value = try members.decode(.object(JSONObject()), path, current ?? nil)
                value.text = text
                return value
            default:
                guard case .object = json else { throw path.wrongType(json, expected: "a string or an object") }
                return try members.decode(json, path, current ?? nil)
            }
        }, encode: { $0.map(members.encode) ?? .null }, type: "string, object or null", keyPaths: members.keyPaths,
        memberReferences: { value, path in members.memberReferences(value ?? nil, path) },
        substitute: { json, path, tokens throws(SpecError) in
            guard case .object = json else { return json }
            return try members.substitute(json, path, &tokens)
        }, schema: { value in
            SchemaFragment.anyOf([SpecCodec<String>.text.schema(nil), members.schema(value ?? nil), SchemaFragment.type("null")])
        })
    }

    /// A CSS `box-shadow` string (``ShadowParser``) or an array of shadow objects made of
    /// `members`; it replaces the current list whole. Written back as objects.
    static func shadows(_ members: SpecCodec<Shadow>) -> SpecCodec<[Shadow]> where Value == [Shadow] {
        let objects = SpecCodec<[Shadow]>.array(of: members)
        return SpecCodec<[Shadow]>(decode: { json, path, current throws(SpecError) in
            guard case .string(let text) = json else {
                guard case .array = json else { throw path.wrongType(json, expected: "a CSS box-shadow string or an array") }
                return try objects.decode(json, path, current)
            }
            switch ShadowParser.parse(text) {
            case .success(let shadows): return shadows
            case .failure(let error): throw path.invalid(json, error.reason)
            }
        }, encode: objects.encode, type: "CSS box-shadow string or array of shadows", keyPaths: members.keyPaths,
        memberReferences: { _, path in members.memberReferences(Shadow(), path) }, substitute: objects.substitute,
        schema: { _ in
            let list = SchemaFragment.with(objects.schema(nil), "maxItems", .number(JSONNumber(FieldSpec.maxShadows)))
            return SchemaFragment.anyOf([SchemaFragment.with(SchemaFragment.type("string"), "description", "A CSS box-shadow."), list])
        })
        .accepting(.shadows)
    }

    /// An array whose elements `element` reads; it replaces the current array whole.
    static func array<Element: Sendable>(of element: SpecCodec<Element>) -> SpecCodec<[Element]> {
        SpecCodec<[Element]>(decode: { json, path, _ throws(SpecError) in
            guard case .array(let items) = json else { throw path.wrongType(json, expected: "an array") }
            var result: [Element] = []
            var errors: [SpecError] = []
            for (i, item) in items.enumerated() where errors.count < SpecError.maxProblems {
                do throws(SpecError) { result.append(try element.decode(item, path.index(i), nil)) } catch { errors.append(error) }
            }
            if let error = SpecError(collecting: errors) { throw error }
            return result
        }, encode: { .array($0.map(element.encode)) }, type: "array of \(element.type)s", substitute: { json, path, tokens throws(SpecError) in
            guard case .array(let items) = json else { return json }
            var result: [JSONValue] = []
            for (i, item) in items.enumerated() { result.append(try element.substitute(item, path.index(i), &tokens)) }
            return .array(result)
        }, schema: { _ in ["type": "array", "items": .object(element.schema(nil))] })
    }

    /// An object with these members (in the order they are written back). Members given
    /// override the current value (or `empty`) one by one; an unknown key is an error that
    /// suggests the nearest valid key.
    static func object(_ fields: [SpecField<Value>], empty: Value) -> SpecCodec<Value> {
        SpecCodec(decode: { json, path, current throws(SpecError) in
            guard case .object(let object) = json else { throw path.wrongType(json, expected: "an object") }
            var value = current ?? empty
            // Each member is read whatever the others' mistakes, which are reported together.
            var errors: [SpecError] = []
            for member in object.members where errors.count < SpecError.maxProblems {
                let memberPath = path.key(member.key)
                do throws(SpecError) {
                    guard let field = fields.first(where: { $0.key == member.key }) else {
                        let suggestion = KeySuggestion.nearest(to: member.key, among: fields.map(\.key))
                        throw SpecError(.unknownKey(path: memberPath.description, suggestions: suggestion.map { [$0] } ?? []))
                    }
                    try field.decode(member.value, memberPath, &value)
                } catch {
                    errors.append(error)
                }
            }
            if let error = SpecError(collecting: errors) { throw error }
            return value
        }, encode: { value in
            var object = JSONObject()
            for field in fields { object[field.key] = field.encode(value) }
            return .object(object)
        }, type: "object", keyPaths: fields.flatMap(\.keyPaths), memberReferences: { value, path in
            fields.flatMap { $0.references(value ?? empty, path) }
        }, substitute: { json, path, tokens throws(SpecError) in
            guard case .object(let object) = json else { return json }
            var result = JSONObject()
            for member in object.members {
                guard SpecTokenSubstitution.containsReference(member.value), let field = fields.first(where: { $0.key == member.key }) else {
                    result[member.key] = member.value
                    continue
                }
                result[member.key] = try field.substitute(member.value, path.key(member.key), &tokens)
            }
            return .object(result)
        }, schema: { value in
            var properties = JSONObject()
            for field in fields { properties[field.key] = .object(field.schema(value ?? empty)) }
            return ["type": "object", "properties": .object(properties), "additionalProperties": false]
        })
    }
}
