import OTPJSON
import OTPTokens

extension SpecDecoder {
    /// `object` with its token references resolved, and what each resolved to. A spec
    /// without `tokens` is returned as it is, unless a key that takes tokens holds a
    /// reference (an error: there are no tokens to name).
    static func resolvingTokens(in object: JSONValue, loader: SpecTokenLoader?) throws(SpecError) -> (JSONValue, [SpecTokenUse]) {
        let sources = try SpecCodec<TokenSourceList?>.optional(.tokenSources).decode(object["tokens"] ?? .null, SpecPath.root.key("tokens"), nil)
        let mode = try SpecCodec<String?>.optional(.string).decode(object["mode"] ?? .null, SpecPath.root.key("mode"), nil)
        guard let sources else {
            if let mode { throw SpecError(.invalidValue(path: "mode", value: JSONValue.quoted(mode), reason: "needs token files to choose from (give `tokens`)")) }
            guard SpecTokenSubstitution.containsReference(object) else { return (object, []) }
            var substitution = SpecTokenSubstitution(tokens: nil, mode: nil, sources: "", family: { $0.first ?? "" })
            return (try SpecSchema.root.substitute(object, .root, &substitution), [])
        }
        let rem = try object["rem"].map { value throws(SpecError) in try SpecCodec<Double>.number.decode(value, SpecPath.root.key("rem"), nil) } ?? 16
        guard rem > 0, rem <= 1_000 else { throw SpecError(.outOfRange(path: "rem", value: "\(rem)", requirement: "> 0 and ≤ 1000")) }
        guard let loader else {
            throw SpecError(.invalidValue(path: "tokens", value: "", reason: "cannot be read here: the spec has no folder its token files are relative to"))
        }
        let loaded: TokenSources.Loaded
        do throws(TokenError) {
            loaded = try loader.load(sources, mode, rem)
        } catch {
            throw SpecError(.tokens(error))
        }
        var substitution = SpecTokenSubstitution(tokens: loaded.tokens, mode: loaded.mode, sources: describe(sources, mode: loaded.mode),
                                                 family: loader.family(from:))
        let resolved = try SpecSchema.root.substitute(object, .root, &substitution)
        return (resolved, substitution.uses)
    }

    /// The files a message names: the mode's own, or all of them.
    private static func describe(_ sources: TokenSourceList, mode: String?) -> String {
        switch sources {
        case .files(let files): return files.joined(separator: ", ")
        case .modes(let modes): return (modes.first { $0.name == mode } ?? modes.first)?.files.joined(separator: ", ") ?? ""
        }
    }
}
