import OTPJSON

/// A request's JSON object (or one nested in it, at `path`), read key by key with errors
/// that name the key path.
struct RequestObject {
    private let object: JSONObject
    private let path: String?

    init(_ object: JSONObject, path: String? = nil) {
        self.object = object
        self.path = path
    }

    subscript(key: String) -> JSONValue? {
        object[key].flatMap { $0 == .null ? nil : $0 }
    }

    /// Fails on a key other than `id`, `op` (at the top) and `keys`.
    func allowOnly(_ keys: [String]) throws(ServiceFailure) {
        let allowed = path == nil ? keys + ["id", "op"] : keys
        if let unknown = object.keys.first(where: { !allowed.contains($0) }) {
            let choices = keys.isEmpty ? "" : " (\(path == nil ? "this operation takes" : "it takes") \(keys.joined(separator: ", ")))"
            throw .badRequest("unknown key\(choices)", keyPath: keyPath(unknown))
        }
    }

    func string(_ key: String) throws(ServiceFailure) -> String? {
        guard let value = self[key] else { return nil }
        guard case .string(let text) = value else { throw wrongType(key, value, "a string") }
        return text
    }

    func strings(_ key: String) throws(ServiceFailure) -> [String]? {
        guard let value = self[key] else { return nil }
        guard case .array(let elements) = value else { throw wrongType(key, value, "an array of strings") }
        var result: [String] = []
        for element in elements {
            guard case .string(let text) = element else { throw wrongType(key, value, "an array of strings") }
            result.append(text)
        }
        return result
    }

    func bool(_ key: String) throws(ServiceFailure) -> Bool? {
        guard let value = self[key] else { return nil }
        guard case .bool(let flag) = value else { throw wrongType(key, value, "true or false") }
        return flag
    }

    func number(_ key: String) throws(ServiceFailure) -> Double? {
        guard let value = self[key] else { return nil }
        guard case .number(let number) = value, case let double = number.doubleValue, double.isFinite else {
            throw wrongType(key, value, "a number")
        }
        return double
    }

    func integer(_ key: String) throws(ServiceFailure) -> Int? {
        guard let value = self[key] else { return nil }
        guard case .number(let number) = value, let integer = Int(number.literal) else {
            throw wrongType(key, value, "a whole number")
        }
        return integer
    }

    private func wrongType(_ key: String, _ value: JSONValue, _ expected: String) -> ServiceFailure {
        .badRequest("\(value.excerpt) must be \(expected)", keyPath: keyPath(key))
    }

    private func keyPath(_ key: String) -> String {
        path.map { "\($0).\(key)" } ?? key
    }
}
