import Glibc

/// CSS Color 4's conversions between the spaces design tokens use, through CIE XYZ relative to
/// D65: every space to XYZ, and XYZ to sRGB and to OKLab (where gamut mapping works).
enum ColorConversion {
    /// `components` of `space` as XYZ relative to D65.
    static func xyz(_ components: SIMD3<Double>, in space: TokenColorSpace) -> SIMD3<Double> {
        switch space {
        case .srgb: return ColorMatrix.linearSRGBToXYZ(linear(components))
        case .srgbLinear: return ColorMatrix.linearSRGBToXYZ(components)
        case .displayP3: return ColorMatrix.linearP3ToXYZ(linear(components))
        case .hsl: return ColorMatrix.linearSRGBToXYZ(linear(rgb(hue: components.x, saturation: components.y / 100, lightness: components.z / 100)))
        case .hwb: return ColorMatrix.linearSRGBToXYZ(linear(rgb(hue: components.x, whiteness: components.y / 100, blackness: components.z / 100)))
        case .lab: return ColorMatrix.d50ToD65(xyzD50(lab: components))
        case .lch: return ColorMatrix.d50ToD65(xyzD50(lab: rectangular(components)))
        case .oklab: return xyz(okLab: components)
        case .oklch: return xyz(okLab: rectangular(components))
        case .a98RGB: return ColorMatrix.linearA98ToXYZ(each(components, a98Linear))
        case .proPhotoRGB: return ColorMatrix.d50ToD65(ColorMatrix.linearProPhotoToXYZD50(each(components, proPhotoLinear)))
        case .rec2020: return ColorMatrix.linearRec2020ToXYZ(each(components, rec2020Linear))
        case .xyzD65: return components
        case .xyzD50: return ColorMatrix.d50ToD65(components)
        }
    }

    /// Gamma-encoded sRGB of `components` straight, for the spaces CSS defines on sRGB
    /// (`srgb`, `hsl`, `hwb`): no round trip through XYZ, which turns hsl(0 0% 50%)'s 0.5 into
    /// 0.49999999999999994 and so 128 into 127. Nil for the other spaces.
    static func sRGB(_ components: SIMD3<Double>, in space: TokenColorSpace) -> SIMD3<Double>? {
        switch space {
        case .srgb: components
        case .hsl: rgb(hue: components.x, saturation: components.y / 100, lightness: components.z / 100)
        case .hwb: rgb(hue: components.x, whiteness: components.y / 100, blackness: components.z / 100)
        default: nil
        }
    }

    /// Gamma-encoded sRGB of `xyz`, channels outside 0...1 when out of its gamut.
    static func sRGB(xyz: SIMD3<Double>) -> SIMD3<Double> {
        gammaEncoded(ColorMatrix.xyzToLinearSRGB(xyz))
    }

    /// XYZ of gamma-encoded sRGB.
    static func xyz(sRGB: SIMD3<Double>) -> SIMD3<Double> {
        ColorMatrix.linearSRGBToXYZ(linear(sRGB))
    }

    static func okLab(xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrix.xyzToLMS(xyz)
        return ColorMatrix.lmsToOKLab(SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
    }

    static func xyz(okLab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrix.okLabToLMS(okLab)
        return ColorMatrix.lmsToXYZ(lms * lms * lms)
    }

    /// Lightness, chroma and hue (degrees) as lightness, a and b.
    static func rectangular(_ polar: SIMD3<Double>) -> SIMD3<Double> {
        let radians = polar.z * .pi / 180
        return SIMD3(polar.x, polar.y * cos(radians), polar.y * sin(radians))
    }

    /// Lightness, a and b as lightness, chroma and hue (degrees, 0 ..< 360).
    static func polar(_ rectangular: SIMD3<Double>) -> SIMD3<Double> {
        let hue = atan2(rectangular.z, rectangular.y) * 180 / .pi
        return SIMD3(rectangular.x, (rectangular.y * rectangular.y + rectangular.z * rectangular.z).squareRoot(),
                     hue < 0 ? hue + 360 : hue)
    }

    // MARK: Transfer functions (extended below zero by reflection, as CSS Color 4 does)

    private static func linear(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        each(encoded, linear)
    }

    /// `transfer` applied to each channel.
    private static func each(_ channels: SIMD3<Double>, _ transfer: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transfer(channels.x), transfer(channels.y), transfer(channels.z))
    }

    private static func linear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.04045 { return value / 12.92 }
        return (value < 0 ? -1 : 1) * pow((magnitude + 0.055) / 1.055, 2.4)
    }

    private static func gammaEncoded(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(gammaEncoded(linear.x), gammaEncoded(linear.y), gammaEncoded(linear.z))
    }

    private static func gammaEncoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.0031308 { return 12.92 * value }
        return (value < 0 ? -1 : 1) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
    }

    /// a98-rgb's transfer function (a pure gamma of 563/256), extended below zero by reflection.
    private static func a98Linear(_ value: Double) -> Double {
        (value < 0 ? -1 : 1) * pow(abs(value), 563 / 256)
    }

    /// ProPhoto RGB's transfer function: linear below 16/512, a gamma of 1.8 above.
    private static func proPhotoLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 16 / 512 { return value / 16 }
        return (value < 0 ? -1 : 1) * pow(magnitude, 1.8)
    }

    /// ITU-R BT.2020's transfer function, inverted, as CSS Color 4 writes it.
    private static func rec2020Linear(_ value: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        let magnitude = abs(value)
        if magnitude < beta * 4.5 { return value / 4.5 }
        return (value < 0 ? -1 : 1) * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
    }

    // MARK: HSL and HWB (CSS Color 4, § 7.1 and § 8.1)

    private static func rgb(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        let turn = hue.truncatingRemainder(dividingBy: 360)
        let hue = turn < 0 ? turn + 360 : turn
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    private static func rgb(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return SIMD3(repeating: gray)
        }
        return rgb(hue: hue, saturation: 1, lightness: 0.5) * (1 - whiteness - blackness) + whiteness
    }

    // MARK: CIE Lab (D50)

    private static let d50White = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    private static func xyzD50(lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24_389.0 / 27, epsilon = 216.0 / 24_389
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return SIMD3(x, y, z) * d50White
    }
}
