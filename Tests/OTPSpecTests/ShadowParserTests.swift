import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// CSS `box-shadow` strings, read as a browser reads them, and every way to get one wrong.
@Suite struct ShadowParserTests {
    private func parse(_ text: String) -> [Shadow]? {
        try? ShadowParser.parse(text).get()
    }

    @Test func lengthsColoursAndInsetInAnyOrder() {
        #expect(parse("0 1px 2px rgba(0,0,0,0.05), 0 0 0 2px #1E90FF33") == [
            Shadow(x: 0, y: 1, blur: 2, color: Color(red: 0, green: 0, blue: 0, alpha: 13)),
            Shadow(spread: 2, color: Color(hex: "#1E90FF33")!),
        ])
        #expect(parse("inset 0 2px 4px #0003") == [Shadow(y: 2, blur: 4, color: Color(hex: "#00000033")!, inset: true)])
        #expect(parse("#FFF -6px -6px 12px") == [Shadow(x: -6, y: -6, blur: 12, color: .white)])
        #expect(parse("3px 4px rgb(10 20 30 / 50%) inset") == [
            Shadow(x: 3, y: 4, color: Color(red: 10, green: 20, blue: 30, alpha: 128), inset: true),
        ])
        #expect(parse("0 0 0 .5px black") == [Shadow(spread: 0.5, color: .black)])
        #expect(parse("0 0 4px RebeccaPurple") == [Shadow(blur: 4, color: Color(hex: "#663399")!)], "any named colour, any case")
        #expect(parse("1 2") == [Shadow(x: 1, y: 2)], "bare numbers are points; no colour means the text colour")
        #expect(parse("none") == [])
    }

    static let errors: [BadInput] = [
        BadInput(#"{"cell": {"shadow": "0 1px foo"}}"#,
                 #"spec.json: cell.shadow: "0 1px foo" has "foo", which is not a length (`2px`), a colour (`#RGB`, `#RRGGBBAA`, `rgba()`, `oklch()`, a name) or `inset`"#),
        BadInput(#"{"cell": {"shadow": "0 0 4px reddish"}}"#,
                 #"spec.json: cell.shadow: "0 0 4px reddish" has "reddish", which is not a length (`2px`), a colour (`#RGB`, `#RRGGBBAA`, `rgba()`, `oklch()`, a name) or `inset`"#),
        BadInput(#"{"cell": {"shadow": "1px"}}"#,
                 #"spec.json: cell.shadow: "1px" needs 2 to 4 lengths (x, y, blur, spread) in "1px", not 1"#),
        BadInput(#"{"cell": {"shadow": "1px 2px 3px 4px 5px"}}"#,
                 #"spec.json: cell.shadow: "1px 2px 3px 4px 5px" needs 2 to 4 lengths (x, y, blur, spread) in "1px 2px 3px 4px 5px", not 5"#),
        BadInput(#"{"cell": {"shadow": "0 0 -2px #000"}}"#,
                 ##"spec.json: cell.shadow: "0 0 -2px #000" has a negative blur in "0 0 -2px #000""##),
        BadInput(#"{"cell": {"shadow": "0 1px 2px #000,"}}"#,
                 ##"spec.json: cell.shadow: "0 1px 2px #000," has an empty shadow (between two commas)"##),
        BadInput(#"{"cell": {"shadow": "0 1px #000 #fff"}}"#,
                 ##"spec.json: cell.shadow: "0 1px #000 #fff" has two colours in "0 1px #000 #fff""##),
        BadInput(#"{"cell": {"shadow": "0 #000 1px"}}"#,
                 ##"spec.json: cell.shadow: "0 #000 1px" has a colour or `inset` between the lengths of "0 #000 1px""##),
        BadInput(#"{"cell": {"shadow": "inset inset 0 1px"}}"#,
                 #"spec.json: cell.shadow: "inset inset 0 1px" has `inset` twice in "inset inset 0 1px""#),
        BadInput(#"{"cell": {"shadow": 3}}"#, "spec.json: cell.shadow: 3 must be a CSS box-shadow string or an array"),
        BadInput(#"{"cell": {"shadow": [{"blurr": 2}]}}"#, #"spec.json: cell.shadow[0].blurr: unknown key (did you mean "blur"?)"#),
        BadInput(#"{"cell": {"shadow": [{"x": 1, "blur": -3}]}}"#, "spec.json: cell.shadow[0].blur: -3 must be between 0 and 1000"),
        BadInput(#"{"cell": {"shadow": [{"spread": 20000}]}}"#,
                 "spec.json: cell.shadow[0].spread: 20000 must be between -10000 and 10000"),
        BadInput(#"{"cell": {"focusShadow": [{"color": "bleu"}]}}"#,
                 #"spec.json: cell.focusShadow[0].color: "bleu" is not a colour (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent)"#),
        BadInput(#"{"cell": {"shadow": "0 0 1px #000, 0 0 1px #000, 0 0 1px #000, 0 0 1px #000, 0 0 1px #000, 0 0 1px #000, 0 0 1px #000, 0 0 1px #000, 0 0 1px #000"}}"#,
                 "spec.json: cell.shadow: 9 shadows must be at most 8"),
    ]

    @Test func coloursOfCSSColor4Spaces() {
        #expect(parse("0 2px 4px oklch(0.62796 0.25768 29.2339 / 0.5)") == [Shadow(y: 2, blur: 4, color: Color(hex: "#FF000080")!)])
        #expect(parse("0 0 0 3px hsl(120deg 100% 25%)") == [Shadow(spread: 3, color: Color(hex: "#008000")!)])
    }

    @Test(arguments: errors) func badShadows(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test func aSpecKeepsItsShadowsThroughTheEncoder() throws {
        let json = #"{"cell": {"shadow": "0 2px 6px rgba(16,24,40,0.18), inset 0 0 0 1px #1E90FF22", "focusShadow": []}}"#
        let spec = try SpecDecoder.decode(json: Array(json.utf8), presetNames: [], presets: { _ in nil })
        #expect(spec.cell.shadow.count == 2 && spec.cell.shadow[1].inset && spec.cell.focusShadow == [])
        let again = try SpecDecoder.decode(json: Array(SpecEncoder.encode(spec).utf8), presetNames: [], presets: { _ in nil })
        #expect(again == spec)
    }
}
