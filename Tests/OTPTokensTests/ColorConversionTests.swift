import OTPTokens
import Testing

/// Each colour space against reference values: CSS Color 4's own examples and color.js's
/// (culori's for OKLCH), and gamut mapping against color.js's tests of CSS Color 4's algorithm.
@Suite struct ColorConversionTests {
    /// Colours whose 8-bit sRGB the references give.
    static let eightBit: [(space: TokenColorSpace, components: SIMD3<Double>, rgba: UInt32)] = [
        (.srgb, [1, 0, 0], 0xFF00_00FF),
        (.srgb, [0.2, 0.4, 0.6], 0x3366_99FF),
        (.srgbLinear, [1, 1, 1], 0xFFFF_FFFF),
        (.srgbLinear, [0.21586, 0.21586, 0.21586], 0x8080_80FF),
        (.hsl, [0, 100, 50], 0xFF00_00FF),
        (.hsl, [120, 100, 25], 0x0080_00FF),
        (.hsl, [-120, 100, 50], 0x0000_FFFF),
        (.hsl, [210, 50, 40], 0x3366_99FF),
        (.hwb, [0, 0, 0], 0xFF00_00FF),
        (.hwb, [120, 0, 49.8], 0x0080_00FF),
        (.hwb, [0, 40, 60], 0x6666_66FF),
        (.lab, [54.2905, 80.8049, 69.8910], 0xFF00_00FF),
        (.lab, [100, 0, 0], 0xFFFF_FFFF),
        (.lch, [54.2905, 106.8371, 40.8526], 0xFF00_00FF),
        (.lch, [46.2775, 67.9841, 134.3834], 0x0080_00FF),
        (.oklab, [0.627955, 0.224863, 0.125846], 0xFF00_00FF),
        (.oklch, [0.62796, 0.25768, 29.2339], 0xFF00_00FF),
        (.oklch, [0.96798, 0.21101, 109.7692], 0xFFFF_00FF),
        (.oklch, [0.51975, 0.17686, 142.4953], 0x0080_00FF),
        (.oklch, [0, 0, 0], 0x0000_00FF),
        (.oklch, [1, 0, 0], 0xFFFF_FFFF),
        (.displayP3, [0.917488, 0.200283, 0.138561], 0xFF00_00FF),
        // The wide-gamut and XYZ spaces: #3366CC, #E53935, #2E7D32 and #777777 converted into
        // each by ColorAide (CSS Color 4's matrices and transfer functions; rec2020 with the
        // BT.2020 curve of CSS Color 4's sample code), then a colour of our own.
        (.a98RGB, [0.281432, 0.399405, 0.783314], 0x3366_CCFF),
        (.a98RGB, [0.775677, 0.233784, 0.220065], 0xE539_35FF),
        (.a98RGB, [0.313419, 0.486548, 0.228808], 0x2E7D_32FF),
        (.a98RGB, [0.463678, 0.463678, 0.463678], 0x7777_77FF),
        (.a98RGB, [0.5, 0.4, 0.3], 0x8966_4AFF),
        (.proPhotoRGB, [0.34371, 0.330524, 0.709228], 0x3366_CCFF),
        (.proPhotoRGB, [0.628309, 0.298996, 0.186889], 0xE539_35FF),
        (.proPhotoRGB, [0.256966, 0.388933, 0.193898], 0x2E7D_32FF),
        (.proPhotoRGB, [0.39101, 0.39101, 0.39101], 0x7777_77FF),
        (.proPhotoRGB, [0.5, 0.4, 0.3], 0xAB73_5AFF),
        (.rec2020, [0.27394, 0.341637, 0.742775], 0x3366_CCFF),
        (.rec2020, [0.710205, 0.276693, 0.181898], 0xE539_35FF),
        (.rec2020, [0.265253, 0.422383, 0.178561], 0x2E7D_32FF),
        (.rec2020, [0.414495, 0.414495, 0.414495], 0x7777_77FF),
        (.rec2020, [0.5, 0.4, 0.3], 0x9A70_57FF),
        (.xyzD65, [0.170143, 0.145654, 0.590434], 0x3366_CCFF),
        (.xyzD65, [0.34418, 0.198442, 0.053863], 0xE539_35FF),
        (.xyzD65, [0.090356, 0.154778, 0.055291], 0x2E7D_32FF),
        (.xyzD65, [0.175335, 0.184475, 0.200904], 0x7777_77FF),
        (.xyzD65, [0.2, 0.2, 0.2], 0x8779_76FF),
        (.xyzD50, [0.152005, 0.139221, 0.444553], 0x3366_CCFF),
        (.xyzD50, [0.362526, 0.205822, 0.040305], 0xE539_35FF),
        (.xyzD50, [0.095464, 0.155031, 0.043067], 0x2E7D_32FF),
        (.xyzD50, [0.177888, 0.184475, 0.152211], 0x7777_77FF),
        (.xyzD50, [0.2, 0.2, 0.15], 0x8479_75FF),
        // Colours of those spaces outside sRGB, mapped by CSS Color 4's algorithm as ColorAide
        // maps them (`fit('srgb', method='minde-chroma')`) and as the algorithm's steps give them.
        (.a98RGB, [0, 1, 0], 0x00EC_68FF),
        (.proPhotoRGB, [0.1, 0.9, 0.1], 0x00E3_6CFF),
        (.rec2020, [0, 1, 0], 0x00F2_72FF),
        (.rec2020, [0.2, 0.8, 0.3], 0x00CC_70FF),
        (.xyzD65, [0.25, 0.6, 0.1], 0x00EC_44FF),
        (.xyzD65, [0.5, 0.2, 0.1], 0xFF00_61FF),
        (.xyzD50, [0.3, 0.6, 0.1], 0x00EE_31FF),
    ]

