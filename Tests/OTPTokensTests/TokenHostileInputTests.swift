import OTPTokens
import Testing

/// Token files built to be slow or to crash a reader: long chains of `$extends` and `$ref`,
/// groups inheriting a large group many times, pointers written to trip a parser, colours whose
/// conversion overflows. Each resolves in time linear in its size, or is refused with the limit
/// named.
@Suite struct TokenHostileInputTests {
    /// A file of `count` members, each made by `member` from its index.
    private func file(_ count: Int, _ member: (Int) -> String) -> String {
        "{" + (0..<count).map(member).joined(separator: ", ") + "}"
    }

    /// Groups `g0`…, each with one token and extending the previous one.
    private func extendsChain(_ count: Int) -> String {
        file(count) { index in
            let base = index == 0 ? "" : "\"$extends\": \"{g\(index - 1)}\", "
            return "\"g\(index)\": {\(base)\"k\(index)\": {\"$type\": \"number\", \"$value\": \(index)}}"
        }
    }

    @Test func aChainOfExtendsInheritsEveryBaseUpToTheLimit() throws {
        let tokens = try TokenFixtures.resolve(extendsChain(300))
        #expect(tokens.paths.count == 300 + 300 * 299 / 2)
        #expect(try tokens.token("g299.k0")?.value == .number(0), "the last group has the first group's token")
        #expect(TokenFixtures.message(extendsChain(20_000))
                == "layer1.json: g447: groups' $extends and $ref inherit more than 100000 tokens in all (see docs/faults-and-limits.md)")
    }

    @Test func aChainOfGroupRefsIsOrderedInLinearTime() throws {
        let groups = #""g0": {"a": {"$type": "number", "$value": 1}}, "# + (1...20_000).map { "\"g\($0)\": {\"$ref\": \"#/g\($0 - 1)\"}" }.joined(separator: ", ")
        let tokens = try TokenFixtures.resolve("{" + groups + "}")
        #expect(try tokens.token("g20000.a")?.value == .number(1))
        #expect(tokens.paths.count == 20_001)
    }

    @Test func aChainOfTokenRefsStopsAtTheAliasLimitAtOnce() {
        let chain = #""t0": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}, "#
            + (1...800).map { "\"t\($0)\": {\"$ref\": \"#/t\($0 - 1)\"}" }.joined(separator: ", ")
        #expect(TokenFixtures.message("{" + chain + "}")?.contains("its aliases chain more than 128 tokens deep") == true)
    }

    @Test func manyGroupsExtendingOneLargeGroupAreCounted() throws {
        let base = "\"base\": " + file(2_000) { "\"b\($0)\": {\"$type\": \"number\", \"$value\": \($0)}" }
        let extending = { (count: Int) in (0..<count).map { "\"g\($0)\": {\"$extends\": \"{base}\"}" }.joined(separator: ", ") }
        let fifty = try TokenFixtures.resolve("{" + base + ", " + extending(50) + "}")
        #expect(try fifty.token("g49.b1999")?.value == .number(1999))
        #expect(TokenFixtures.message("{" + base + ", " + extending(1_000) + "}")
                == "layer1.json: g50: groups' $extends and $ref inherit more than 100000 tokens in all (see docs/faults-and-limits.md)")
    }

    @Test func aCycleOfManyGroupsNamesFiveOfThem() {
        let cycle = file(40) { "\"g\($0)\": {\"$extends\": \"{g\(($0 + 1) % 40)}\", \"k\": {\"$type\": \"number\", \"$value\": 1}}" }
        #expect(TokenFixtures.message(cycle)
                == "layer1.json: g0.$extends: $extends and $ref name each other in a cycle: g0 → g1, g1 → g2, g2 → g3, g3 → g4, g4 → g5 and 35 more")
    }

    @Test func pointersReadAsRFC6901ReadsAFragment() throws {
        let list = #""list": {"$type": "fontFamily", "$value": ["Inter", "Arial", "Roboto"]}"#
        let tokens = try TokenFixtures.resolve(##"""
            {\##(list), "a b": {"$type": "number", "$value": 4},
             "spaced": {"$ref": "#/a%20b"}, "second": {"$type": "fontFamily", "$value": {"$ref": "#/list/$value/1"}}}
            """##)
        #expect(try tokens.token("spaced")?.value == .number(4), "%20 is a space")
        #expect(try tokens.token("second")?.value == .fontFamily(["Arial"]))
        for index in ["01", "+1", "1.0"] {
            #expect(TokenFixtures.message(##"{\##(list), "x": {"$type": "fontFamily", "$value": {"$ref": "#/list/$value/\##(index)"}}}"##)
                    == ##"layer1.json: x: $ref: "#/list/$value/\##(index)" points at nothing"##, "\(index) is no array index")
        }
    }

    @Test func anErrorQuotesSixtyCharactersOfAPointer() {
        let long = "#/" + String(repeating: "a", count: 1_000_000)
        let message = TokenFixtures.message(##"{"x": {"$type": "number", "$value": {"$ref": "\##(long)/$value/1"}}}"##) ?? ""
        #expect(message.count < 300, "a path is cut at 200 characters, a pointer at 60: \(message.prefix(300))")
    }

    @Test func aColourThatOverflowsIsRefusedAndAHugeOneIsWhite() throws {
        #expect(TokenFixtures.message(##"{"c": {"$type": "color", "$value": {"colorSpace": "lab", "components": [50, 1e308, 0]}}}"##)
                == ##"layer1.json: c: {"colorSpace": "lab", "components": [50, 1e308, 0]} is not a colour whose components convert to sRGB in finite numbers (these overflow)"##)
        #expect(TokenFixtures.message(##"{"c": {"$type": "color", "$value": "oklch(0.5 1e300 30)"}}"##)
                == ##"layer1.json: c: "oklch(0.5 1e300 30)" is not a colour (#RRGGBB, rgb(), oklch(), … or a colour object)"##)
        let white = try TokenFixtures.resolve(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1e100, 1e100, 1e100]}}}"##)
        guard case .color(let color)? = try white.token("c")?.value else { Issue.record("no colour"); return }
        #expect(color.hexString == "#FFFFFF")
    }
}
