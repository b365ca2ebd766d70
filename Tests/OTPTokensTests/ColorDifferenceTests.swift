import OTPTokens
import Testing

/// CIEDE2000 against Sharma, Wu and Dalal's test data (2005), and CIELAB of sRGB colours.
@Suite struct ColorDifferenceTests {
    @Test(arguments: [
        (SIMD3(50.0, 2.6772, -79.7751), SIMD3(50.0, 0, -82.7485), 2.0425),
        (SIMD3(50.0, 0, 0), SIMD3(50.0, -1, 2), 2.3669),
        (SIMD3(50.0, 2.5, 0), SIMD3(73.0, 25, -18), 27.1492),
        (SIMD3(50.0, 2.5, 0), SIMD3(61.0, -5, 29), 22.8977),
        (SIMD3(60.2574, -34.0099, 36.2677), SIMD3(60.4626, -34.1751, 39.4387), 1.2644),
        (SIMD3(63.0109, -31.0961, -5.8663), SIMD3(62.8187, -29.7946, -4.0864), 1.2630),
        (SIMD3(90.8027, -2.0831, 1.4410), SIMD3(91.1528, -1.6435, 0.0447), 1.4441),
        (SIMD3(2.0776, 0.0795, -1.1350), SIMD3(0.9033, -0.0636, -0.5514), 0.9082),
    ])
    func sharmasPairs(first: SIMD3<Double>, second: SIMD3<Double>, expected: Double) {
        #expect(abs(ColorDifference.deltaE2000(lab: first, second) - expected) < 0.00005)
        #expect(abs(ColorDifference.deltaE2000(lab: second, first) - expected) < 0.00005)
    }

    @Test func labOfSRGBColours() {
        let white = ColorDifference.lab(sRGB: SIMD3(1, 1, 1)), red = ColorDifference.lab(sRGB: SIMD3(1, 0, 0))
        #expect(abs(white.x - 100) < 1e-9 && abs(white.y) < 1e-9 && abs(white.z) < 1e-9)
        // With CSS Color 4's matrix (the one the tokens convert with): L 53.2371, a 80.0901, b 67.2033.
        #expect(abs(red.x - 53.2371) < 0.001 && abs(red.y - 80.0901) < 0.001 && abs(red.z - 67.2033) < 0.001)
        #expect(ColorDifference.deltaE2000(sRGB: SIMD3(1, 1, 1), SIMD3(1, 1, 1)) == 0)
    }
}
