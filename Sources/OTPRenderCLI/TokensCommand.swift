import OTPCommandLine
import OTPFiles
import OTPJSON
import OTPRendering
import OTPSpec
import OTPText
import OTPTokens

/// `otp-render tokens`: every token of some token files, resolved, as a spec would take it.
struct TokensCommand {
    static let file: Argument<[String]> = .positionals("file", help: "Token files, in order; a resolver, a Tokens Studio file or folder.")
    static let mode: Argument<String?> = .option("mode", help: "The mode: a resolver's context, a Tokens Studio theme (default: the first).")
    static let rem: Argument<Double?> = .option("rem", defaultText: "16", help: "Points per rem.")
    static let json: Argument<Bool> = .flag("json", help: "Print {\"mode\", \"modes\", \"tokens\": {path: {type, value, aliasOf}}} instead of lines.")

    static let definition = CommandDefinition(
        name: "tokens",
        abstract: "List design tokens with their types and resolved values.",
        discussion: """
            Reads DTCG 2025.10 and Tokens Studio token files (later files override earlier \
            ones), a DTCG resolver document, a Tokens Studio export (one file of sets, FILE#SET \
            for one set, or a folder with $metadata.json and $themes.json), resolves every \
            alias and prints each token with its type and its value as a spec takes it: \
            colours as #RRGGBB or #RRGGBBAA in sRGB (other spaces converted and gamut-mapped \
            as CSS Color 4 does), dimensions in points (1 px = 1 pt, 1 rem = --rem points), \
            durations in seconds. An alias shows the token it names (→ color.gray.300).

            Examples:
              otp-render tokens tokens/base.json tokens/light.json
              otp-render tokens tokens.resolver.json --mode dark --json
              otp-render tokens figma-export.json --mode light
            """,
        arguments: [file, mode, rem, json],
        run: { try TokensCommand($0).run() }
    )

    let files: [String]
    let mode: String?
    let rem: Double
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        files = arguments[Self.file]
        mode = arguments[Self.mode]
        rem = arguments[Self.rem] ?? 16
        json = arguments[Self.json]
        guard rem > 0, rem <= 1_000 else { throw UsageError("--rem must be > 0 and ≤ 1000, not \(rem)") }
    }

    func run() throws {
        do {
            let sources = TokenSourceList.files(files)
            let loaded = try TokenSources.load(sources, mode: mode, baseDirectory: ".", remPixels: rem)
            let modes = try TokenSources.modes(sources, baseDirectory: ".")
            let tokens = try loaded.tokens.allTokens()
            for warning in loaded.tokens.warnings { StandardError.write("otp-render: warning: \(warning)\n") }
            print(json ? jsonListing(tokens, mode: loaded.mode, modes: modes) : textListing(tokens, mode: loaded.mode, modes: modes),
                  terminator: "")
        } catch {
            throw ErrorReporting.report(error)
        }
    }

    private func value(_ token: ResolvedToken) -> JSONValue {
        SpecTokenValue.json(token.value, fontFamilies: BundledFont.families)
    }

    private func jsonListing(_ tokens: [ResolvedToken], mode: String?, modes: [String]) -> String {
        var listing = JSONObject()
        for token in tokens {
            var entry: JSONObject = ["type": .string(token.value.typeName), "value": value(token)]
            if let alias = token.aliasOf { entry["aliasOf"] = .string(alias) }
            if let reason = token.deprecation { entry["deprecated"] = reason.isEmpty ? .bool(true) : .string(reason) }
            listing[token.path] = .object(entry)
        }
        let root: JSONValue = ["mode": mode.map(JSONValue.string) ?? .null, "modes": .array(modes.map(JSONValue.string)),
                               "tokens": .object(listing)]
        return root.prettyPrinted() + "\n"
    }

    private func textListing(_ tokens: [ResolvedToken], mode: String?, modes: [String]) -> String {
        let rows = tokens.map { token -> [String] in
            let json = value(token)
            var text = json.description
            if case .string(let plain) = json { text = plain }
            if let alias = token.aliasOf { text += "  → " + alias }
            if let reason = token.deprecation { text += reason.isEmpty ? "  (deprecated)" : "  (deprecated: \(reason))" }
            return [token.path, token.value.typeName, text]
        }
        let header = mode.map { "mode \($0) (modes: \(modes.joined(separator: ", ")))\n" } ?? ""
        return header + rows.alignedColumns()
    }
}
