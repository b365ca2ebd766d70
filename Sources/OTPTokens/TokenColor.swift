/// A colour as a design token writes it: components in a colour space and an alpha.
public struct TokenColor: Hashable, Sendable {
    /// The space the components are in.
    public let space: TokenColorSpace
    /// The three components, in the ranges ``TokenColorSpace`` gives.
    public let components: SIMD3<Double>
    /// Opacity, 0 to 1.
    public let alpha: Double

    /// The colour `components` in `space` at opacity `alpha`.
    public init(space: TokenColorSpace, components: SIMD3<Double>, alpha: Double = 1) {
        self.space = space
        self.components = components
        self.alpha = alpha
    }

    /// Gamma-encoded sRGB, each channel 0 to 1: converted as CSS Color 4 converts, and, when
    /// outside sRGB's gamut, mapped into it as CSS Color 4 maps (``GamutMapping``).
    public var sRGB: SIMD3<Double> {
        if let direct = ColorConversion.sRGB(components, in: space), direct.min() >= 0, direct.max() <= 1 { return direct }
        return GamutMapping.sRGB(xyz: ColorConversion.xyz(components, in: space))
    }

    /// Whether every step of the conversion to sRGB stays finite: false for components so
    /// large (`1e308`, a hue of `1e300`) that a step overflows, which no gamut mapping can
    /// bring back, so that the colour is refused rather than drawn as some arbitrary one.
    var convertsFinitely: Bool {
        let xyz = ColorConversion.xyz(components, in: space)
        let steps = [components, xyz, ColorConversion.sRGB(xyz: xyz), ColorConversion.polar(ColorConversion.okLab(xyz: xyz))]
        return steps.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
    }

    /// ``sRGB`` and ``alpha`` in 8 bits each, rounded to nearest: `0xRRGGBBAA`.
    public var rgba8: UInt32 {
        let channels = SIMD4(sRGB, alpha).clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
        let bytes = (channels * 255).rounded(.toNearestOrAwayFromZero)
        return UInt32(bytes.x) << 24 | UInt32(bytes.y) << 16 | UInt32(bytes.z) << 8 | UInt32(bytes.w)
    }

    /// ``rgba8`` as `#RRGGBB`, or `#RRGGBBAA` when not opaque, in upper case.
    public var hexString: String {
        let value = rgba8
        let count = value & 0xFF == 0xFF ? 6 : 8
        let shifted = count == 6 ? value >> 8 : value
        var text: [UInt8] = [UInt8(ascii: "#")]
        for digit in (0..<count).reversed() {
            let nibble = UInt8(shifted >> (UInt32(digit) * 4) & 0xF)
            text.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
        }
        return String(decoding: text, as: UTF8.self)
    }
}
