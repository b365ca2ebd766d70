import OTPFiles
import OTPJSON

/// A DTCG 2025.10 resolver document: `sets` of sources, `modifiers` whose `contexts` are
/// the modes, and a `resolutionOrder` of both, later entries overriding earlier ones.
/// Sources are `{"$ref": "file.json"}` (relative to the document), `{"$ref": "#/sets/x"}`
/// or trees of tokens written inline.
///
/// A mode is a context's name (`dark`), or `modifier=context` pairs joined by commas
/// (`theme=dark,density=compact`); a modifier not named takes its `default`.
struct TokenResolverDocument {
    private struct Modifier {
        let name: String
        let contexts: [(name: String, sources: [JSONValue])]
        let defaultContext: String?
    }

    private enum Step {
        case set(name: String, sources: [JSONValue])
        case modifier(Modifier)

        var name: String {
            switch self {
            case .set(let name, _): name
            case .modifier(let modifier): modifier.name
            }
        }
    }

    private let path: String
    private let folder: String
    private let root: JSONObject
    private let steps: [Step]
    private let files: TokenFiles

    init(path: String, root: JSONObject, files: TokenFiles) throws(TokenError) {
        self.path = path
        self.files = files
        folder = PathName.parent(of: path)
        self.root = root
        if let version = root["version"], version != .string("2025.10") {
            throw TokenError(.invalidDocument(key: "version", reason: "\(version.excerpt) is not a resolver version this reader knows (2025.10)"), file: path)
        }
        guard case .array(let order)? = root["resolutionOrder"] else {
            throw TokenError(.invalidDocument(key: "resolutionOrder", reason: "must be an array of sets and modifiers"), file: path)
        }
        var steps: [Step] = []
        for (i, entry) in order.enumerated() {
            let step = try Self.step(entry, key: "resolutionOrder[\(i)]", root: root, file: path)
            guard !steps.contains(where: { $0.name == step.name }) else {
                throw TokenError(.invalidDocument(key: "resolutionOrder[\(i)]", reason: "\(JSONValue.quoted(step.name)) is in resolutionOrder twice (its names must be unique)"), file: path)
            }
            steps.append(step)
        }
        self.steps = steps
    }

    /// Every context of every modifier, in order.
    var contextNames: [String] {
        steps.flatMap { step -> [String] in
            if case .modifier(let modifier) = step { return modifier.contexts.map(\.name) }
            return []
        }
    }

    /// The mode of every modifier's `default` (`light`, or `theme=light,density=compact`
    /// for several); nil when a modifier with contexts has none, which a mode must then name.
    var defaultMode: String? {
        var parts: [String] = []
        for step in steps {
            guard case .modifier(let modifier) = step else { continue }
            guard let context = modifier.defaultContext else { return nil }
            parts.append("\(modifier.name)=\(context)")
        }
        guard parts.count > 1 else { return parts.first.map { String($0.split(separator: "=", maxSplits: 1).last ?? "") } }
        return parts.joined(separator: ",")
    }

    func layers(context mode: String?) throws(TokenError) -> [TokenLayer] {
        let choices = try self.choices(mode)
        var layers: [TokenLayer] = []
        for step in steps {
            switch step {
            case .set(let name, let sources):
                layers += try self.layers(sources, key: "sets.\(name)", within: [name])
            case .modifier(let modifier):
                guard let context = choices[modifier.name] ?? modifier.defaultContext else {
                    throw TokenError(.modeMismatch("the resolver's modifier \(modifier.name) has no default: give a mode ("
                                                   + modifier.contexts.map(\.name).joined(separator: ", ") + ")"), file: path)
                }
                guard let chosen = modifier.contexts.first(where: { $0.name.lowercased() == context.lowercased() }) else {
                    throw TokenError(.unknownMode(context, known: modifier.contexts.map(\.name)), file: path)
                }
                layers += try self.layers(chosen.sources, key: "modifiers.\(modifier.name).contexts.\(chosen.name)", within: [])
            }
        }
        return layers
    }

    /// The context chosen for each modifier `mode` names.
    private func choices(_ mode: String?) throws(TokenError) -> [String: String] {
        guard let mode else { return [:] }
        let modifiers = steps.compactMap { step -> Modifier? in
            if case .modifier(let modifier) = step { return modifier }
            return nil
        }
        var choices: [String: String] = [:]
        for part in mode.split(separator: ",").map({ CSSText.trimmed(String($0)) }) {
            if let equals = part.firstIndex(of: "=") {
                let name = String(part[..<equals])
                guard modifiers.contains(where: { $0.name == name }) else {
                    throw TokenError(.modeMismatch("mode \(JSONValue.quoted(part)) names no modifier of the resolver (modifiers: "
                                                   + modifiers.map(\.name).joined(separator: ", ") + ")"), file: path)
                }
                choices[name] = String(part[part.index(after: equals)...])
                continue
            }
            let owners = modifiers.filter { $0.contexts.contains { $0.name.lowercased() == part.lowercased() } }
            guard owners.count == 1 else {
                if owners.isEmpty { throw TokenError(.unknownMode(part, known: contextNames), file: path) }
                throw TokenError(.modeMismatch("mode \(JSONValue.quoted(part)) is a context of several modifiers ("
                                               + owners.map(\.name).joined(separator: ", ") + "): write modifier=\(part)"), file: path)
            }
            choices[owners[0].name] = part
        }
        return choices
    }

