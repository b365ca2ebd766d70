import OTPTokens
import Testing

/// The rules of the DTCG 2025.10 format module, each as the technical report's own examples
/// write it (aliases.md, groups.md, types.md), kept or refused with the file, token and rule.
@Suite struct TokenConformanceTests {
    static let blue = ##""colors": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}}}"##

    // MARK: $ref

    @Test func aTokenThatIsAJSONPointerIsAnAliasOfItsTarget() throws {
        let tokens = try TokenFixtures.resolve(##"{"color": {"gray": {"1": {"$type": "color", "$value": "#F6F8FA"}}, "grey": {"1": {"$ref": "#/color/gray/1"}}}}"##)
        #expect(tokens.hex("color.grey.1") == "#F6F8FA")
        #expect(try tokens.token("color.grey.1")?.aliasOf == "color.gray.1")
        #expect(try tokens.allTokens().map(\.path) == ["color.gray.1", "color.grey.1"])
    }

    @Test func thePointerExamplesOfTheAliasesSection() throws {
        let tokens = try TokenFixtures.resolve("{" + Self.blue + ##", "semantic": {"primary": {"$ref": "#/colors/blue"},"##
            + ##" "primaryHue": {"$value": {"$ref": "#/colors/blue/$value/components/0"}, "$type": "number"},"##
            + ##" "blueType": {"$value": {"$ref": "#/colors/blue/$type"}, "$type": "string"},"##
            + ##" "mixed": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/colors/blue/$value/components/0"}, {"$ref": "#/colors/blue/$value/components/1"}, 0.7]}}}}"##)
        #expect(tokens.hex("semantic.primary") == "#0066CC")
        #expect(try tokens.token("semantic.primaryHue")?.value == .number(0))
        #expect(try tokens.token("semantic.blueType")?.value == .other(typeName: "string", text: "color"))
        #expect(tokens.hex("semantic.mixed") == "#0066B3")
    }

    @Test func aGroupRefInheritsItsTargetsTokensAsExtendsDoes() throws {
        let button = ##""button": {"$type": "color", "background": {"$value": "#0066CC"}, "text": {"$value": "#FFFFFF"}}"##
        let byRef = try TokenFixtures.resolve("{" + button + ##", "button-primary": {"$ref": "#/button", "background": {"$value": "#CC0066"}, "focus": {"$value": "#FF3399"}}}"##)
        let byExtends = try TokenFixtures.resolve("{" + button + ##", "button-primary": {"$extends": "{button}", "background": {"$value": "#CC0066"}, "focus": {"$value": "#FF3399"}}}"##)
        let byPointer = try TokenFixtures.resolve("{" + button + ##", "button-primary": {"$extends": "#/button", "background": {"$value": "#CC0066"}, "focus": {"$value": "#FF3399"}}}"##)
        for tokens in [byRef, byExtends, byPointer] {
            #expect(tokens.hex("button-primary.background") == "#CC0066")
            #expect(tokens.hex("button-primary.text") == "#FFFFFF")
            #expect(tokens.hex("button-primary.focus") == "#FF3399")
        }
    }

    @Test func cyclesThroughRefAndExtendsAreErrorsNamingTheCycle() {
        #expect(TokenFixtures.message(##"{"a": {"$ref": "#/b"}, "b": {"$ref": "#/a"}}"##)
                == "layer1.json: a.$ref: $extends and $ref name each other in a cycle: a → b, b → a")
        #expect(TokenFixtures.message(##"{"a": {"$type": "color", "$value": {"$ref": "#/b/$value"}}, "b": {"$type": "color", "$value": {"$ref": "#/a/$value"}}}"##)
                == "layer1.json: a: alias cycle a → b → a")
        #expect(TokenFixtures.message(##"{"g": {"$extends": "{h}", "x": {"$type": "number", "$value": 1}}, "h": {"$ref": "#/g"}}"##)
                == "layer1.json: g.$extends: $extends and $ref name each other in a cycle: g → h, h → g")
        #expect(TokenFixtures.message(##"{"g": {"t": {"$type": "number", "$value": "{h.t}"}}, "h": {"$extends": "{g}"}}"##)
                == "layer1.json: h.t: alias cycle h.t → h.t")
    }

    @Test func badPointersAndExtendsOfATokenAreRefused() {
        #expect(TokenFixtures.message(##"{"a": {"$ref": "colors/blue"}}"##)
                == ##"layer1.json: a.$ref: must be a JSON pointer into this document, such as "#/color/blue" or "#/color/blue/$value", not "colors/blue""##)
        #expect(TokenFixtures.message(##"{"a": {"$ref": "#/nothing"}}"##) == "layer1.json: a.$ref: {nothing} names no group of tokens and no token")
        #expect(TokenFixtures.message("{" + Self.blue + ##", "g": {"$extends": "{colors.blue}", "x": {"$type": "number", "$value": 1}}}"##)
                == "layer1.json: g.$extends: {colors.blue} is a token: $extends names a group (an alias names a token)")
        #expect(TokenFixtures.message("{" + Self.blue + ##", "g": {"$ref": "#/colors/blue", "x": {"$type": "number", "$value": 1}}}"##)
                == "layer1.json: g.$ref: names the token colors.blue, so the object is an alias token, which cannot also hold tokens (g.x)")
    }

    // MARK: Groups and tokens

    @Test func anObjectWithAValueAndChildTokensIsReadAsBothWithAWarning() throws {
        let tokens = try TokenFixtures.resolve(##"{"color": {"accent": {"$type": "color", "$value": "#DD0000", "light": {"$value": "#FF2222"}}}}"##)
        #expect(tokens.hex("color.accent") == "#DD0000")
        #expect(tokens.hex("color.accent.light") == "#FF2222")
        #expect(tokens.warnings.map(\.description) == [
            "layer1.json: color.accent: has $value and holds tokens or groups too (light): DTCG makes an object a token or a group, not both; both are read",
        ])
    }

    @Test func aTokenCannotExtend() {
        #expect(TokenFixtures.message(##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2, "$extends": "{a}"}}"##)
                == ##"layer1.json: b.$extends: only a group can extend a group; a token with $value names another with an alias ("{group.token}")"##)
    }

    // MARK: Typed aliases

    @Test func anAliasMustNameATokenOfItsPlacesType() {
        #expect(TokenFixtures.message(##"{"n": {"$type": "number", "$value": 8}, "gap": {"$type": "dimension", "$value": "{n}"}}"##)
                == "layer1.json: gap: {n} is a number token, but this token's $type is dimension")
        #expect(TokenFixtures.message(##"{"w": {"$type": "number", "$value": 750}, "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": "{w}"}}}"##)
                == "layer1.json: body: fontWeight: {w} is a number token, but a typography's fontWeight is a fontWeight")
        #expect(TokenFixtures.message(##"{"d": {"$type": "dimension", "$value": "1px"}, "b": {"$type": "border", "$value": {"color": "{d}", "width": "1px", "style": "solid"}}}"##)
                == "layer1.json: b: color: {d} is a dimension token, but a border's color is a color")
        #expect(TokenFixtures.message(##"{"c": {"$type": "color", "$value": "#000000"}, "s": {"$type": "shadow", "$value": [{"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px"}, "{c}"]}}"##)
                == "layer1.json: s: item 1: {c} is a color token, but a shadow's item 1 is a shadow")
        #expect(TokenFixtures.message(##"{"d": {"$type": "dimension", "$value": "2px"}, "g": {"$type": "gradient", "$value": [{"color": "#000000", "position": "{d}"}]}}"##)
                == "layer1.json: g: position: {d} is a dimension token, but a gradient stop's position is a number")
    }

    @Test func anAliasOfTheRightTypeOrAnUntypedTokenInheritsItsTargetsType() throws {
        let tokens = try TokenFixtures.resolve(##"{"w": {"$type": "fontWeight", "$value": 600}, "n": {"$value": "{w}"},"##
            + ##" "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": "{n}"}}}"##)
        #expect(try tokens.token("n")?.value == .fontWeight(600))
        guard case .typography(let body)? = try tokens.token("body")?.value else { Issue.record("body is not a typography"); return }
        #expect(body.fontWeight == 600)
    }

    @Test func tokensStudioTypesAliasAcrossTheirOwnTypes() throws {
        let tokens = try TokenFixtures.resolve(##"{"spacing": {"base": {"value": "8", "type": "spacing"}}, "radius": {"md": {"value": "{spacing.base}", "type": "borderRadius"}},"##
            + ##" "weight": {"value": "SemiBold", "type": "fontWeights"}, "opacity": {"value": "{spacing.base}", "type": "number"}}"##)
        #expect(tokens.points("radius.md") == 8)
        #expect(try tokens.token("weight")?.value == .fontWeight(600))
        #expect(try tokens.token("opacity")?.value == .number(8))
    }

    // MARK: Names

    @Test func dtcgFontWeightNamesAreCaseSensitive() throws {
        #expect(TokenFixtures.message(##"{"w": {"$type": "fontWeight", "$value": "Bold"}}"##)
                == ##"layer1.json: w: "Bold" is not a DTCG font weight (1…1000, or thin, extra-light, light, regular, medium, semi-bold, bold, extra-bold, black, …) (DTCG's names are case-sensitive: bold)"##)
        #expect(TokenFixtures.message(##"{"w": {"$type": "fontWeight", "$value": "SemiBold"}}"##)?.hasSuffix("(DTCG's names are case-sensitive: semi-bold)") == true)
        let names = try TokenFixtures.resolve(##"{"$type": "fontWeight", "a": {"$value": "extra-light"}, "b": {"$value": "demi-bold"}, "c": {"$value": "ultra-black"}, "d": {"$value": 1000}}"##)
        #expect(try names.allTokens().map(\.value) == [.fontWeight(200), .fontWeight(600), .fontWeight(950), .fontWeight(1000)])
    }

    @Test func unknownTypesAreKeptAsWritten() throws {
        let tokens = try TokenFixtures.resolve(##"{"flag": {"$type": "boolean", "$value": true}, "label": {"$type": "string", "$value": "amber"}}"##)
        #expect(try tokens.token("flag")?.value == .other(typeName: "boolean", text: "true"))
        #expect(try tokens.token("label")?.value == .other(typeName: "string", text: "amber"))
    }

    // MARK: Bounded resolution

    @Test func aChainOfSquaresEndsAtTheFirstTokenWithoutAFiniteValue() {
        var members = [##""a0": {"$type": "number", "$value": 1e10}"##]
        for step in 1..<64 { members.append(##""a\##(step)": {"$type": "number", "$value": "{a\##(step - 1)} * {a\##(step - 1)}"}"##) }
        #expect(TokenFixtures.message("{" + members.joined(separator: ", ") + "}")
                == ##"layer1.json: a5: "1e+160 * 1e+160" has no finite value"##)
    }

    @Test func aChainOfSquaresOfOneResolvesToOne() throws {
        var members = [##""a0": {"value": "1", "type": "number"}"##]
        for step in 1..<64 { members.append(##""a\##(step)": {"value": "{a\##(step - 1)} * {a\##(step - 1)}", "type": "number"}"##) }
        let tokens = try TokenFixtures.resolve("{" + members.joined(separator: ", ") + "}")
        #expect(try tokens.token("a63")?.value == .number(1))
    }

    @Test func compositeAliasesThatDoubleAreStoppedAtALimit() {
        var members = [##""s0": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px"}}"##]
        for step in 1..<20 { members.append(##""s\##(step)": {"$type": "shadow", "$value": ["{s\##(step - 1)}", "{s\##(step - 1)}"]}"##) }
        #expect(TokenFixtures.message("{" + members.joined(separator: ", ") + "}")
                == "layer1.json: s7: the shadow has more than 64 layers (see docs/faults-and-limits.md)")
        var groups = [##""g0": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}]}"##]
        for step in 1..<20 { groups.append(##""g\##(step)": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0, "more": ["{g\##(step - 1)}", "{g\##(step - 1)}"]}]}"##) }
        #expect(TokenFixtures.message("{" + groups.joined(separator: ", ") + "}")
                == "layer1.json: g11: the value has more than 10000 parts once its aliases are resolved (see docs/faults-and-limits.md)")
    }

    @Test func textThatDoublesIsStoppedAtALimit() {
        var members = [##""t0": {"$type": "fontFamily", "$value": "Inter"}"##]
        for step in 1..<30 { members.append(##""t\##(step)": {"$type": "fontFamily", "$value": "{t\##(step - 1)}, {t\##(step - 1)}"}"##) }
        #expect(TokenFixtures.message("{" + members.joined(separator: ", ") + "}")
                == ##"layer1.json: t10: the text is longer than 4096 bytes once its aliases are replaced: "{t9}, {t9}"… (see docs/faults-and-limits.md)"##)
    }

    @Test func longAliasChainsAndDeepExpressionsAreStoppedAtALimit() {
        var members = [##""a0": {"$type": "number", "$value": 1}"##]
        for step in 1...200 { members.append(##""a\##(step)": {"$type": "number", "$value": "{a\##(step - 1)}"}"##) }
        let file = "{" + members.joined(separator: ", ") + "}"
        #expect(TokenFixtures.message(file) == "layer1.json: a129: its aliases chain more than 128 tokens deep: a129 → a128 → … (see docs/faults-and-limits.md)")
        #expect {
            try TokenFixtures.resolve(file).token("a200")
        } throws: { error in
            "\(error)" == "layer1.json: a200: its aliases chain more than 128 tokens deep: a200 → a199 → … (see docs/faults-and-limits.md)"
        }
        let deep = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        #expect(TokenFixtures.message(##"{"d": {"$type": "number", "$value": "\##(deep)"}}"##)
                == ##"layer1.json: d: "((((((((((((((((((((((((((((((((((((((((((((((((((((((((((… nests more than 64 parentheses or signs deep"##)
        #expect(TokenFixtures.message(##"{"d": {"$type": "dimension", "$value": "8px / 0"}}"##) == ##"layer1.json: d: "8px / 0" divides by zero"##)
        #expect(TokenFixtures.message(##"{"d": {"$type": "dimension", "$value": "8px * 2px"}}"##) == ##"layer1.json: d: "8px * 2px" multiplies px by px"##)
    }
}

/// The rules the reports leave to the reader, as docs/tokens.md chooses them.
@Suite struct TokenChoiceTests {
    @Test func namesWithDotsOrBracesAreRefused() {
        #expect(TokenFixtures.message(##"{"space": {"0.5": {"$type": "dimension", "$value": "2px"}}}"##)
                == ##"layer1.json: space.0.5: a token or group name cannot hold ".", "{" or "}" (an alias {group.token} could not name it)"##)
        #expect(TokenFixtures.message(##"{"a{b}": {"$type": "number", "$value": 1}}"##)?.hasPrefix("layer1.json: a{b}: a token or group name cannot hold") == true)
    }

    @Test func anAliasWithoutItsOwnTypeTakesItsTargetsTypeOverItsGroups() throws {
        let tokens = try TokenFixtures.resolve(##"{"size": {"$type": "dimension", "gap": {"$value": "8px"}}, "color": {"$type": "color", "odd": {"$value": "{size.gap}"}}}"##)
        #expect(try tokens.token("color.odd")?.value == .dimension(8))
    }

    @Test func groupRootTokensAreNamedByTheGroup() throws {
        let tokens = try TokenFixtures.resolve(##"{"accent": {"$type": "color", "$root": {"$value": "#DD0000"}, "light": {"$value": "#FF2222"}}, "link": {"$type": "color", "$value": "{accent}"}}"##)
        #expect(tokens.hex("link") == "#DD0000")
        #expect(tokens.hex("accent") == "#DD0000")
    }
}
