import OTPTokens
import Testing

/// Every way a token file can be wrong, with the message it gets: the file, the token, what is wrong.
@Suite struct TokenErrorTests {
    @Test func aMissingTokenNamesTheNearestOnes() {
        #expect(TokenFixtures.message(##"{"color": {"$type": "color", "gray": {"300": {"$value": "#D0D7DE"}, "400": {"$value": "#AAB1B9"}}, "border": {"$value": "{color.gray.30}"}}}"##)
                == "layer1.json: color.border: {color.gray.30} names no token (did you mean color.gray.300?)")
        #expect(TokenFixtures.message(##"{"a": {"$type": "color", "$value": "{nothing.like.it}"}}"##)
                == "layer1.json: a: {nothing.like.it} names no token")
    }

    @Test func anAliasCycleListsTheCycle() {
        #expect(TokenFixtures.message(##"{"size": {"$type": "dimension", "a": {"$value": "{size.b}"}, "b": {"$value": "{size.c}"}, "c": {"$value": "{size.a}"}}}"##)
                == "layer1.json: size.a: alias cycle size.a → size.b → size.c → size.a")
        #expect(TokenFixtures.message(##"{"self": {"$type": "dimension", "$value": "{self} * 2"}}"##)
                == "layer1.json: self: alias cycle self → self")
    }

    @Test func aValueThatIsNotItsTypeSaysWhatItShouldBe() {
        #expect(TokenFixtures.message(##"{"c": {"$type": "color", "$value": "#12345"}}"##)
                == ##"layer1.json: c: "#12345" is not a colour (#RRGGBB, rgb(), oklch(), … or a colour object)"##)
        #expect(TokenFixtures.message(##"{"w": {"$type": "fontWeight", "$value": "heavyish"}}"##)
                == ##"layer1.json: w: "heavyish" is not a DTCG font weight (1…1000, or thin, extra-light, light, regular, medium, semi-bold, bold, extra-bold, black, …)"##)
        #expect(TokenFixtures.message(##"{"w": {"$type": "fontWeight", "$value": 1200}}"##)
                == "layer1.json: w: 1200 is not a font weight (1…1000, or a name such as regular, semi-bold, bold)")
        #expect(TokenFixtures.message(##"{"b": {"$type": "border", "$value": {"color": "#000000"}}}"##)
                == ##"layer1.json: b: {"color": "#000000"} is not a border (color, width, style) (width is missing)"##)
        #expect(TokenFixtures.message(##"{"e": {"$type": "cubicBezier", "$value": [2, 0, 0, 1]}}"##)
                == "layer1.json: e: [2, 0, 0, 1] is not a cubic Bézier ([x1, y1, x2, y2], x1 and x2 in 0…1)")
    }

    @Test func anUnknownColourSpaceListsTheKnownOnes() {
        #expect(TokenFixtures.message(##"{"c": {"$type": "color", "$value": {"colorSpace": "rgb", "components": [1, 0, 0]}}}"##)
                == ##"layer1.json: c: colorSpace "rgb" is not one of srgb, srgb-linear, display-p3, hsl, hwb, lab, lch, oklab, oklch, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"##)
    }

    @Test func aUnitWithoutAConversionIsRefused() {
        #expect(TokenFixtures.message(##"{"d": {"$type": "dimension", "$value": "2em"}}"##)
                == ##"layer1.json: d: "2em" has a unit that cannot be converted: em (use px or rem)"##)
        #expect(TokenFixtures.message(##"{"d": {"$type": "dimension", "$value": {"value": 50, "unit": "%"}}}"##)
                == ##"layer1.json: d: {"value": 50, "unit": "%"} has a unit that cannot be converted: % (use px or rem)"##)
        #expect(TokenFixtures.message(##"{"t": {"$type": "duration", "$value": "2min"}}"##)
                == ##"layer1.json: t: "2min" has a unit that cannot be converted: min (use ms or s)"##)
    }

    @Test func brokenDocumentsSayWhere() {
        #expect(TokenFixtures.message(##"{"g": {"$type": 3, "a": {"$value": 1}}}"##) == "layer1.json: g.$type: must be a string, not 3")
        #expect(TokenFixtures.message(##"{"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"##)
                == "layer1.json: a.$extends: $extends and $ref name each other in a cycle: a → b, b → a")
        #expect(TokenFixtures.message(##"{"a": {"$extends": "{nothing}"}}"##) == "layer1.json: a.$extends: {nothing} names no group of tokens")
        #expect(TokenFixtures.message(##"{"a": {"$type": "color", "$value": {"$ref": "#/b/$value/components/7"}}, "b": {"$type": "color", "$value": "#FFFFFF"}}"##)
                == ##"layer1.json: a: $ref: "#/b/$value/components/7" points at nothing"##)
        #expect(TokenFixtures.message("[1, 2]") == "layer1.json: top level: must be an object of groups and tokens, not an array")
    }

    @Test func sourcesThatCannotBeReadOrHaveNoSuchMode() {
        func message(_ files: [String], mode: String? = nil) -> String? {
            do {
                _ = try TokenFixtures.load(files, mode: mode)
                return nil
            } catch {
                return error.description.replacing(TokenFixtures.folder + "/", with: "")
            }
        }
        #expect(message(["missing.json"]) == "missing.json: no such file")
        #expect(message(["dtcg"]) == "dtcg: folder: has no $metadata.json or $themes.json (a Tokens Studio export has them; name token files one by one otherwise)")
        #expect(message(["dtcg/base.tokens.json"], mode: "dark")
                == ##"dtcg/base.tokens.json: mode "dark" is given, but the token files have no modes (give {"dark": [files], …} as tokens, a resolver or Tokens Studio themes)"##)
        #expect(message(["dtcg/app.resolver.json"], mode: "sepia") == ##"dtcg/app.resolver.json: mode "sepia" is not a mode of the token sources (modes: light, dark)"##)
        #expect(message(["studio.tokens.json"], mode: "sepia") == ##"studio.tokens.json: mode "sepia" is not a mode of the token sources (modes: light, dark)"##)
        #expect(message(["studio.tokens.json#nothing"]) == "studio.tokens.json: nothing: is not a token set of the file (sets: global, light, dark)")
    }
}