    @Test(arguments: 0..<eightBit.count)
    func everySpaceConvertsToTheReference(index: Int) {
        let (space, components, expected) = Self.eightBit[index]
        let color = TokenColor(space: space, components: components)
        #expect(color.rgba8 == expected, "\(space.rawValue) \(components): \(String(color.rgba8, radix: 16))")
    }

    /// display-p3 colours outside sRGB, mapped by CSS Color 4's algorithm: color.js's
    /// "P3 primaries to sRGB, CSS algorithm" and "whites/blacks" cases, to 0.001.
    static let mapped: [(p3: SIMD3<Double>, sRGB: SIMD3<Double>)] = [
        ([1, 0, 0], [1, 0.04457, 0.045932]),
        ([0, 1, 0], [0, 0.98576, 0.15974]),
        ([0, 0, 1], [0, 0, 1]),
        ([1, 1, 0], [0.99623, 0.99901, 0]),
        ([0, 1, 1], [0, 0.99645, 0.98471]),
        ([1, 0, 1], [1, 0.16736, 0.98264]),
        ([1, 1, 1], [1, 1, 1]),
        ([2, 0, 1], [1, 1, 1]),
        ([0, 0, 0], [0, 0, 0]),
        ([-1, 0, 0], [0, 0, 0]),
    ]

    @Test(arguments: 0..<mapped.count)
    func outOfGamutColoursAreMappedAsCSSColor4Does(index: Int) {
        let (p3, expected) = Self.mapped[index]
        let sRGB = TokenColor(space: .displayP3, components: p3).sRGB
        #expect(abs(sRGB - expected).max() < 0.001, "display-p3 \(p3): \(sRGB), expected \(expected)")
    }

    @Test func mappedColoursKeepTheirAlpha() {
        let color = TokenColor(space: .displayP3, components: [1, 0, 0], alpha: 0.5)
        #expect(color.rgba8 & 0xFF == 0x80)
        #expect(color.rgba8 >> 24 == 0xFF)
    }

    @Test func inGamutColoursAreNotMoved() {
        for components: SIMD3<Double> in [[0.2, 0.4, 0.6], [0, 0, 0], [1, 1, 1], [0.5, 0.25, 1]] {
            let sRGB = TokenColor(space: .srgb, components: components).sRGB
            #expect(abs(sRGB - components).max() < 1e-9, "\(components): \(sRGB)")
        }
    }
}

private func abs(_ vector: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(Swift.abs(vector.x), Swift.abs(vector.y), Swift.abs(vector.z))
}
