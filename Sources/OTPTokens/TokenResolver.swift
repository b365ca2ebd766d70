import OTPJSON

/// Resolves merged token definitions: every alias and JSON pointer replaced by what it names
/// (recursively, with cycles reported), Tokens Studio expressions evaluated, each value then
/// read as its type says.
///
/// Each token is resolved once and what it resolved to is reused: an alias shares its
/// target's value (a composite value holds what its aliases resolved to, never a copy built
/// anew), and an expression is evaluated to a number as soon as its aliases are replaced, so
/// the next token's expression reads that number, never the text it came from. With
/// ``TokenLimits`` on every value, text, chain and expression, resolving any file is linear
/// in its size.
struct TokenResolver {
    private let definitions: [String: TokenDefinition]
    private let remPixels: Double
    private var resolved: [String: Resolution] = [:]
    private var tokens: [String: ResolvedToken] = [:]

    /// A token's value with its references replaced, its type (its own, or the one its alias
    /// names), how many parts (values, members, items) the value has, and the length of the
    /// longest chain of aliases below it (0 for a value written out).
    private struct Resolution {
        var json: JSONValue
        var typeName: String?
        var nodes: Int
        var depth = 0
    }

    init(definitions: [String: TokenDefinition], remPixels: Double) {
        self.definitions = definitions
        self.remPixels = remPixels
    }

