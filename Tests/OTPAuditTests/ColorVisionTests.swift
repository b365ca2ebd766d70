import OTPAudit
import OTPRaster
import Testing

/// The colour-vision simulations on known colours: Machado et al. (2009) at severity 1.0 in
/// linear RGB, and luminance for achromatopsia.
@Suite struct ColorVisionTests {
    static func color(_ hex: String) -> Color { Color(hex: hex)! }

    @Test(arguments: ColorVision.allCases)
    func whiteAndBlackStayAndAlphaIsKept(_ vision: ColorVision) {
        #expect(vision.simulate(.white) == .white)
        #expect(vision.simulate(.black) == .black)
        #expect(vision.simulate(Self.color("#FFFFFF80")) == Self.color("#FFFFFF80"))
    }

    /// Worked independently (sRGB made linear with `pow`: #E53935 is 0.7835, 0.0409, 0.0356;
    /// times the matrix's rows, clamped, made sRGB again with `pow` and rounded).
    @Test(arguments: [
        (ColorVision.protanopia, "#FF0000", "#6D5F00"), (.deuteranopia, "#FF0000", "#A39000"),
        (.tritanopia, "#FF0000", "#FF000F"), (.protanopia, "#E53935", "#6E6332"),
        (.deuteranopia, "#2E7D32", "#756B38"), (.achromatopsia, "#FF0000", "#7F7F7F"),
        (.achromatopsia, "#1E90FF", "#8F8F8F"),
    ])
    func knownColours(_ vision: ColorVision, _ input: String, _ expected: String) {
        #expect(vision.simulate(Self.color(input)).hexString == expected, "\(vision) \(input)")
    }

    /// The default error red and success green both turn olive: their red-green difference
    /// (172 and -79 levels) all but goes.
    @Test func redAndGreenMeetForADeuteranope() {
        for hex in ["#E53935", "#2E7D32"] {
            let seen = ColorVision.deuteranopia.simulate(Self.color(hex))
            #expect(abs(Int(seen.red) - Int(seen.green)) < 20, "\(hex) as \(seen)")
        }
    }

    @Test func anImageIsSimulatedPixelByPixelThroughItsAlpha() throws {
        var image = try #require(Pixmap(width: 2, height: 1, filledWith: .white))
        image.fill(Self.color("#FF000080"))
        let seen = ColorVision.achromatopsia.simulate(image)
        let grey = Self.color("#7F7F7F80").premultiplied  // as a pixmap stores it
        #expect(seen.pixel(x: 0, y: 0) == grey && seen.pixel(x: 1, y: 0) == grey)
    }
}