    /// The layers of `sources`, inside the sets `within` (a set among them named again is a cycle).
    private func layers(_ sources: [JSONValue], key: String, within: [String]) throws(TokenError) -> [TokenLayer] {
        var layers: [TokenLayer] = []
        for (i, source) in sources.enumerated() {
            guard case .object(let object) = source else {
                throw TokenError(.invalidDocument(key: "\(key)[\(i)]", reason: "must be {\"$ref\": …} or a tree of tokens"), file: path)
            }
            guard case .string(let reference)? = object["$ref"] else {
                layers.append(TokenLayer(file: "\(path) (\(key)[\(i)])", tree: source))
                continue
            }
            if reference.hasPrefix("#/sets/") {
                let name = String(reference.dropFirst("#/sets/".count))
                guard case .object(let set)? = root["sets"]?[name] else {
                    throw TokenError(.invalidDocument(key: "\(key)[\(i)]", reason: "\(JSONValue.string(reference).excerpt) names no set"), file: path)
                }
                guard !within.contains(name) else {
                    throw TokenError(.invalidDocument(key: "\(key)[\(i)]", reason: "sets name each other in a cycle: " + (within + [name]).joined(separator: " → ")), file: path)
                }
                layers += try self.layers(try Self.sources(set, key: "sets.\(name)", file: path), key: "sets.\(name)", within: within + [name])
                continue
            }
            guard !reference.contains("#") else {
                throw TokenError(.invalidDocument(key: "\(key)[\(i)]", reason: "\(JSONValue.string(reference).excerpt): only whole files and #/sets/… are read"), file: path)
            }
            let file = PathName.resolved(reference, from: folder)
            layers.append(TokenLayer(file: file, tree: try files.json(at: file)))
        }
        return layers
    }

    private static func step(_ entry: JSONValue, key: String, root: JSONObject, file: String) throws(TokenError) -> Step {
        guard case .object(let object) = entry else {
            throw TokenError(.invalidDocument(key: key, reason: "must be {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} or an inline set or modifier"), file: file)
        }
        if case .string(let reference)? = object["$ref"] {
            for (prefix, collection) in [("#/sets/", "sets"), ("#/modifiers/", "modifiers")] where reference.hasPrefix(prefix) {
                let name = String(reference.dropFirst(prefix.count))
                guard case .object(let target)? = root[collection]?[name] else {
                    throw TokenError(.invalidDocument(key: key, reason: "\(JSONValue.string(reference).excerpt) names nothing in \(collection)"), file: file)
                }
                return collection == "sets"
                    ? .set(name: name, sources: try sources(target, key: "\(collection).\(name)", file: file))
                    : .modifier(try modifier(target, name: name, key: "\(collection).\(name)", file: file))
            }
            throw TokenError(.invalidDocument(key: key, reason: "\(JSONValue.string(reference).excerpt) is not #/sets/… or #/modifiers/…"), file: file)
        }
        guard case .string(let name)? = object["name"] else {
            throw TokenError(.invalidDocument(key: key, reason: "an inline entry needs a name"), file: file)
        }
        switch object["type"] {
        case .string("set")?: return .set(name: name, sources: try sources(object, key: key, file: file))
        case .string("modifier")?: return .modifier(try modifier(object, name: name, key: key, file: file))
        default: throw TokenError(.invalidDocument(key: key + ".type", reason: "must be \"set\" or \"modifier\""), file: file)
        }
    }

    private static func sources(_ set: JSONObject, key: String, file: String) throws(TokenError) -> [JSONValue] {
        guard case .array(let sources)? = set["sources"] else {
            throw TokenError(.invalidDocument(key: key + ".sources", reason: "must be an array of sources"), file: file)
        }
        return sources
    }

    private static func modifier(_ object: JSONObject, name: String, key: String, file: String) throws(TokenError) -> Modifier {
        guard case .object(let contexts)? = object["contexts"], !contexts.isEmpty else {
            throw TokenError(.invalidDocument(key: key + ".contexts", reason: "must be an object of contexts, each an array of sources"), file: file)
        }
        var list: [(String, [JSONValue])] = []
        for member in contexts.members {
            guard case .array(let sources) = member.value else {
                throw TokenError(.invalidDocument(key: key + ".contexts." + member.key, reason: "must be an array of sources"), file: file)
            }
            list.append((member.key, sources))
        }
        var defaultContext: String?
        if let value = object["default"] {
            guard case .string(let context) = value, contexts[context] != nil else {
                throw TokenError(.invalidDocument(key: key + ".default", reason: "\(value.excerpt) is not one of its contexts (\(contexts.keys.joined(separator: ", ")))"), file: file)
            }
            defaultContext = context
        }
        return Modifier(name: name, contexts: list, defaultContext: defaultContext)
    }
}
