import OTPTokens
import Testing

/// Reading DTCG 2025.10 token files: groups, inherited types, aliases and pointers, `$extends`,
/// `$root`, `$deprecated`, every type, and files merged in order.
@Suite struct TokenSetTests {
    @Test func groupsGiveTheirTypeAndAliasesResolveThroughChains() throws {
        let tokens = try TokenFixtures.load(["dtcg/base.tokens.json", "dtcg/light.tokens.json"])
        #expect(tokens.hex("color.gray.300") == "#D0D7DE")
        #expect(tokens.hex("color.border.default") == "#D0D7DE")
        #expect(try tokens.token("color.border.default")?.aliasOf == "color.gray.300")
        #expect(try tokens.token("color.gray.300")?.aliasOf == nil)
        #expect(tokens.hex("color.text") == "#1F2328")
        #expect(try tokens.token("color.gray.100")?.description == "Page backgrounds.")
        #expect(try tokens.token("color.legacy")?.deprecation == "Use color.brand instead.")
        #expect(try tokens.token("color.gray.100")?.deprecation == nil)
        #expect(try tokens.token("color.border.default")?.file.hasSuffix("dtcg/light.tokens.json") == true)
    }

    @Test func colourObjectsOfEverySpaceBecomeSRGB() throws {
        let light = try TokenFixtures.load(["dtcg/base.tokens.json", "dtcg/light.tokens.json"])
        let dark = try TokenFixtures.load(["dtcg/base.tokens.json", "dtcg/dark.tokens.json"])
        #expect(light.hex("color.gray.500") == "#8C93A1")
        #expect(light.hex("color.surface") == "#FFFFFF")
        #expect(light.hex("color.brand.soft") == "#0969DA26")
        // hsl(355 70% 45%): CSS Color 4's hslToRgb gives (0.765, 0.135, 0.188).
        #expect(light.hex("color.danger") == "#C32230")
        #expect(dark.hex("color.surface") == "#0D1117")
        #expect(dark.hex("color.border.default") != nil)
        #expect(dark.hex("color.border.focus") != nil)
    }

    @Test func dimensionsAreInPointsWithARemOf16UnlessToldOtherwise() throws {
        let tokens = try TokenFixtures.load(["dtcg/base.tokens.json"])
        #expect(tokens.points("size.base") == 4)
        #expect(tokens.points("size.cell") == 48)
        #expect(tokens.points("size.gap") == 8)
        #expect(tokens.points("radius.md") == 4)
        #expect(tokens.points("size.hairline") == 4)
        #expect(try tokens.token("size.hairline")?.aliasOf == "size.base")
        let large = try TokenFixtures.load(["dtcg/base.tokens.json"], remPixels: 20)
        #expect(large.points("size.cell") == 60)
    }

    @Test func compositesResolveTheAliasesInsideThem() throws {
        let tokens = try TokenFixtures.load(["dtcg/base.tokens.json"])
        guard case .typography(let code)? = try tokens.token("font.code")?.value else { Issue.record("font.code is not typography"); return }
        #expect(code.fontFamily == ["Inter", "system-ui", "sans-serif"])
        #expect(code.fontSize == 28)
        #expect(code.fontWeight == 600)
        #expect(code.lineHeight == "1.2")
        guard case .shadow(let card)? = try tokens.token("shadow.card")?.value else { Issue.record("shadow.card is not a shadow"); return }
        #expect(card.count == 2)
        #expect(card[0].offsetY == 1 && card[0].blur == 2 && card[0].color.hexString == "#00000026")
        #expect(card[1].spread == -2 && card[1].color.hexString == "#1F232833")
        guard case .shadow(let focus)? = try tokens.token("shadow.focus")?.value else { Issue.record("shadow.focus is not a shadow"); return }
        #expect(focus.count == 1 && focus[0].offsetX == 0 && focus[0].offsetY == 0 && focus[0].blur == 0 && focus[0].spread == 3 && !focus[0].inset)
        #expect(focus[0].color.hexString == "#0969DA26")
        guard case .border(let border)? = try tokens.token("border.dashed")?.value else { Issue.record("border.dashed is not a border"); return }
        #expect(border.width == 2 && border.color.hexString == "#8C93A1")
        #expect(border.style == .dashes([4, 2], lineCap: "round"))
        guard case .gradient(let stops)? = try tokens.token("gradient.sunrise")?.value else { Issue.record("not a gradient"); return }
        #expect(stops.map(\.position) == [0, 1] && stops[0].color.hexString == "#FF8A00")
        #expect(try tokens.token("motion.fast")?.value == .duration(0.15))
        #expect(try tokens.token("motion.ease")?.value == .cubicBezier([0.2, 0, 0, 1]))
        #expect(try tokens.token("font.weight.regular")?.value == .fontWeight(400))
    }

    @Test func rootTokensAndExtendedGroups() throws {
        let tokens = try TokenFixtures.load(["dtcg/base.tokens.json"])
        #expect(try tokens.token("color.brand.$root") != nil)
        #expect(tokens.hex("button.danger.background") == "#CF222E")
        #expect(tokens.hex("button.danger.text") == "#FFFFFF")
        #expect(tokens.hex("button.danger.text") == tokens.hex("button.primary.text"))
    }

    @Test func laterLayersReplaceEarlierTokensWhole() throws {
        let tokens = try TokenFixtures.resolve(
            #"{"a": {"$type": "dimension", "$value": "4px"}, "b": {"$type": "dimension", "$value": "{a}"}}"#,
            #"{"a": {"$type": "dimension", "$value": "6px"}}"#)
        #expect(tokens.points("b") == 6)
        #expect(try tokens.token("a")?.file == "layer2.json")
    }

    @Test func pointersReachIntoValues() throws {
        let tokens = try TokenFixtures.resolve(#"""
        {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}},
         "tint": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/blue/$value/components/0"}, 0.4, 1], "alpha": 0.5}},
         "whole": {"$ref": "#/blue"}}
        """#)
        #expect(tokens.hex("tint") == "#0066FF80")
    }

    @Test func untypedTokensTakeTheirAliasTypeOrTheirValuesPlainType() throws {
        let tokens = try TokenFixtures.resolve(##"{"a": {"$type": "dimension", "$value": "4px"}, "b": {"$value": "{a}"}, "c": {"$value": "#FFF"}, "d": {"$value": 3}}"##)
        #expect(tokens.points("b") == 4)
        #expect(tokens.hex("c") == "#FFFFFF")
        #expect(try tokens.token("d")?.value == .number(3))
    }
}
