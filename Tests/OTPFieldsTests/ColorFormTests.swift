import OTPFields
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// A spec's colours in every form CSS writes them, each drawing the same pixels as its sRGB
/// hex twin (the twins are CSS Color 4's and color.js's values, as the token tests hold them).
@Suite struct ColorFormTests {
    private let renderer = FieldRenderer(resources: FieldResources(fonts: BundledFonts.library))

    static let twins: [(css: String, hex: String)] = [
        ("blue", "#0000FF"),
        ("rebeccapurple", "#663399"),
        ("transparent", "#00000000"),
        ("#abc", "#AABBCC"),
        ("#abcd", "#AABBCCDD"),
        ("rgb(30 144 255)", "#1E90FF"),
        ("rgba(0, 0, 0, .15)", "#00000026"),
        ("hsl(120deg 100% 25%)", "#008000"),
        ("hwb(0 40% 60%)", "#666666"),
        ("lab(54.2905 80.8049 69.8910)", "#FF0000"),
        ("lch(46.2775% 67.9841 134.3834)", "#008000"),
        ("oklab(62.7955% 0.224863 0.125846)", "#FF0000"),
        ("oklch(0.62796 0.25768 29.2339)", "#FF0000"),
        ("color(display-p3 0.917488 0.200283 0.138561)", "#FF0000"),
        ("color(a98-rgb 0.281432 0.399405 0.783314)", "#3366CC"),
    ]

    private func image(_ colors: String) throws -> Pixmap {
        try renderer.render(try SpecTestSupport.decode(#"{"value": "12", "focused": true, "scale": 2, "colors": \#(colors)}"#))
    }

    @Test(arguments: 0..<twins.count)
    func aColourInAnyFormDrawsAsItsHex(index: Int) throws {
        let (css, hex) = Self.twins[index]
        for key in ["border", "text", "caret", "focus", "background"] {
            #expect(try image(#"{"\#(key)": "\#(css)"}"#) == image(#"{"\#(key)": "\#(hex)"}"#), "\(key): \(css)")
        }
        let spec = try SpecTestSupport.decode(#"{"colors": {"border": "\#(css)"}}"#)
        #expect(spec.colors.border.description == hex, "written back as hex")
    }

    @Test func aGradientTakesTheSameForms() throws {
        #expect(try image(#"{"background": "linear-gradient(blue, oklch(0.62796 0.25768 29.2339))"}"#)
                == image(#"{"background": "linear-gradient(#0000FF, #FF0000)"}"#))
    }
}
