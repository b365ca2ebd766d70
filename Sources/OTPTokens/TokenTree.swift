import OTPJSON
import OTPTextSearch

/// A token file's tree of groups and tokens, flattened to definitions.
///
/// A file that has `$value`, `$type`, `$ref` or `$extends` anywhere is DTCG: a token is an
/// object with `$value` (or only `$ref`), groups give `$type` to the tokens below them,
/// `$extends`, `$ref` and `$deprecated` apply to groups, and other
/// `$` keys (`$description`, `$extensions`, `$schema`) are read or skipped as DTCG says. Any
/// other file is read as a Tokens Studio export: a token is an object with `value`, with
/// `type` and `description` beside it, and its older `$path` references read as aliases
/// (`"$spacing.base * 2"` as `"{spacing.base} * 2"`). Members that are neither groups nor tokens (a
/// design system's own notes, such as `source` or `modify`) are skipped, as Style Dictionary
/// skips them.
struct TokenTree {
    private(set) var definitions: [TokenDefinition] = []
    private(set) var extensions: [GroupExtension] = []
    /// What breaks a rule of DTCG's but is read as the design systems that ship it mean it
    /// (an object that is a token and a group at once).
    private(set) var warnings: [TokenError] = []
    private let file: String
    private let followsDTCG: Bool
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
        followsDTCG = dollar
        valueKey = dollar ? "$value" : "value"
        typeKey = dollar ? "$type" : "type"
        descriptionKey = dollar ? "$description" : "description"
    }

    /// Whether any object below `json` has a `$value`, `$type`, `$ref` or `$extends` member.
    private static func usesDollarKeys(_ json: JSONValue) -> Bool {
        switch json {
        case .object(let object):
            return ["$value", "$type", "$ref", "$extends"].contains { object[$0] != nil } || object.members.contains { usesDollarKeys($0.value) }
        case .array(let items):
            return items.contains(where: usesDollarKeys)
        default:
            return false
        }
    }

    private mutating func visitGroup(_ group: JSONObject, path: String, inheritedType: String?, inheritedDeprecation: String?) throws(TokenError) {
        // Tokens Studio's groups have no type: a member named `type` there is a group.
        let ownType = followsDTCG ? try string(group[typeKey], in: path, key: typeKey) : nil
        let type = ownType ?? inheritedType
        let deprecation = try deprecation(group["$deprecated"], path: path) ?? inheritedDeprecation
        if let base = group["$extends"] {
            guard let reference = Self.groupReference(base) else {
                throw invalid(Self.child(path, "$extends"), "must be a reference to a group, such as \"{button}\" or \"#/button\"")
            }
            extensions.append(GroupExtension(group: path, base: reference, file: file, key: "$extends"))
        }
        for member in group.members {
            guard !member.key.hasPrefix("$") || member.key == "$root", case .object(let child) = member.value else { continue }
            let childPath = Self.child(path, member.key)
            if followsDTCG, member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                throw invalid(childPath, "a token or group name cannot hold \".\", \"{\" or \"}\" (an alias {group.token} could not name it)")
            }
            if let value = child[valueKey] {
                try define(child, value: value, path: childPath, inheritedType: type, inheritedDeprecation: deprecation)
            } else if followsDTCG, let pointer = child["$ref"] {
                try refer(child, pointer: pointer, path: childPath, inheritedType: type, inheritedDeprecation: deprecation)
            } else {
                try visitGroup(child, path: childPath, inheritedType: type, inheritedDeprecation: deprecation)
            }
        }
    }

    /// An object with `$ref` and no `$value`: an alias token when it points into a value
    /// (`#/color/blue/$value`); otherwise a group or token named by path (`#/button`), which
    /// ``TokenSet`` tells apart once every file is merged: a group's tokens are inherited as
    /// `$extends` inherits them, a token's value is aliased.
    private mutating func refer(_ object: JSONObject, pointer: JSONValue, path: String, inheritedType: String?,
                                inheritedDeprecation: String?) throws(TokenError) {
        guard case .string(let text) = pointer, let target = TokenReference.pointer(text) else {
            throw invalid(Self.child(path, "$ref"), "must be a JSON pointer into this document, such as \"#/color/blue\" or \"#/color/blue/$value\", not \(pointer.excerpt)")
        }
        if text.containsText("/$value") {
            guard Self.children(of: object).isEmpty else {
                throw invalid(path, "a $ref into a token's value makes an alias token, which cannot also hold tokens (\(Self.children(of: object).joined(separator: ", ")))")
            }
            return try define(object, value: .object(["$ref": pointer]), path: path, inheritedType: inheritedType,
                              inheritedDeprecation: inheritedDeprecation)
        }
        extensions.append(GroupExtension(group: path, base: target.token, file: file, key: "$ref",
                                         alias: try aliasDefinition(object, pointer: pointer, path: path, inheritedType: inheritedType,
                                                                    inheritedDeprecation: inheritedDeprecation)))
        try visitGroup(object, path: path, inheritedType: inheritedType, inheritedDeprecation: inheritedDeprecation)
    }

    /// The token an object `{"$ref": "#/path"}` is when its target is a token.
    private func aliasDefinition(_ object: JSONObject, pointer: JSONValue, path: String, inheritedType: String?,
                                 inheritedDeprecation: String?) throws(TokenError) -> TokenDefinition {
        TokenDefinition(path: path, ownType: try string(object[typeKey], in: path, key: typeKey), groupType: inheritedType,
                        value: .object(["$ref": pointer]), description: try string(object[descriptionKey], in: path, key: descriptionKey),
                        deprecation: try deprecation(object["$deprecated"], path: path) ?? inheritedDeprecation, file: file, followsDTCG: true)
    }

    private mutating func define(_ token: JSONObject, value: JSONValue, path: String, inheritedType: String?, inheritedDeprecation: String?) throws(TokenError) {
        let children = followsDTCG ? Self.children(of: token) : []
        if followsDTCG {
            if !children.isEmpty {
                warnings.append(invalid(path, "has $value and holds tokens or groups too (\(children.joined(separator: ", "))): "
                                        + "DTCG makes an object a token or a group, not both; both are read"))
            }
            guard token["$extends"] == nil else {
                throw invalid(Self.child(path, "$extends"), "only a group can extend a group; a token with $value names another with an alias (\"{group.token}\")")
            }
        }
        definitions.append(TokenDefinition(
            path: path,
            ownType: try string(token[typeKey], in: path, key: typeKey), groupType: inheritedType,
            value: followsDTCG ? value : Self.bracingDollarReferences(in: value),
            description: try string(token[descriptionKey], in: path, key: descriptionKey),
            deprecation: try deprecation(token["$deprecated"], path: path) ?? inheritedDeprecation,
            file: file, followsDTCG: followsDTCG))
        if !children.isEmpty {
            try visitGroup(token, path: path, inheritedType: definitions.last?.typeName, inheritedDeprecation: definitions.last?.deprecation)
        }
    }

    /// The names of the members of `object` that are tokens or groups (objects not named `$…`).
    private static func children(of object: JSONObject) -> [String] {
        object.members.compactMap { member in
            guard !member.key.hasPrefix("$"), case .object = member.value else { return nil }
            return member.key
        }
    }

    /// The group path `$extends` names: `"{button}"` or a JSON pointer `"#/button"`.
    private static func groupReference(_ json: JSONValue) -> String? {
        guard case .string(let text) = json else { return nil }
        if let reference = TokenReference.whole(text) { return reference }
        guard let pointer = TokenReference.pointer(text), pointer.below.isEmpty, !text.containsText("/$value") else { return nil }
        return pointer.token
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
