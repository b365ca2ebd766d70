import OTPJSON

/// One key of a spec object: its name, the property it sets, and how that property's
/// value is read and written (a ``SpecCodec``).
struct SpecField<Root: Sendable>: Sendable {
    /// The JSON key, the Swift property's name.
    let key: String
    /// This key and the dotted paths below it (`cell`, `cell.width`, ...), for suggestions.
    let keyPaths: [String]
    /// Reads the member's JSON into the property, overriding its current value.
    let decode: @Sendable (_ json: JSONValue, _ path: SpecPath, _ root: inout Root) throws(SpecError) -> Void
    /// Writes the property as JSON.
    let encode: @Sendable (Root) -> JSONValue
    /// The reference entries of this key and the keys below it, with the defaults that
    /// `root` has, the key written after `prefix` (`cell.` for the members of `cell`).
    let references: @Sendable (_ root: Root, _ prefix: String) -> [SpecKeyReference]
    /// The member's JSON Schema: the codec's, with the key's meaning and the default that
    /// `root` has.
    let schema: @Sendable (_ root: Root) -> JSONObject
    /// The member's JSON with its token references resolved (``SpecCodec/substitute``).
    let substitute: @Sendable (_ json: JSONValue, _ path: SpecPath, _ tokens: inout SpecTokenSubstitution) throws(SpecError) -> JSONValue

    /// - Parameters:
    ///   - property: the property, made when the key is first read or written: a key path
    ///     costs the runtime some 30,000 instructions to make, and most runs read few keys.
    ///   - meaning: the key's entry in the spec reference: what it does, its range and unit,
    ///     in Markdown.
    init<Value: Sendable>(_ key: String, _ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Root, Value> & Sendable,
                          _ codec: SpecCodec<Value>, _ meaning: String) {
        self.key = key
        keyPaths = [key] + codec.keyPaths.map { key + "." + $0 }
        references = { root, prefix in
            let value = root[keyPath: property()], path = prefix + key
            let entry = SpecKeyReference(path: path, type: codec.type, defaultValue: codec.encode(value), meaning: meaning)
            return [entry] + codec.memberReferences(value, path + ".")
        }
        decode = { json, path, root throws(SpecError) in
            let keyPath = property()
            root[keyPath: keyPath] = try codec.decode(json, path, root[keyPath: keyPath])
        }
        encode = { root in codec.encode(root[keyPath: property()]) }
        schema = { root in
            let value = root[keyPath: property()]
            var schema = codec.schema(value)
            schema["description"] = .string(meaning)
            schema["default"] = codec.encode(value)
            return schema
        }
        substitute = codec.substitute
    }
}
