import OTPFiles
import OTPJSON

/// A Tokens Studio export: token sets (the top-level members of one file beside `$themes`
/// and `$metadata`, or one `SET.json` per set in a folder with `$metadata.json` and
/// `$themes.json`), their order (`$metadata.tokenSetOrder`), and themes that choose sets.
///
/// A theme's layers are its `source` sets, then its `enabled` ones (as Tokens Studio's
/// `permutateThemes` orders them), each group in set order; `disabled` sets are left out.
/// Without a theme, every set applies, in set order.
struct TokensStudioExport {
    struct Theme {
        let name: String
        let group: String?
        let sets: [(name: String, status: String)]

        /// `name`, or `group/name` when grouped.
        var qualifiedName: String { group.map { "\($0)/\(name)" } ?? name }
    }

    /// Where the export came from, for messages.
    let path: String
    private(set) var setOrder: [String] = []
    private(set) var themes: [Theme] = []
    /// The tree of a set by name (read from its file on first use, for a folder).
    private let loadSet: (String) throws(TokenError) -> JSONValue

    var themeNames: [String] { themes.map(\.name) }

    /// A single-file export.
    init(singleFile path: String, root: JSONValue) throws(TokenError) {
        guard case .object(let object) = root else {
            throw TokenError(.invalidDocument(key: "top level", reason: "must be an object of token sets"), file: path)
        }
        self.path = path
        let sets = object.members.filter { !$0.key.hasPrefix("$") }
        setOrder = try Self.order(object["$metadata"], file: path) ?? sets.map(\.key)
        themes = try Self.themes(object["$themes"] ?? .array([]), file: path)
        loadSet = { name throws(TokenError) in
            guard let tree = object[name], !name.hasPrefix("$") else {
                throw TokenError(.invalidDocument(key: name, reason: "is not a token set of the file (sets: \(sets.map(\.key).joined(separator: ", ")))"), file: path)
            }
            return tree
        }
    }

    /// A folder of `SET.json` files with `$metadata.json` (and `$themes.json`, optional).
    init(folder: String, files: TokenFiles) throws(TokenError) {
        let themesFile = PathName.join(folder, "$themes.json")
        guard PathName.exists(PathName.join(folder, "$metadata.json")) || PathName.exists(themesFile) else {
            throw TokenError(.invalidDocument(key: "folder", reason: "has no $metadata.json or $themes.json (a Tokens Studio export has them; name token files one by one otherwise)"), file: folder)
        }
        let themes = PathName.exists(themesFile) ? try Self.themes(try files.json(at: themesFile), file: themesFile) : []
        try self.init(path: folder, folder: folder, themes: themes, files: files)
    }

    /// A `$themes.json` named on its own: its sets are `SET.json` beside it, ordered by a
    /// `$metadata.json` beside it when there is one.
    init(themesFile path: String, themes root: JSONValue, files: TokenFiles) throws(TokenError) {
        try self.init(path: path, folder: PathName.parent(of: path), themes: try Self.themes(root, file: path), files: files)
    }

    /// An export of one file per set in `folder`: set order from its `$metadata.json` when
    /// there is one, else the order the themes name the sets in.
    private init(path: String, folder: String, themes: [Theme], files: TokenFiles) throws(TokenError) {
        let metadata = PathName.join(folder, "$metadata.json")
        self.path = path
        self.themes = themes
        setOrder = PathName.exists(metadata) ? try Self.order(try files.json(at: metadata), file: metadata) ?? [] : []
        if setOrder.isEmpty { setOrder = Self.setsInThemeOrder(themes) }
        loadSet = { name throws(TokenError) in try files.json(at: PathName.join(folder, name + ".json")) }
    }

    /// The tree of one set.
    func set(named name: String) throws(TokenError) -> JSONValue {
        try loadSet(name)
    }

    /// The layers of `theme` (its name or `group/name`), or of every set when nil.
    func layers(theme: String?) throws(TokenError) -> [TokenLayer] {
        guard let theme else {
            return try setOrder.map { name throws(TokenError) in TokenLayer(file: "\(path) (set \(name))", tree: try loadSet(name)) }
        }
        guard let chosen = themes.first(where: { $0.qualifiedName == theme }) ?? themes.first(where: { $0.name == theme }) else {
            throw TokenError(.unknownMode(theme, known: themeNames), file: path)
        }
        let rank = { (name: String) in setOrder.firstIndex(of: name) ?? setOrder.count }
        let sources = chosen.sets.filter { $0.status == "source" }.map(\.name).sorted { rank($0) < rank($1) }
        let enabled = chosen.sets.filter { $0.status == "enabled" }.map(\.name).sorted { rank($0) < rank($1) }
        return try (sources + enabled).map { name throws(TokenError) in TokenLayer(file: "\(path) (set \(name))", tree: try loadSet(name)) }
    }

    private static func order(_ metadata: JSONValue?, file: String) throws(TokenError) -> [String]? {
        guard let metadata else { return nil }
        guard case .object(let object) = metadata else {
            throw TokenError(.invalidDocument(key: "$metadata", reason: "must be an object with tokenSetOrder"), file: file)
        }
        guard let order = object["tokenSetOrder"] else { return nil }
        return try strings(order, key: "$metadata.tokenSetOrder", file: file)
    }

    private static func themes(_ json: JSONValue, file: String) throws(TokenError) -> [Theme] {
        guard case .array(let items) = json else {
            throw TokenError(.invalidDocument(key: "$themes", reason: "must be an array of themes"), file: file)
        }
        var themes: [Theme] = []
        for (i, item) in items.enumerated() {
            let key = "$themes[\(i)]"
            guard case .object(let theme) = item, case .string(let name)? = theme["name"], !name.isEmpty else {
                throw TokenError(.invalidDocument(key: key, reason: "must be an object with a name"), file: file)
            }
            guard case .object(let selected)? = theme["selectedTokenSets"] ?? .object(JSONObject()) else {
                throw TokenError(.invalidDocument(key: key + ".selectedTokenSets", reason: "must be an object of set names to enabled, source or disabled"), file: file)
            }
            var sets: [(String, String)] = []
            for member in selected.members {
                guard case .string(let status) = member.value, ["enabled", "source", "disabled"].contains(status) else {
                    throw TokenError(.invalidDocument(key: key + ".selectedTokenSets." + member.key,
                                                      reason: "\(member.value.excerpt) is not enabled, source or disabled"), file: file)
                }
                sets.append((member.key, status))
            }
            var group: String?
            if case .string(let name)? = theme["group"] { group = name }
            themes.append(Theme(name: name, group: group, sets: sets))
        }
        return themes
    }

    private static func setsInThemeOrder(_ themes: [Theme]) -> [String] {
        var names: [String] = []
        for theme in themes { for set in theme.sets where !names.contains(set.name) { names.append(set.name) } }
        return names
    }

    private static func strings(_ json: JSONValue, key: String, file: String) throws(TokenError) -> [String] {
        guard case .array(let items) = json else {
            throw TokenError(.invalidDocument(key: key, reason: "must be an array of set names"), file: file)
        }
        var names: [String] = []
        for item in items {
            guard case .string(let name) = item else {
                throw TokenError(.invalidDocument(key: key, reason: "\(item.excerpt) is not a set name"), file: file)
            }
            names.append(name)
        }
        return names
    }
}
