import Foundation
import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPTestSupport
import OTPVector
import Testing

/// SVG documents of fields: numbers, escaping, structure, and the same bytes every time.
@Suite struct SVGDocumentTests {
    static let fonts = BundledFonts.library

    static func document(_ spec: FieldSpec, title: String = "field: 12", renderer: FieldRenderer? = nil) throws -> String {
        let renderer = renderer ?? FieldRenderer(resources: FieldResources(fonts: fonts))
        return SVGDocument(try renderer.displayList(spec), scale: spec.scale, title: title, description: "a spec").text
    }

    @Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() {
        let cases: [(Double, String)] = [(0, "0"), (-0.0, "0"), (12, "12"), (0.5, "0.5"), (-3.125, "-3.125"),
                                         (1.0 / 3, "0.333"), (2.0005, "2.001"), (-0.0004, "0"), (0.05, "0.05"),
                                         (1e20, "0"), (.nan, "0"), (1234567.0625, "1234567.063")]
        for (value, text) in cases { #expect(VectorNumber.string(value) == text, "\(value)") }
    }

    @Test func theDocumentIsSizedInPointsAndTitled() throws {
        var spec = FieldSpec()
        spec.value = "12"
        let text = try Self.document(spec, title: #"a "quoted" <name>: 12"#)
        #expect(text.hasPrefix("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="370" height="88" viewBox="0 0 370 88" role="img" \
            aria-label="a &quot;quoted&quot; &lt;name&gt;: 12">
            <title>a &quot;quoted&quot; &lt;name&gt;: 12</title>
            <desc>a spec</desc>
            <rect width="370" height="88" fill="#FFFFFF"/>
            """))
        // The first cell's border, in points: a ring inside (16, 16, 48, 56), its radius 8 from (16, 24).
        #expect(text.contains(#"<path d="M 16 24 C 16 22.949 16.207 21.909 16.609 20.939 C"#))
        #expect(!text.contains("transform="), "drawn at the spec's scale, nothing needs a transform")
    }

    @Test func theSameSpecGivesTheSameBytes() throws {
        var spec = try #require(Presets.named("ios"))
        spec.value = "12"
        spec.colors.focus = try #require(Fill(css: "linear-gradient(90deg, #6366F1, #EC4899)"))
        let warm = FieldRenderer(resources: FieldResources(fonts: Self.fonts))
        _ = try warm.render(spec)
        _ = try warm.render(spec)
        let first = try Self.document(spec)
        #expect(try Self.document(spec, renderer: warm) == first)
        #expect(try Self.document(spec) == first)
    }

    @Test func shadowsAreBlursOfTheirCasterClippedToTheirSide() throws {
        var spec = FieldSpec()
        spec.length = 1
        spec.focused = false
        spec.cell.shadow = [Shadow(y: 2, blur: 6, color: Color(hex: "#0000001F")!),
                            Shadow(blur: 2, spread: 1, color: Color(hex: "#FF0000")!, inset: true)]
        let text = try Self.document(spec)
        #expect(text.contains(#"<feGaussianBlur stdDeviation="3"/>"#) && text.contains(#"<feGaussianBlur stdDeviation="1"/>"#))
        #expect(text.contains(##"fill="#000000" fill-opacity="0.122" filter="url(#"##))
        #expect(text.contains(#"clip-rule="evenodd""#), "an outer shadow is clipped to outside the cell")
    }

    @Test func gradientsAreSVGGradientsOverTheirBox() throws {
        var spec = FieldSpec()
        spec.length = 1
        spec.focused = false
        spec.colors.cellFill = try #require(Fill(css: "linear-gradient(90deg, #000000, #FFFFFF)"))
        spec.colors.border = try #require(Fill(css: "radial-gradient(circle closest-side, #FF0000, #0000FF)"))
        let text = try Self.document(spec)
        // The cell spans x 16…64: the line runs across it at mid-height.
        #expect(text.contains(#"<linearGradient id="g1" gradientUnits="userSpaceOnUse" x1="16" y1="44" x2="64" y2="44">"#
                              + ##"<stop offset="0" stop-color="#000000"/><stop offset="1" stop-color="#FFFFFF"/></linearGradient>"##),
                "\(text)")
        #expect(text.contains(#"<radialGradient id="g2" gradientUnits="userSpaceOnUse" cx="40" cy="44" r="24">"#))
    }

    @Test func eachElementIsAGroupWithAnIdAndTheTokensItTakes() throws {
        let text = try Self.document(GoldenSpecFiles.decode("tokens/tokens-light.json"))
        let opening = try Regex(#"<g id="([^"]+)"([^>]*)>"#)
        let groups = text.matches(of: opening).map { (id: String($0.output[1].substring ?? ""), attributes: String($0.output[2].substring ?? "")) }
        #expect(groups.map(\.id) == ["card"] + (0..<6).map { "cell-\($0)" } + ["cell-4-focus"] + (0..<4).map { "character-\($0)" }
                + ["caret", "title", "subtitle", "message"])
        #expect(text.components(separatedBy: "<g ").count == text.components(separatedBy: "</g>").count, "every group closes")
        let attributes = Dictionary(uniqueKeysWithValues: groups.map { ($0.id, $0.attributes) })
        // An empty cell after the focus takes the border colour; a filled one the filled colour;
        // the focused one its focus colour and shadow, in its own group drawn over its neighbours.
        #expect(attributes["cell-5"]?.contains(#" data-token-colors-border="border.default""#) == true)
        #expect(attributes["cell-0"]?.contains(#" data-token-colors-filled="color.border.filled""#) == true)
        #expect(attributes["cell-4-focus"]?.hasSuffix(#" data-token-cell-focus-shadow="shadow.focus" data-token-colors-focus="color.border.focus""#) == true)
        #expect(attributes["character-0"] == #" data-token-font="typography.code" data-token-colors-text="color.text.default""#)
        #expect(attributes["caret"] == #" data-token-colors-caret="color.accent""#)
    }

    @Test func aSpecWithoutTokensHasIdsAlone() throws {
        var spec = FieldSpec()
        spec.value = "12"
        let text = try Self.document(spec)
        #expect(text.contains("<g id=\"cell-0\">\n") && text.contains("<g id=\"character-1\">\n") && text.contains("<g id=\"caret\">\n"))
        #expect(!text.contains("data-token"))
    }

    @Test func tokenUsesNameTheirAttributeAndTheKeysTheyCover() {
        let use = { (key: String) in SpecTokenUse(keyPath: key, token: "t", mode: nil, value: "1") }
        #expect(use("colors.border").attributeName == "data-token-colors-border")
        #expect(use("cell.cornerRadius").attributeName == "data-token-cell-corner-radius")
        #expect(use("groups[1]").attributeName == "data-token-groups-1")
        #expect(use("title.font").isFor(key: "title") && use("cell.shadow[0]").isFor(key: "cell.shadow"))
        #expect(!use("titles").isFor(key: "title") && !use("cell").isFor(key: "cell.width"))
    }
}
