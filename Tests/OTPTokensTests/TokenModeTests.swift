import OTPTokens
import Testing

/// Modes and the exports that carry them: a spec's own `{mode: files}`, DTCG resolver
/// documents, and Tokens Studio's sets, themes and arithmetic.
@Suite struct TokenModeTests {
    @Test func aSpecsOwnModesNameFilesPerMode() throws {
        let sources = TokenSourceList.modes([
            .init(name: "light", files: ["dtcg/base.tokens.json", "dtcg/light.tokens.json"]),
            .init(name: "dark", files: ["dtcg/base.tokens.json", "dtcg/dark.tokens.json"]),
        ])
        let light = try TokenSources.load(sources, mode: nil, baseDirectory: TokenFixtures.folder)
        #expect(light.mode == "light")
        #expect(light.tokens.hex("color.surface") == "#FFFFFF")
        let dark = try TokenSources.load(sources, mode: "dark", baseDirectory: TokenFixtures.folder)
        #expect(dark.tokens.hex("color.surface") == "#0D1117")
        #expect(try TokenSources.modes(sources, baseDirectory: TokenFixtures.folder) == ["light", "dark"])
    }

    @Test func aResolverDocumentsContextsAreItsModes() throws {
        #expect(try TokenSources.modes(.files(["dtcg/app.resolver.json"]), baseDirectory: TokenFixtures.folder) == ["light", "dark"])
        let light = try TokenSources.load(.files(["dtcg/app.resolver.json"]), mode: nil, baseDirectory: TokenFixtures.folder)
        #expect(light.mode == "light")
        #expect(light.tokens.hex("color.border.default") == "#D0D7DE")
        let dark = try TokenFixtures.load(["dtcg/app.resolver.json"], mode: "theme=dark")
        #expect(dark.hex("color.surface") == "#0D1117")
        #expect(try TokenFixtures.load(["dtcg/app.resolver.json"], mode: "Dark").hex("color.surface") == "#0D1117")
    }

    @Test func withoutAModeEveryModifierTakesItsDefault() throws {
        let loaded = try TokenSources.load(.files(["dtcg/dark-default.resolver.json"]), mode: nil, baseDirectory: TokenFixtures.folder)
        #expect(loaded.mode == "theme=dark,density=compact")
        #expect(loaded.tokens.hex("surface") == "#0D1117")
        #expect(loaded.tokens.points("gap") == 4)
        let light = try TokenFixtures.load(["dtcg/dark-default.resolver.json"], mode: "light")
        #expect(light.hex("surface") == "#FFFFFF")
        #expect(light.points("gap") == 4)
    }

    @Test func aModeNamingNoModifierAndNamesUsedTwiceAreErrors() {
        #expect {
            try TokenFixtures.load(["dtcg/dark-default.resolver.json"], mode: "them=light")
        } throws: { error in
            "\(error)".hasSuffix(#"dark-default.resolver.json: mode "them=light" names no modifier of the resolver (modifiers: theme, density)"#)
        }
        #expect {
            try TokenFixtures.load(["dtcg/twice.resolver.json"])
        } throws: { error in
            "\(error)".hasSuffix(#"twice.resolver.json: resolutionOrder[1]: "theme" is in resolutionOrder twice (its names must be unique)"#)
        }
    }

    @Test func setsThatNameEachOtherAreACycle() {
        #expect {
            try TokenFixtures.load(["dtcg/cycle.resolver.json"])
        } throws: { error in
            "\(error)".hasSuffix("cycle.resolver.json: sets.b[1]: sets name each other in a cycle: a → b → a")
        }
    }

    @Test func tokensStudioThemesChooseSetsOfOneFileOrAFolder() throws {
        for source in ["studio.tokens.json", "studio-folder", "studio-folder/$themes.json"] {
            let light = try TokenFixtures.load([source], mode: "light")
            let dark = try TokenFixtures.load([source], mode: "mode/dark")
            #expect(light.hex("border") == "#D0D7DE", "\(source)")
            #expect(dark.hex("border") == "#424A53", "\(source)")
            #expect(light.hex("surface") == "#FFFFFF" && dark.hex("surface") == "#0D1117", "\(source)")
            #expect(try light.token("border")?.aliasOf == "colors.gray.300", "\(source)")
        }
        let globalOnly = try TokenFixtures.load(["studio.tokens.json#global"])
        #expect(try globalOnly.token("border") == nil && globalOnly.hex("colors.blue.500") == "#0969DA")
    }

    @Test func tokensStudioArithmeticTypesAndShadows() throws {
        let tokens = try TokenFixtures.load(["studio.tokens.json"], mode: "light")
        #expect(tokens.points("spacing.base") == 4)
        #expect(tokens.points("spacing.cell") == 48)
        #expect(tokens.points("spacing.gap") == 4)
        #expect(tokens.points("radius.md") == 8)
        #expect(try tokens.token("opacity.muted")?.value == .number(0.4))
        #expect(try tokens.token("note")?.value == .other(typeName: "other", text: "Not a style"))
        guard case .typography(let code)? = try tokens.token("type.code")?.value else { Issue.record("type.code is not typography"); return }
        #expect(code.fontFamily == ["Inter"] && code.fontWeight == 600 && code.fontSize == 28)
        guard case .shadow(let shadows)? = try tokens.token("elevation")?.value else { Issue.record("elevation is not a shadow"); return }
        #expect(shadows.count == 1 && shadows[0].offsetY == 2 && shadows[0].blur == 6 && !shadows[0].inset)
        #expect(shadows[0].color.hexString == "#424A5333")
    }

    @Test func withoutAThemeEverySetAppliesInOrder() throws {
        let tokens = try TokenFixtures.load(["studio.tokens.json"].map { $0 + "#global" } + ["studio.tokens.json#dark"])
        #expect(tokens.hex("border") == "#424A53")
    }

    @Test func tokensStudiosOlderDollarReferencesAreAliases() throws {
        let tokens = try TokenFixtures.resolve(#"{"fontSize": {"7": {"value": "24", "type": "fontSizes"}}, "a": {"value": "$fontSize.7", "type": "fontSizes"}, "b": {"value": "$fontSize.7 * 2", "type": "sizing"}, "c": {"value": "US$5", "type": "other"}}"#)
        #expect(tokens.points("a") == 24)
        #expect(try tokens.token("a")?.aliasOf == "fontSize.7")
        #expect(tokens.points("b") == 48)
        #expect(try tokens.token("c")?.value == .other(typeName: "other", text: "US$5"))
    }
}
