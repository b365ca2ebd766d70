import OTPTokens
import Testing

/// CSS colour strings of every form, against CSS Color 4's own examples and color.js's values.
@Suite struct CSSColorTests {
    static let colours: [(css: String, hex: String)] = [
        ("#abc", "#AABBCC"),
        ("#abcd", "#AABBCCDD"),
        ("#0969da", "#0969DA"),
        ("#0969DA80", "#0969DA80"),
        ("transparent", "#00000000"),
        ("White", "#FFFFFF"),
        ("rebeccapurple", "#663399"),
        ("DarkSlateGrey", "#2F4F4F"),
        (" orange ", "#FFA500"),
        ("rgb(255 0 0)", "#FF0000"),
        ("rgb(255, 128, 0)", "#FF8000"),
        ("rgba(0, 0, 0, .15)", "#00000026"),
        ("rgb(0 0 255 / 50%)", "#0000FF80"),
        ("rgba(#0969DA, 0.15)", "#0969DA26"),
        ("hsl(120deg 100% 25%)", "#008000"),
        ("hsla(240, 100%, 50%, 0.5)", "#0000FF80"),
        ("hsl(0.5turn 100% 50%)", "#00FFFF"),
        ("hwb(0 40% 60%)", "#666666"),
        ("lab(54.2905 80.8049 69.8910)", "#FF0000"),
        ("lch(46.2775% 67.9841 134.3834)", "#008000"),
        ("oklab(62.7955% 0.224863 0.125846)", "#FF0000"),
        ("oklch(0.62796 0.25768 29.2339)", "#FF0000"),
        ("OKLCH(51.975% 0.17686 142.4953 / 0.5)", "#00800080"),
        ("color(display-p3 0.917488 0.200283 0.138561)", "#FF0000"),
        ("color(srgb 1 0 0 / 0.5)", "#FF000080"),
        ("color(srgb-linear 0.21586 0.21586 0.21586)", "#808080"),
        ("color(a98-rgb 0.281432 0.399405 0.783314)", "#3366CC"),
        ("color(prophoto-rgb 0.628309 0.298996 0.186889)", "#E53935"),
        ("color(rec2020 0.265253 0.422383 0.178561 / 50%)", "#2E7D3280"),
        ("color(xyz 0.175335 0.184475 0.200904)", "#777777"),
        ("color(xyz-d65 0.170143 0.145654 0.590434)", "#3366CC"),
        ("color(xyz-d50 0.152005 0.139221 0.444553)", "#3366CC"),
        // Channels of exactly 127.5, converted straight from HSL and HWB as CSS converts them
        // (through XYZ they came back 0.49999999999999994 and rounded to 127).
        ("hsl(0 0% 50%)", "#808080"),
        ("hsl(30 50% 50%)", "#BF8040"),
        ("hwb(0 50% 50%)", "#808080"),
        ("hwb(0 60% 60%)", "#808080"),
    ]

    @Test(arguments: 0..<colours.count)
    func everyFormReadsAsCSSDoes(index: Int) {
        let (css, hex) = Self.colours[index]
        #expect(CSSColor.parse(css)?.hexString == hex, "\(css)")
    }

    @Test(arguments: ["rgb(1, 2)", "hsl(red)", "color(rec2021 1 0 0)", "#12345", "#ggg", "oklch(0.5 0.1)", "nope(1 2 3)",
                      "inf", "rgb(0x10 0 0)", "rgb(1 2 3", "", "reddish", "dark gray", "currentcolor"])
    func anythingElseIsNotAColour(css: String) {
        #expect(CSSColor.parse(css) == nil, "\(css)")
    }
}
