import OTPJSON
import OTPRaster
import OTPSpec
import OTPTestSupport
import OTPTokens
import Testing

/// Spec values that name design tokens: each kind of key takes the tokens that fit it, records
/// where each value came from, and refuses the rest with the file, the key and the token.
@Suite struct SpecTokenTests {
    static let folder = RepositoryFiles.root.appendingPathComponent("Tests/OTPTokensTests/Fixtures").path
    static let loader = SpecTokenLoader.reading(from: folder, fontFamilies: ["Inter", "JetBrains Mono"])

    static func decode(_ json: String) throws(SpecError) -> FieldSpec {
        try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", tokens: loader)
    }

    static func message(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error.description.replacing(folder + "/", with: "")
        }
    }

    @Test func everyKindOfKeyTakesTheTokensThatFitIt() throws {
        let spec = try Self.decode(#"""
        {"tokens": ["dtcg/base.tokens.json", "dtcg/light.tokens.json"], "rem": 10,
         "cell": {"width": "{size.cell}", "cornerRadius": "{radius.md}", "spacing": "{size.gap}", "borderWidth": "{border.dashed}",
                  "dash": "{border.dashed}", "shadow": "{shadow.card}", "focusShadow": [{"y": "{size.base}", "color": "{color.brand}"}]},
         "font": "{font.code}", "caret": {"time": "{motion.fast}"},
         "colors": {"border": "{color.border.default}", "focus": "{border.default}", "background": "{gradient.sunrise}", "caret": "{color.brand.soft}"},
         "title": {"text": "{Welcome}", "font": {"family": "{font.family}", "weight": "{font.weight.strong}"}},
         "button": {"format": "{s}"}}
        """#)
        #expect(spec.cell.width == 30 && spec.cell.spacing == 5)
        #expect(spec.cell.cornerRadius == 4 && spec.cell.borderWidth == 2)
        #expect(spec.cell.dash == [4, 2])
        #expect(spec.cell.shadow.count == 2 && spec.cell.shadow[0].y == 0.625 && spec.cell.shadow[1].spread == -2)
        #expect(spec.cell.focusShadow?.first?.y == 4)
        #expect(spec.font.family == "Inter" && spec.font.size == 28 && spec.font.weight == 600)
        #expect(spec.caret.time == 0.15)
        #expect(spec.colors.border == .color(Color(hex: "#D0D7DE")!))
        #expect(spec.colors.focus == .color(Color(hex: "#D0D7DE")!))
        #expect(spec.colors.caret == Color(hex: "#0969DA26")!)
        guard case .gradient = spec.colors.background else { Issue.record("background is not a gradient"); return }
        #expect(spec.title?.text == "{Welcome}")
        #expect(spec.title?.font.weight == 600 && spec.title?.font.family == "Inter")
        #expect(spec.button?.format == "{s}")
        #expect(spec.tokenUses.first { $0.keyPath == "colors.border" } == SpecTokenUse(keyPath: "colors.border", token: "color.border.default", mode: nil, value: "#D0D7DE"))
        #expect(spec.tokenUses.first { $0.keyPath == "cell.focusShadow[0].y" }?.token == "size.base")
        #expect(spec.tokenUses.count == 16)
    }

    @Test func modesChooseTheTokens() throws {
        let light = try Self.decode(#"{"tokens": "dtcg/app.resolver.json", "colors": {"background": "{color.surface}"}}"#)
        let dark = try Self.decode(#"{"tokens": "dtcg/app.resolver.json", "mode": "dark", "colors": {"background": "{color.surface}"}}"#)
        #expect(light.colors.background == .color(Color(hex: "#FFFFFF")!))
        #expect(dark.colors.background == .color(Color(hex: "#0D1117")!))
        #expect(light.tokenUses.first?.mode == "light" && dark.tokenUses.first?.mode == "dark")
        let own = try Self.decode(#"{"tokens": {"light": "studio.tokens.json#light", "dark": ["studio.tokens.json#global", "studio.tokens.json#dark"]}, "mode": "dark", "colors": {"border": "{border}"}}"#)
        #expect(own.colors.border == .color(Color(hex: "#424A53")!))
    }

    @Test func aManifestsTokensAreEveryItemsAndModeIsAnAxis() throws {
        let manifest = try Manifest.parse(json: Array(#"""
        {"tokens": "dtcg/app.resolver.json", "base": {"colors": {"background": "{color.surface}"}},
         "matrix": {"mode": ["light", "dark"], "state": ["normal", "error"]}}
        """#.utf8))
        #expect(manifest.items.map(\.name) == ["light-normal", "light-error", "dark-normal", "dark-error"])
        let specs = try manifest.items.map { item throws(SpecError) in try SpecDecoder.decode(object: item.spec, tokens: Self.loader) }
        #expect(specs.map(\.colors.background) == [.color(.white), .color(.white), .color(Color(hex: "#0D1117")!), .color(Color(hex: "#0D1117")!)])
    }

    @Test func aSpecWithoutTokensIsDecodedAsBefore() throws {
        let spec = try Self.decode(#"{"title": "{Hello}", "button": {"format": "{s}"}}"#)
        #expect(spec.tokenUses.isEmpty && spec.title?.text == "{Hello}")
    }

    static let errors: [BadInput] = [
        BadInput(#"{"tokens": "dtcg/base.tokens.json", "colors": {"border": "{color.gray.30}"}}"#,
                 #"spec.json: colors.border: "{color.gray.30}" names no token in dtcg/base.tokens.json (did you mean color.gray.300?)"#),
        BadInput(#"{"tokens": "dtcg/base.tokens.json", "cell": {"cornerRadius": "{color.gray.300}"}}"#,
                 #"spec.json: cell.cornerRadius: "{color.gray.300}" is a color token (dtcg/base.tokens.json); cell.cornerRadius takes a dimension, number or border token"#),
        BadInput(#"{"tokens": "dtcg/base.tokens.json", "cell": {"shadow": "{radius.md}"}}"#,
                 #"spec.json: cell.shadow: "{radius.md}" is a dimension token (dtcg/base.tokens.json); cell.shadow takes a shadow token"#),
        BadInput(#"{"tokens": "dtcg/base.tokens.json", "font": {"weight": "{font.family}"}}"#,
                 #"spec.json: font.weight: "{font.family}" is a fontFamily token (dtcg/base.tokens.json); font.weight takes a fontWeight or number token"#),
        BadInput(#"{"tokens": "dtcg/base.tokens.json", "length": "{motion.ease}"}"#,
                 #"spec.json: length: "{motion.ease}" is a cubicBezier token (dtcg/base.tokens.json); length takes a number token (a whole number)"#),
        BadInput(#"{"tokens": "dtcg/base.tokens.json", "cell": {"dash": "{border.default}"}}"#,
                 #"spec.json: cell.dash: "{border.default}" is a border token (dtcg/base.tokens.json); cell.dash takes a strokeStyle or border token with a dashArray"#),
        BadInput(#"{"tokens": "dtcg/broken.tokens.json", "colors": {"border": "{color.loop}"}}"#,
                 #"spec.json: colors.border: "{color.loop}" cannot be resolved: dtcg/broken.tokens.json: color.loop: alias cycle color.loop → color.back → color.loop"#),
        BadInput(#"{"tokens": "dtcg/broken.tokens.json", "colors": {"border": "{color.stale}"}}"#,
                 #"spec.json: colors.border: "{color.stale}" cannot be resolved: dtcg/broken.tokens.json: color.stale: {color.brandd} names no token (did you mean color.brand?)"#),
        BadInput(#"{"colors": {"border": "{color.gray.300}"}}"#,
                 #"spec.json: colors.border: "{color.gray.300}" is a token reference, but the spec names no token files (give `tokens`)"#),
        BadInput(#"{"mode": "dark"}"#, #"spec.json: mode: "dark" needs token files to choose from (give `tokens`)"#),
        BadInput(#"{"tokens": "missing.json"}"#, "spec.json: tokens: missing.json: no such file"),
        BadInput(#"{"tokens": "dtcg/app.resolver.json", "mode": "sepia"}"#,
                 #"spec.json: tokens: dtcg/app.resolver.json: mode "sepia" is not a mode of the token sources (modes: light, dark)"#),
        BadInput(#"{"tokens": []}"#, "spec.json: tokens: [] must be a file name or a non-empty array of file names or null"),
        BadInput(#"{"tokens": {}}"#, "spec.json: tokens: {} names no modes"),
        BadInput(#"{"tokens": "dtcg/base.tokens.json", "rem": 0}"#, "spec.json: rem: 0.0 must be > 0 and ≤ 1000"),
    ]

    @Test func aSpecPaysOnlyForTheTokensItNames() throws {
        // The file's broken aliases are not the spec's: it names a good token and renders
        // (`otp-render tokens` lists every token and refuses the file).
        let spec = try Self.decode(#"{"tokens": "dtcg/broken.tokens.json", "colors": {"border": "{color.brand}"}}"#)
        #expect(spec.colors.border == .color(Color(hex: "#0969DA")!))
    }

    @Test(arguments: errors) func badReferences(_ input: BadInput) {
        #expect(Self.message(input.json) == input.message)
    }
}
