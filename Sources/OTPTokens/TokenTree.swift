import OTPJSON

/// A token file's tree of groups and tokens, flattened to definitions.
///
/// A file that has `$value` anywhere is DTCG: a token is an object with `$value`, groups give
/// `$type` to the tokens below them, `$extends` and `$deprecated` apply to groups, and other
/// `$` keys (`$description`, `$extensions`, `$schema`) are read or skipped as DTCG says. Any
/// other file is read as a Tokens Studio export: a token is an object with `value`, with
/// `type` and `description` beside it, and its older `$path` references read as aliases
/// (`"$spacing.base * 2"` as `"{spacing.base} * 2"`). Members that are neither groups nor tokens (a
/// design system's own notes, such as `source` or `modify`) are skipped, as Style Dictionary
/// skips them.
struct TokenTree {
    private(set) var definitions: [TokenDefinition] = []
    private(set) var extensions: [GroupExtension] = []
    private let file: String
    private let valueKey: String
    private let typeKey: String
    private let descriptionKey: String

    /// The definitions of `root`, a file's tree (or one set of a Tokens Studio file).
    static func flatten(_ root: JSONValue, file: String) throws(TokenError) -> TokenTree {
        var tree = TokenTree(file: file, dollar: usesDollarKeys(root))
        guard case .object(let object) = root else {
            throw TokenError(.invalidDocument(key: "top level", reason: "must be an object of groups and tokens, not \(root.kindDescription)"), file: file)
        }
        try tree.visitGroup(object, path: "", inheritedType: nil, inheritedDeprecation: nil)
        return tree
    }

    private init(file: String, dollar: Bool) {
        self.file = file
        valueKey = dollar ? "$value" : "value"
        typeKey = dollar ? "$type" : "type"
        descriptionKey = dollar ? "$description" : "description"
    }

    /// Whether any object below `json` has a `$value` member.
    private static func usesDollarKeys(_ json: JSONValue) -> Bool {
        switch json {
        case .object(let object):
            return object["$value"] != nil || object.members.contains { usesDollarKeys($0.value) }
        case .array(let items):
            return items.contains(where: usesDollarKeys)
        default:
            return false
        }
    }

    private mutating func visitGroup(_ group: JSONObject, path: String, inheritedType: String?, inheritedDeprecation: String?) throws(TokenError) {
        // Tokens Studio's groups have no type: a member named `type` there is a group.
        let ownType = typeKey == "$type" ? try string(group[typeKey], in: path, key: typeKey) : nil
        let type = ownType ?? inheritedType
        let deprecation = try deprecation(group["$deprecated"], path: path) ?? inheritedDeprecation
        if let base = group["$extends"] {
            guard case .string(let text) = base, let reference = TokenReference.whole(text) else {
                throw invalid(Self.child(path, "$extends"), "must be a reference to a group, such as \"{button}\"")
            }
            extensions.append(GroupExtension(group: path, base: reference, file: file))
        }
        for member in group.members {
            guard !member.key.hasPrefix("$") || member.key == "$root", case .object(let child) = member.value else { continue }
            let childPath = Self.child(path, member.key)
            if let value = child[valueKey] {
                try define(child, value: value, path: childPath, inheritedType: type, inheritedDeprecation: deprecation)
            } else {
                try visitGroup(child, path: childPath, inheritedType: type, inheritedDeprecation: deprecation)
            }
        }
    }

    private mutating func define(_ token: JSONObject, value: JSONValue, path: String, inheritedType: String?, inheritedDeprecation: String?) throws(TokenError) {
        definitions.append(TokenDefinition(
            path: path,
            typeName: try string(token[typeKey], in: path, key: typeKey) ?? inheritedType,
            value: valueKey == "$value" ? value : Self.bracingDollarReferences(in: value),
            description: try string(token[descriptionKey], in: path, key: descriptionKey),
            deprecation: try deprecation(token["$deprecated"], path: path) ?? inheritedDeprecation,
            file: file))
    }

    /// A Tokens Studio value with its `$path` references written as `{path}`.
    private static func bracingDollarReferences(in value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(TokenReference.bracingDollarReferences(in: text))
        case .array(let items): return .array(items.map(bracingDollarReferences))
        case .object(let object):
            var result = JSONObject()
            for member in object.members { result[member.key] = bracingDollarReferences(in: member.value) }
            return .object(result)
        default: return value
        }
    }

    /// The member `key` of the token or group at `path`, which must be a string when present.
    private func string(_ json: JSONValue?, in path: String, key: String) throws(TokenError) -> String? {
        guard let json else { return nil }
        guard case .string(let text) = json else { throw invalid(Self.child(path, key), "must be a string, not \(json.excerpt)") }
        return text
    }

    /// `true` → "", a reason → itself, `false` → nil (which also lifts a group's).
    private func deprecation(_ json: JSONValue?, path: String) throws(TokenError) -> String?? {
        switch json {
        case nil: return .none
        case .bool(true)?: return .some("")
        case .bool(false)?: return .some(nil)
        case .string(let reason)?: return .some(reason)
        case let other?: throw invalid(Self.child(path, "$deprecated"), "must be true, false or a reason, not \(other.excerpt)")
        }
    }

    private func invalid(_ key: String, _ reason: String) -> TokenError {
        TokenError(.invalidDocument(key: key, reason: reason), file: file)
    }

    /// The dotted path of `name` inside `path`.
    private static func child(_ path: String, _ name: String) -> String {
        path.isEmpty ? name : path + "." + name
    }
}
