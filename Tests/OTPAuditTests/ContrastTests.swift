import OTPAudit
import OTPRaster
import Testing

/// WCAG 2.2's relative luminance and contrast ratio, against worked examples.
@Suite struct ContrastTests {
    static func color(_ hex: String) -> Color { Color(hex: hex)! }

    @Test func blackOnWhiteIs21AndAColourOnItselfIs1() {
        #expect(Contrast.ratio(.black, .white) == 21)
        #expect(Contrast.ratio(.white, .black) == 21)
        #expect(Contrast.ratio(Self.color("#1E90FF"), Self.color("#1E90FF")) == 1)
        #expect(Contrast.luminance(.white) == 1 && Contrast.luminance(.black) == 0)
    }

    /// The greys commonly quoted as WCAG's thresholds on white: #767676 is the lightest that
    /// passes 4.5:1 (4.54), #777777 fails it (4.47); #595959 reaches 7:1 (7.00).
    @Test(arguments: [("#767676", "4.54"), ("#777777", "4.47"), ("#595959", "7.00"), ("#949494", "3.03"),
                      ("#FF0000", "3.99"), ("#0000FF", "8.59"), ("#008000", "5.13")])
    func knownRatiosOnWhite(_ hex: String, _ expected: String) {
        #expect(Contrast.text(Contrast.ratio(Self.color(hex), .white)) == expected, "\(hex)")
    }

    @Test func ratiosAreCutNotRounded() {
        #expect(Contrast.text(4.4999) == "4.49")
        #expect(Contrast.text(3) == "3.00")
        #expect(Contrast.text(21) == "21.00")
    }

    @Test func translucentColoursAreCompositedFirst() {
        #expect(Contrast.over(Self.color("#00000080"), .white) == Self.color("#7F7F7F"))
        #expect(Contrast.over(Self.color("#FF000000"), Self.color("#123456")) == Self.color("#123456"))
        #expect(Contrast.over(Self.color("#FF0000"), Self.color("#123456")) == Self.color("#FF0000"))
        // Over a translucent colour the result is translucent too.
        #expect(Contrast.over(Self.color("#0000FF80"), Self.color("#FF000080")).alpha == 192)
    }
}