    /// The token at `path`, resolved (once: it is kept for the next time).
    mutating func token(_ path: String) throws(TokenError) -> ResolvedToken? {
        if let known = tokens[path] { return known }
        guard let definition = definitions[path] else { return nil }
        let resolution = try resolve(path, chain: [])
        let value: TokenValue
        do throws(TokenError.Problem) {
            let reader = TokenValueReader(remPixels: remPixels, dtcgNames: definition.followsDTCG)
            value = try reader.read(resolution.json, typeName: resolution.typeName)
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

    /// The value of `path` with its references replaced, and its type.
    private mutating func resolve(_ path: String, chain: [String]) throws(TokenError) -> Resolution {
        if let done = resolved[path] { return done }
        guard let definition = definitions[path] else { throw TokenError(.missingToken(reference: path, suggestions: []), file: nil) }
        if let start = chain.firstIndex(of: path) {
            let cycle = Array(chain[start...]) + [path]
            let first = definitions[cycle[0]]
            throw TokenError(.cycle(cycle), file: first?.file, token: first?.path)
        }
        guard chain.count < TokenLimits.aliasDepth else {
            throw Self.tooDeep(chain[0], through: chain[1], definitions[chain[0]])
        }
        var context = Context(definition: definition, chain: chain + [path])
        let substituted = try substitute(definition.value, takes: definition.typeName, place: .value, context: &context)
        // DTCG's order: the token's own type, else the type of the token it names, else its group's.
        let typeName = definition.ownType ?? substituted.aliasType ?? definition.groupType
        let result = Resolution(json: substituted.json, typeName: typeName, nodes: context.nodes, depth: context.depth)
        resolved[path] = result
        return result
    }

    /// The token being resolved and the chain of aliases that led to it.
    private struct Context {
        let definition: TokenDefinition
        let chain: [String]
        /// Parts of the value so far, against ``TokenLimits/valueNodes``.
        var nodes = 0
        /// The longest chain of aliases below the value so far, against ``TokenLimits/aliasDepth``.
        var depth = 0

        /// Notes an alias to `target`, whose own chain is `depth` long.
        mutating func alias(to target: String, depth targetDepth: Int) throws(TokenError) {
            depth = max(depth, targetDepth + 1)
            guard depth <= TokenLimits.aliasDepth else { throw TokenResolver.tooDeep(definition.path, through: target, definition) }
        }

        mutating func count(_ added: Int) throws(TokenError) {
            nodes += added
            guard nodes <= TokenLimits.valueNodes else {
                throw TokenError(.limit("the value has more than \(TokenLimits.valueNodes) parts once its aliases are resolved"),
                                 file: definition.file, token: definition.path)
            }
        }
    }

    /// `json` with each alias and pointer replaced (its parts counted in `context`), and the
    /// type of the token it names when it is one alias. `type` is what the place takes (DTCG's
    /// type names, or a place inside a composite value), which an alias there must name.
    private mutating func substitute(_ json: JSONValue, takes type: String?, place: AliasPlace,
                                     context: inout Context) throws(TokenError) -> (json: JSONValue, aliasType: String?) {
        switch json {
        case .string(let text):
            if let reference = TokenReference.whole(text) {
                let target = try follow(reference, context: context)
                return try take(target, of: reference, whole: true, takes: type, place: place, context: &context)
            }
            try context.count(1)
            guard TokenReference.occurs(in: text) else { return (json, nil) }
            return (try substituteInside(text, context: &context), nil)
        case .object(let object):
            if object.members.count == 1, case .string(let pointer)? = object["$ref"] {
                let target = try follow(pointer: pointer, context: context)
                return try take(target.resolution, of: target.token, whole: target.whole, takes: type, place: place, context: &context)
            }
            try context.count(1)
            var result = JSONObject()
            for member in object.members {
                let memberType = type.flatMap { CompositeMembers.type(of: member.key, in: $0) }
                let place = type.map { AliasPlace.member(member.key, of: $0) } ?? .value
                result[member.key] = try substitute(member.value, takes: memberType, place: place, context: &context).json
            }
            return (.object(result), nil)
        case .array(let items):
            try context.count(1)
            let itemType = type.flatMap(CompositeMembers.itemType)
            var result: [JSONValue] = []
            result.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let place = type.map { AliasPlace.member("item \(index)", of: $0) } ?? .value
                result.append(try substitute(item, takes: itemType, place: place, context: &context).json)
            }
            return (.array(result), nil)
        default:
            try context.count(1)
            return (json, nil)
        }
    }

    /// What an alias or pointer to `name` stands for: `target`, its chain and parts counted,
    /// and, when it is the whole token (`whole`), its type checked against the place's and
    /// given as the alias's.
    private func take(_ target: Resolution, of name: String, whole: Bool, takes type: String?, place: AliasPlace,
                      context: inout Context) throws(TokenError) -> (json: JSONValue, aliasType: String?) {
        try context.alias(to: name, depth: target.depth)
        if whole { try check(target.typeName, of: name, against: type, at: place, context: context) }
        try context.count(target.nodes)
        return (target.json, whole ? target.typeName : nil)
    }

    /// A text with aliases inside it (`"{spacing.base} * 2"`, `"1px solid {color.border}"`),
    /// each replaced by its token's value as text: a number when the result is an expression
    /// (Tokens Studio's arithmetic), else the text.
    private mutating func substituteInside(_ text: String, context: inout Context) throws(TokenError) -> JSONValue {
        var chained = context
        let substituted = try TokenReference.substituting(in: text, limit: TokenLimits.textBytes) { reference throws(TokenError) in
            let target = try follow(reference, context: chained)
            try chained.alias(to: reference, depth: target.depth)
            return TokenValueReader.scalarText(target.json)
        }
        context.depth = chained.depth
        guard let substituted else {
            throw TokenError(.limit("the text is longer than \(TokenLimits.textBytes) bytes once its aliases are replaced: \(JSONValue.quoted(String(text.prefix(40))))…"),
                             file: context.definition.file, token: context.definition.path)
        }
        switch TokenArithmetic.evaluate(substituted, remPixels: remPixels) {
        case .notAnExpression:
            return .string(substituted)
        case .invalid(let reason):
            throw TokenError(.arithmetic(expression: JSONValue.string(substituted).excerpt, reason: reason),
                             file: context.definition.file, token: context.definition.path)
        case .quantity(let quantity):
            guard let number = JSONNumber(quantity.value) else { return .string(substituted) }
            return quantity.unit.isEmpty ? .number(number) : .string(number.literal + quantity.unit)
        }
    }

    /// The error of a token whose aliases chain past ``TokenLimits/aliasDepth``.
    fileprivate static func tooDeep(_ path: String, through next: String, _ definition: TokenDefinition?) -> TokenError {
        TokenError(.limit("its aliases chain more than \(TokenLimits.aliasDepth) tokens deep: \(path) → \(next) → …"),
                   file: definition?.file, token: path)
    }

    /// Refuses an alias (in a DTCG file) to a token of another type than its place takes. The
    /// whole value takes the token's own `$type`: without one, it takes its target's.
    private func check(_ found: String?, of reference: String, against placeType: String?, at place: AliasPlace,
                       context: Context) throws(TokenError) {
        let expected = place == .value ? context.definition.ownType : placeType
        guard context.definition.followsDTCG, let expected, CompositeMembers.typeNames.contains(expected), let found else { return }
        let canonical = TokenType(name: found)?.rawValue ?? found
        guard canonical != expected else { return }
        throw TokenError(.typeMismatch(place: place, reference: reference, found: found, expected: expected),
                         file: context.definition.file, token: context.definition.path)
    }

    /// The value `reference` names: a token, or a group's `$root` token (`{color.brand}` for
    /// `color.brand.$root`).
    private mutating func follow(_ reference: String, context: Context) throws(TokenError) -> Resolution {
        if definitions[reference] == nil, definitions[reference + ".$root"] != nil {
            return try resolve(reference + ".$root", chain: context.chain)
        }
        guard definitions[reference] != nil else {
            throw TokenError(.missingToken(reference: reference, suggestions: KeySuggestion.nearestNames(to: reference, among: definitions.keys)),
                             file: context.definition.file, token: context.definition.path)
        }
        return try resolve(reference, chain: context.chain)
    }

    /// What a JSON pointer names: the token's resolved value, or a part of it (its `$type`
    /// too); `whole` when it is the token's whole value.
    private mutating func follow(pointer: String, context: Context) throws(TokenError) -> (resolution: Resolution, token: String, whole: Bool) {
        let definition = context.definition
        guard let target = TokenReference.pointer(pointer) else {
            throw TokenError(.invalidDocument(key: "$ref", reason: "\(JSONValue.string(pointer).excerpt) is not a pointer into this document (#/group/token/$value)"),
                             file: definition.file, token: definition.path)
        }
        let resolved = try follow(target.token, context: context)
        if target.below.isEmpty { return (resolved, target.token, true) }
        if target.below == ["$type"] {
            return (Resolution(json: resolved.typeName.map(JSONValue.string) ?? .null, typeName: nil, nodes: 1), target.token, false)
        }
        var json = resolved.json
        for key in target.below {
            switch json {
            case .object(let object) where object[key] != nil: json = object[key] ?? .null
            case .array(let items) where TokenReference.arrayIndex(key).map(items.indices.contains) ?? false:
                json = items[TokenReference.arrayIndex(key) ?? 0]
            default:
                throw TokenError(.invalidDocument(key: "$ref", reason: "\(JSONValue.string(pointer).excerpt) points at nothing"),
                                 file: definition.file, token: definition.path)
            }
        }
        return (Resolution(json: json, typeName: nil, nodes: json.nodeCount(upTo: TokenLimits.valueNodes + 1)), target.token, false)
    }
}
