import OTPJSON

/// The JSON Schemas (draft 2020-12) of the files users write, made from the declarations the
/// decoders read with: a spec (``SpecSchema``'s keys, their types, enumerations, ranges,
/// colour forms, defaults, meanings and token references) and a batch manifest (``Manifest``'s
/// keys, its `base` and items being specs). `otp-render schema` prints them; the repository
/// keeps them as `schemas/spec.schema.json` and `schemas/manifest.schema.json`.
package enum SpecJSONSchema {
    static let draft: JSONValue = "https://json-schema.org/draft/2020-12/schema"

    /// The `$schema` key a file may name its schema with, which the decoders accept and skip.
    static let schemaKey: JSONObject = [
        "type": "string",
        "description": "The file's JSON Schema (a URL or a path), for editors; otp-render does not read it.",
    ]

    /// A spec's schema; `presetNames` are the values `preset` takes.
    package static func spec(presetNames: [String]) -> JSONValue {
        var schema: JSONObject = [
            "$schema": draft, "$id": "spec.schema.json", "title": "otp-render spec",
            "description": "One image of a verification-code field (docs/SPEC.md). Every key is optional.",
        ]
        for member in specObject(presetNames: presetNames).members { schema[member.key] = member.value }
        schema["$defs"] = .object(SchemaFragment.definitions)
        return .object(schema)
    }

    /// A batch manifest's schema: `base` and each item's `spec` are specs, each `matrix` key a
    /// spec key path with an array of its values.
    package static func manifest(presetNames: [String]) -> JSONValue {
        let spec = specObject(presetNames: presetNames)
        let reference: JSONObject = ["$ref": "#/$defs/spec"]
        var properties = JSONObject()
        properties["$schema"] = .object(schemaKey)
        properties["base"] = .object(SchemaFragment.with(reference, "description", "The spec every image starts from."))
        properties["matrix"] = .object(matrix(of: spec))
        properties["items"] = .object([
            "type": "array", "maxItems": .number(JSONNumber(Manifest.maximumItems)),
            "description": "Images named by hand, each its spec merged over `base`; they come before the matrix's.",
            "items": ["type": "object", "required": ["name"], "additionalProperties": false,
                      "properties": ["name": ["type": "string", "minLength": 1, "description": "The image's name, its file name made safe."],
                                     "spec": .object(reference)]],
        ])
        properties["format"] = .object(["enum": .array(ImageFormat.allCases.map { .string($0.rawValue) }),
                                        "description": "What every image is written as; by default PNG."])
        if case .object(let specProperties)? = spec["properties"] {
            properties["tokens"] = specProperties["tokens"]
            properties["strings"] = specProperties["strings"]
        }
        return .object([
            "$schema": draft, "$id": "manifest.schema.json", "title": "otp-render batch manifest",
            "description": "Many images from one file: a base spec, a matrix of key paths to vary and/or items (docs/batches-and-ci.md).",
            "type": "object", "additionalProperties": false, "properties": .object(properties),
            "$defs": .object(SchemaFragment.with(SchemaFragment.definitions, "spec", .object(spec))),
        ])
    }

    /// The spec's object schema, with `$schema` allowed and `preset` one of `presetNames`.
    private static func specObject(presetNames: [String]) -> JSONObject {
        var object = SpecSchema.root.schema(FieldSpec())
        guard case .object(var properties)? = object["properties"] else { return object }
        if case .object(var preset)? = properties["preset"] {
            preset["anyOf"] = [["enum": .array(presetNames.map(JSONValue.string))], ["type": "null"]]
            properties["preset"] = .object(preset)
        }
        var withSchemaKey: JSONObject = ["$schema": .object(schemaKey)]
        for member in properties.members { withSchemaKey[member.key] = member.value }
        object["properties"] = .object(withSchemaKey)
        for path in SpecDecoder.localizableKeyPaths {
            object = allowingTextKey(at: path.split(separator: ".")[...], in: object)
        }
        return object
    }

    /// `schema` where the text at `path` may also be a string key with its arguments
    /// (`{"key": "code.sent", "args": [...]}`), as the string sources read it.
    private static func allowingTextKey(at path: ArraySlice<Substring>, in schema: JSONObject) -> JSONObject {
        guard let key = path.first.map(String.init) else { return SchemaFragment.adding(choice: ["$ref": "#/$defs/textKey"], to: schema) }
        if case .array(var choices)? = schema["anyOf"] {
            for (index, choice) in choices.enumerated() {
                guard case .object(let object) = choice, object["properties"] != nil else { continue }
                choices[index] = .object(allowingTextKey(at: path, in: object))
            }
            return SchemaFragment.with(schema, "anyOf", .array(choices))
        }
        guard case .object(var properties)? = schema["properties"], case .object(let member)? = properties[key] else { return schema }
        properties[key] = .object(allowingTextKey(at: path.dropFirst(), in: member))
        return SchemaFragment.with(schema, "properties", .object(properties))
    }

    /// `matrix`: each key path of the spec (`style`, `cell.width`) with a non-empty array of
    /// values that key takes (a reference to the key's schema in `$defs/spec`); other paths
    /// (into a state's keys) with any values, checked when read.
    private static func matrix(of spec: JSONObject) -> JSONObject {
        var properties = JSONObject()
        for (path, pointer) in keyPaths(of: spec, prefix: "", pointer: "#/$defs/spec") where path != "$schema" {
            properties[path] = .object(["type": "array", "minItems": 1, "items": ["$ref": .string(pointer)]])
        }
        return ["type": "object", "properties": .object(properties),
                "additionalProperties": ["type": "array", "minItems": 1],
                "description": "Key paths of the spec to vary, each with its values: every combination is an image."]
    }

    /// Every key path below `object`'s properties with the JSON pointer to its schema
    /// (`object` being at `pointer`), depth first.
    private static func keyPaths(of object: JSONObject, prefix: String, pointer: String) -> [(path: String, pointer: String)] {
        guard case .object(let properties)? = object["properties"] else { return [] }
        return properties.members.flatMap { member -> [(path: String, pointer: String)] in
            guard case .object(let schema) = member.value else { return [] }
            let path = prefix + member.key, at = pointer + "/properties/" + member.key
            let below = objectChoice(schema, at: at)
            return [(path, at)] + keyPaths(of: below.schema, prefix: path + ".", pointer: below.pointer)
        }
    }

    /// The object among `schema`'s choices and its pointer, or `schema` itself (at `pointer`).
    private static func objectChoice(_ schema: JSONObject, at pointer: String) -> (schema: JSONObject, pointer: String) {
        guard case .array(let choices)? = schema["anyOf"] else { return (schema, pointer) }
        for (index, choice) in choices.enumerated() {
            if case .object(let object) = choice, object["properties"] != nil { return (object, pointer + "/anyOf/\(index)") }
        }
        return (schema, pointer)
    }
}
