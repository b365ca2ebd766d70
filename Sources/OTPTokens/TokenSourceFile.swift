import OTPFiles
import OTPJSON

/// One entry of a spec's token files, read: a tree of tokens, a Tokens Studio export, or a
/// DTCG resolver document.
struct TokenSourceFile {
    /// The path as given, for messages.
    let path: String
    private let content: Content

    private enum Content {
        case tree(JSONValue)
        case studio(TokensStudioExport)
        case resolver(TokenResolverDocument)
    }

    /// The modes the file brings: a resolver's contexts, Tokens Studio's themes; else none.
    var modeNames: [String] {
        switch content {
        case .tree: return []
        case .studio(let export): return export.themeNames
        case .resolver(let document): return document.contextNames
        }
    }

    /// The mode drawn when none is given: a resolver's defaults, Tokens Studio's first theme;
    /// nil when the file has no modes (or a resolver modifier has no default).
    var defaultMode: String? {
        switch content {
        case .tree: return nil
        case .studio(let export): return export.themeNames.first
        case .resolver(let document): return document.defaultMode
        }
    }

    /// The layers for `mode` (nil: the file's first mode, or none).
    func layers(mode: String?) throws(TokenError) -> [TokenLayer] {
        switch content {
        case .tree(let tree): return [TokenLayer(file: path, tree: tree)]
        case .studio(let export): return try export.layers(theme: mode)
        case .resolver(let document): return try document.layers(context: mode)
        }
    }

    /// Reads `path`: `file.json#set` is one set of a Tokens Studio file; a folder is a
    /// Tokens Studio export of one file per set.
    static func read(_ path: String, files: TokenFiles) throws(TokenError) -> TokenSourceFile {
        if let hash = path.lastIndex(of: "#"), !PathName.exists(path) {
            let file = String(path[..<hash]), set = String(path[path.index(after: hash)...])
            let export = try TokensStudioExport(singleFile: file, root: try files.json(at: file))
            return TokenSourceFile(path: path, content: .tree(try export.set(named: set)))
        }
        if PathName.isFolder(path) {
            return TokenSourceFile(path: path, content: .studio(try TokensStudioExport(folder: path, files: files)))
        }
        let root = try files.json(at: path)
        switch root {
        case .array:
            return TokenSourceFile(path: path, content: .studio(try TokensStudioExport(themesFile: path, themes: root, files: files)))
        case .object(let object) where object["resolutionOrder"] != nil:
            return TokenSourceFile(path: path, content: .resolver(try TokenResolverDocument(path: path, root: object, files: files)))
        case .object(let object) where object["$themes"] != nil || object["$metadata"] != nil:
            return TokenSourceFile(path: path, content: .studio(try TokensStudioExport(singleFile: path, root: root)))
        default:
            return TokenSourceFile(path: path, content: .tree(root))
        }
    }
}
