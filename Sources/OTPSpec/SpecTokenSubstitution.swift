import OTPJSON
import OTPTokens

/// Resolving a spec's token references (`"{color.border.default}"`) while the schema walks
/// its JSON: each reference becomes the value its token gives for the key's kind, and is
/// recorded (``SpecTokenUse``).
struct SpecTokenSubstitution {
    /// The tokens; nil when the spec names no token files (a reference is then an error).
    let tokens: TokenSet?
    /// The tokens' mode, for the record.
    let mode: String?
    /// The files the spec names, for messages.
    let sources: String
    /// Picks a family from a font stack.
    let family: ([String]) -> String
    /// The references resolved so far.
    private(set) var uses: [SpecTokenUse] = []

    init(tokens: TokenSet?, mode: String?, sources: String, family: @escaping ([String]) -> String) {
        self.tokens = tokens
        self.mode = mode
        self.sources = sources
        self.family = family
    }

    /// The token path of a string that is one reference and nothing else (`{a.b}`); nil otherwise.
    static func reference(in text: String) -> String? {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: " ") }) else { return nil }
        return String(Substring(inner))
    }

    /// Whether any string in `json` is a reference: the cheap test that spares a spec
    /// without `tokens` the schema walk.
    static func containsReference(_ json: JSONValue) -> Bool {
        switch json {
        case .string(let text): return reference(in: text) != nil
        case .array(let items): return items.contains(where: containsReference)
        case .object(let object): return object.members.contains { containsReference($0.value) }
        default: return false
        }
    }

    /// The JSON that the token `path` gives the key at `keyPath`, of `kind`.
    mutating func value(of path: String, at keyPath: SpecPath, as kind: SpecTokenKind) throws(SpecError) -> JSONValue {
        let reference = "{\(path)}"
        guard let tokens else {
            throw keyPath.invalid(.string(reference), "is a token reference, but the spec names no token files (give `tokens`)")
        }
        let found: ResolvedToken?
        do throws(TokenError) {
            found = try tokens.token(path)
        } catch {
            throw keyPath.invalid(.string(reference), "cannot be resolved: \(error)")
        }
        guard let token = found else {
            let suggestions = tokens.suggestions(for: path)
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: " or "))?)"
            throw keyPath.invalid(.string(reference), "names no token in \(sources)\(modeText)" + hint)
        }
        guard let json = kind.json(for: token.value, family: family) else {
            let type = token.value.typeName.isEmpty ? "an untyped" : "a \(token.value.typeName)"
            throw keyPath.invalid(.string(reference), "is \(type) token (\(token.file)); \(keyPath.description) takes \(kind.accepted)")
        }
        uses.append(SpecTokenUse(keyPath: keyPath.description, token: token.path, mode: mode, value: Self.text(json)))
        return json
    }

    private var modeText: String {
        mode.map { " (mode \($0))" } ?? ""
    }

    private static func text(_ json: JSONValue) -> String {
        if case .string(let text) = json { return text }
        return json.description
    }
}
