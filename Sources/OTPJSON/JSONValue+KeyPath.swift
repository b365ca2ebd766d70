extension JSONValue {
    /// A copy with the value at a dotted key path (`"cell.width"`) replaced by `newValue`:
    /// how the command line merges `--set cell.width=40` into a spec before decoding it.
    ///
    /// Missing objects along the path, and `null` ones, are created (so `button.title`
    /// works when the spec has no button); an existing key keeps its position, a new one
    /// is appended. Whether the key is a valid spec key is left to the reader of the
    /// result (the spec decoder reports unknown keys with suggestions).
    ///
    /// - Throws: ``JSONError/invalidKeyPath(_:)`` when the key path has an empty component
    ///   (`"cell..width"`), ``JSONError/notAnObject(path:value:keyPath:)`` when a value along
    ///   the path is neither an object nor null (`"cell": 5`).
    public func setting(keyPath: String, to newValue: JSONValue) throws(JSONError) -> JSONValue {
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains(where: \.isEmpty) else {
            throw .invalidKeyPath(keyPath)
        }
        return try setting(components[...], to: newValue, fullPath: keyPath, walked: "")
    }

    private func setting(
        _ components: ArraySlice<String>, to newValue: JSONValue, fullPath: String, walked: String
    ) throws(JSONError) -> JSONValue {
        guard let key = components.first else { return newValue }
        var object: JSONObject
        switch self {
        case .object(let existing): object = existing
        case .null: object = JSONObject()
        default:
            throw .notAnObject(path: walked.isEmpty ? "top level" : walked, value: excerpt, keyPath: fullPath)
        }
        let path = walked.isEmpty ? key : walked + "." + key
        let child = object[key] ?? .null
        object[key] = try child.setting(components.dropFirst(), to: newValue, fullPath: fullPath, walked: path)
        return .object(object)
    }
}
