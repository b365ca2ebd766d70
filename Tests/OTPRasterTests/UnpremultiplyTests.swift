import Testing
import OTPRaster

/// The package's one unpremultiply: round(c·255 / a) for every channel and alpha, the same
/// as `PremultipliedColor.unpremultiplied`; premultiplying its result gives the stored value
/// back, and a straight colour comes back within one level from alpha 128 up.
@Suite struct UnpremultiplyTests {
    @Test func everyChannelAndAlphaRoundsToNearest() {
        for alpha in 1...255 {
            for channel in 0...255 {
                let exact = (Double(channel) * 255 / Double(alpha) + 0.5).rounded(.down)
                #expect(Int(unpremultiply(UInt8(channel), alpha: UInt8(alpha))) == min(255, Int(exact)))
            }
        }
    }

    @Test func colorsUnpremultiplyThroughIt() {
        for alpha in stride(from: 1, through: 255, by: 7) {
            for channel in stride(from: 0, through: alpha, by: 3) {
                let c = UInt8(channel), a = UInt8(alpha)
                let color = PremultipliedColor(red: c, green: c, blue: c, alpha: a).unpremultiplied
                #expect(color == Color(red: unpremultiply(c, alpha: a), green: unpremultiply(c, alpha: a),
                                       blue: unpremultiply(c, alpha: a), alpha: a))
            }
        }
        #expect(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0).unpremultiplied == .transparent)
    }

    @Test func premultiplyingTheResultGivesTheStoredValueBack() {
        for alpha in 1...255 {
            for channel in 0...alpha {
                let straight = unpremultiply(UInt8(channel), alpha: UInt8(alpha))
                #expect(mul255(straight, UInt8(alpha)) == UInt8(channel))
            }
        }
    }

    @Test func straightColoursComeBackWithinALevelFromAlpha128Up() {
        for alpha in 128...255 {
            for straight in 0...255 {
                let back = unpremultiply(mul255(UInt8(straight), UInt8(alpha)), alpha: UInt8(alpha))
                #expect(abs(Int(back) - straight) <= (alpha == 255 ? 0 : 1))
            }
        }
    }
}
