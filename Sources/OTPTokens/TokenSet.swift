import OTPJSON

/// One tree of tokens in the order it applies: a file, or one set of a Tokens Studio file.
public struct TokenLayer: Sendable {
    /// The file's name for messages (`tokens/light.json`, or `tokens.json (set light)`).
    public let file: String
    /// The file's (or set's) groups and tokens.
    public let tree: JSONValue

    public init(file: String, tree: JSONValue) {
        self.file = file
        self.tree = tree
    }
}

/// Every token of some layers: what a spec's references name.
///
/// Layers merge in order, a token of a later layer replacing one of the same path whole (as
/// Style Dictionary and DTCG resolvers merge); groups' `$extends` then add the tokens they
/// inherit. A token is resolved (``TokenResolver``) when it is first asked for, so a spec pays
/// for the tokens it names, not for the whole design system; ``allTokens()`` resolves every
/// one, so that a broken alias anywhere is an error, as a token build would fail.
public struct TokenSet: Sendable {
    /// Every token's path, in the order the files define them.
    public let paths: [String]
    /// What the files do that DTCG makes an error, and that is read all the same (an object
    /// that is a token and a group at once, as Paragon's files have): `otp-render tokens`
    /// prints them.
    public let warnings: [TokenError]
    private let resolver: SharedTokenResolver

    /// Merges `layers`; a rem is `remPixels` points.
    public init(layers: [TokenLayer], remPixels: Double = 16) throws(TokenError) {
        let trees = try layers.map { layer throws(TokenError) in try TokenTree.flatten(layer.tree, file: layer.file) }
        var definitions: [String: TokenDefinition] = [:]
        definitions.reserveCapacity(trees.reduce(0) { $0 + $1.definitions.count })
        var order: [String] = []
        var extensions: [GroupExtension] = []
        for tree in trees {
            for definition in tree.definitions {
                if definitions.updateValue(definition, forKey: definition.path) == nil { order.append(definition.path) }
            }
            extensions += tree.extensions
        }
        try Self.extend(&definitions, order: &order, with: extensions)
        paths = order
        warnings = trees.flatMap(\.warnings)
        resolver = SharedTokenResolver(TokenResolver(definitions: definitions, remPixels: remPixels))
    }

    /// The token at `path` (or the `$root` token of the group at `path`), resolved; nil when
    /// there is neither.
    public func token(_ path: String) throws(TokenError) -> ResolvedToken? {
        if let token = try resolver.token(path) { return token }
        return try resolver.token(path + ".$root")
    }

    /// Every token, resolved, in the order the files define them.
    public func allTokens() throws(TokenError) -> [ResolvedToken] {
        var tokens: [ResolvedToken] = []
        for path in paths {
            if let token = try resolver.token(path) { tokens.append(token) }
        }
        return tokens
    }

    /// The paths nearest to `path`, for "did you mean".
    public func suggestions(for path: String) -> [String] {
        KeySuggestion.nearestNames(to: path, among: paths)
    }

    /// Adds to each group that `$extends` another the tokens of that group it does not define
    /// itself, bases first (a group extending one that extends a third gets both's tokens;
    /// ``ExtensionOrder``), at most ``TokenLimits/inheritedTokens`` in all.
    private static func extend(_ definitions: inout [String: TokenDefinition], order: inout [String],
                               with extensions: [GroupExtension]) throws(TokenError) {
        guard !extensions.isEmpty else { return }
        let schedule = ExtensionOrder(extensions)
        if let first = schedule.cyclic.first {
            let named = schedule.cyclic.prefix(5).map { "\($0.group) → \($0.base)" }.joined(separator: ", ")
            let more = schedule.cyclic.count > 5 ? " and \(schedule.cyclic.count - 5) more" : ""
            throw TokenError(.invalidDocument(key: first.group + "." + first.key,
                                              reason: "$extends and $ref name each other in a cycle: " + named + more),
                             file: first.file)
        }
        var groups = GroupContents(order)
        let before = order.count
        for extensionOfGroup in schedule.ordered {
            try apply(extensionOfGroup, to: &definitions, order: &order, groups: &groups)
            guard order.count - before <= TokenLimits.inheritedTokens else {
                throw TokenError(.limit("groups' $extends and $ref inherit more than \(TokenLimits.inheritedTokens) tokens in all"),
                                 file: extensionOfGroup.file, token: extensionOfGroup.group)
            }
        }
    }

    /// Adds to a group the tokens of the group it extends (`$extends`, or `$ref` to a group),
    /// or makes an object whose `$ref` names a token an alias of that token.
    private static func apply(_ extensionOfGroup: GroupExtension, to definitions: inout [String: TokenDefinition], order: inout [String],
                              groups: inout GroupContents) throws(TokenError) {
        let key = extensionOfGroup.group + "." + extensionOfGroup.key
        if definitions[extensionOfGroup.base] != nil {
            guard let alias = extensionOfGroup.alias else {
                throw TokenError(.invalidDocument(key: key, reason: "{\(extensionOfGroup.base)} is a token: $extends names a group (an alias names a token)"),
                                 file: extensionOfGroup.file)
            }
            let own = groups.tokens(in: extensionOfGroup.group)
            guard own.isEmpty else {
                throw TokenError(.invalidDocument(key: key, reason: "names the token \(extensionOfGroup.base), so the object is an alias token, which cannot also hold tokens (\(own.prefix(5).joined(separator: ", "))\(own.count > 5 ? ", …" : ""))"),
                                 file: extensionOfGroup.file)
            }
            if definitions.updateValue(alias, forKey: alias.path) == nil { order.append(alias.path); groups.add(alias.path) }
            return
        }
        let prefixLength = extensionOfGroup.base.count + 1
        let inherited = groups.tokens(in: extensionOfGroup.base)
        guard !inherited.isEmpty else {
            throw TokenError(.invalidDocument(key: key, reason: "{\(extensionOfGroup.base)} names no group of tokens" + (extensionOfGroup.alias == nil ? "" : " and no token")),
                             file: extensionOfGroup.file)
        }
        for path in inherited {
            let newPath = extensionOfGroup.group + "." + path.dropFirst(prefixLength)
            guard definitions[newPath] == nil, let base = definitions[path] else { continue }
            definitions[newPath] = TokenDefinition(path: newPath, ownType: base.ownType, groupType: base.groupType, value: base.value,
                                                   description: base.description, deprecation: base.deprecation, file: base.file,
                                                   followsDTCG: base.followsDTCG)
            order.append(newPath)
            groups.add(newPath)
        }
    }
}
