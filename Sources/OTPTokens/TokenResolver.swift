import OTPJSON

/// Resolves merged token definitions: every alias and JSON pointer replaced by what it names
/// (recursively, with cycles reported), Tokens Studio expressions evaluated, each value then
/// read as its type says.
struct TokenResolver {
    private let definitions: [String: TokenDefinition]
    private let reader: TokenValueReader
    private var resolved: [String: (json: JSONValue, typeName: String?)] = [:]
    private var tokens: [String: ResolvedToken] = [:]

    init(definitions: [String: TokenDefinition], remPixels: Double) {
        self.definitions = definitions
        reader = TokenValueReader(remPixels: remPixels)
    }

    /// The token at `path`, resolved (once: it is kept for the next time).
    mutating func token(_ path: String) throws(TokenError) -> ResolvedToken? {
        if let known = tokens[path] { return known }
        guard let definition = definitions[path] else { return nil }
        let (json, typeName) = try resolve(path, chain: [])
        let value: TokenValue
        do throws(TokenError.Problem) {
            value = try read(json, typeName: typeName)
        } catch {
            throw TokenError(error, file: definition.file, token: path)
        }
        let token = ResolvedToken(path: path, value: value, aliasOf: Self.alias(in: definition.value), file: definition.file,
                                  description: definition.description, deprecation: definition.deprecation)
        tokens[path] = token
        return token
    }

    /// The path a value names when it is one alias or one pointer to a whole token.
    private static func alias(in value: JSONValue) -> String? {
        switch value {
        case .string(let text): return TokenReference.whole(text)
        case .object(let object):
            guard object.members.count == 1, case .string(let pointer)? = object["$ref"],
                  let target = TokenReference.pointer(pointer), target.below.isEmpty else { return nil }
            return target.token
        default: return nil
        }
    }

    private func read(_ json: JSONValue, typeName: String?) throws(TokenError.Problem) -> TokenValue {
        if let typeName {
            guard let type = TokenType(name: typeName) else { return .other(typeName: typeName, text: Self.scalarText(json)) }
            return try reader.read(json, as: type)
        }
        switch json {
        case .number(let number): return .number(number.doubleValue)
        case .string(let text):
            if let color = CSSColor.parse(text) { return .color(color) }
        case .object(let object):
            if object["colorSpace"] != nil { return .color(try reader.color(json)) }
            if object["unit"] != nil { return .dimension(try reader.dimension(json)) }
        default: break
        }
        return .other(typeName: "", text: Self.scalarText(json))
    }

    /// The value of `path` with its references replaced, and its type (its own, or the one
    /// its alias names).
    private mutating func resolve(_ path: String, chain: [String]) throws(TokenError) -> (json: JSONValue, typeName: String?) {
        if let done = resolved[path] { return done }
        guard let definition = definitions[path] else { throw TokenError(.missingToken(reference: path, suggestions: []), file: nil) }
        if let start = chain.firstIndex(of: path) {
            let cycle = Array(chain[start...]) + [path]
            let first = definitions[cycle[0]]
            throw TokenError(.cycle(cycle), file: first?.file, token: first?.path)
        }
        var aliasType: String?
        let json = try substitute(definition.value, in: definition, chain: chain + [path], aliasType: &aliasType)
        let result = (json: json, typeName: definition.typeName ?? aliasType)
        resolved[path] = result
        return result
    }

    /// `json` with each alias and pointer replaced; `aliasType` is set to the type of the
    /// token a whole-value alias names.
    private mutating func substitute(_ json: JSONValue, in definition: TokenDefinition, chain: [String],
                                     aliasType: inout String?) throws(TokenError) -> JSONValue {
        switch json {
        case .string(let text):
            if let reference = TokenReference.whole(text) {
                let target = try follow(reference, from: definition, chain: chain)
                aliasType = target.typeName
                return target.json
            }
            guard TokenReference.occurs(in: text) else { return json }
            return .string(try TokenReference.substituting(in: text) { reference throws(TokenError) in
                Self.scalarText(try follow(reference, from: definition, chain: chain).json)
            })
        case .object(let object):
            if object.members.count == 1, case .string(let pointer)? = object["$ref"] {
                return try follow(pointer: pointer, from: definition, chain: chain, aliasType: &aliasType)
            }
            var result = JSONObject()
            for member in object.members {
                var ignored: String?
                result[member.key] = try substitute(member.value, in: definition, chain: chain, aliasType: &ignored)
            }
            return .object(result)
        case .array(let items):
            var result: [JSONValue] = []
            for item in items {
                var ignored: String?
                result.append(try substitute(item, in: definition, chain: chain, aliasType: &ignored))
            }
            return .array(result)
        default:
            return json
        }
    }

    /// The value `reference` names: a token, or a group's `$root` token (`{color.brand}` for
    /// `color.brand.$root`, which DTCG leaves undefined and every reader means).
    private mutating func follow(_ reference: String, from definition: TokenDefinition, chain: [String]) throws(TokenError) -> (json: JSONValue, typeName: String?) {
        if definitions[reference] == nil, definitions[reference + ".$root"] != nil {
            return try resolve(reference + ".$root", chain: chain)
        }
        guard definitions[reference] != nil else {
            throw TokenError(.missingToken(reference: reference, suggestions: KeySuggestion.nearestNames(to: reference, among: definitions.keys)),
                             file: definition.file, token: definition.path)
        }
        return try resolve(reference, chain: chain)
    }

    private mutating func follow(pointer: String, from definition: TokenDefinition, chain: [String],
                                 aliasType: inout String?) throws(TokenError) -> JSONValue {
        guard let target = TokenReference.pointer(pointer) else {
            throw TokenError(.invalidDocument(key: "$ref", reason: "\(JSONValue.quoted(pointer)) is not a pointer into this document (#/group/token/$value)"),
                             file: definition.file, token: definition.path)
        }
        let resolved = try follow(target.token, from: definition, chain: chain)
        var json = resolved.json
        for key in target.below {
            switch json {
            case .object(let object) where object[key] != nil: json = object[key] ?? .null
            case .array(let items) where Int(key).map(items.indices.contains) ?? false: json = items[Int(key) ?? 0]
            default:
                throw TokenError(.invalidDocument(key: "$ref", reason: "\(JSONValue.quoted(pointer)) points at nothing"),
                                 file: definition.file, token: definition.path)
            }
        }
        if target.below.isEmpty { aliasType = resolved.typeName }
        return json
    }

    /// A resolved value as it reads inside a string: strings bare, numbers as written,
    /// dimensions as `8px`, colour objects as hex; anything else as compact JSON.
    private static func scalarText(_ json: JSONValue) -> String {
        switch json {
        case .string(let text): return text
        case .number(let number): return number.description
        case .object(let object):
            if case .number(let value)? = object["value"], case .string(let unit)? = object["unit"] { return value.description + unit }
            if object["colorSpace"] != nil, let color = try? TokenValueReader(remPixels: 16).color(json) { return color.hexString }
            return json.excerpt
        default: return json.excerpt
        }
    }
}
