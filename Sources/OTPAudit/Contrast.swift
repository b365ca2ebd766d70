import OTPRaster

/// WCAG 2.2's contrast ratio: relative luminance of sRGB colours, (L1 + 0.05) / (L2 + 0.05)
/// with the lighter first, on colours as rendered (translucent ones composited first).
public enum Contrast {
    /// The relative luminance of `color`'s red, green and blue (its alpha is ignored:
    /// composite it first), 0 for black to 1 for white, with WCAG 2.2's constants.
    public static func luminance(_ color: Color) -> Double {
        let linear = SRGB.linear
        return 0.2126 * linear[Int(color.red)] + 0.7152 * linear[Int(color.green)] + 0.0722 * linear[Int(color.blue)]
    }

    /// The contrast ratio of two opaque colours, 1 to 21, in either order.
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` composited over `bottom` (straight alpha, rounded to 8 bits): the colour seen.
    public static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = Int(top.alpha), b = Int(bottom.alpha)
        let outAlpha = a * 255 + b * (255 - a)  // in 1/65025ths
        guard outAlpha > 0 else { return .transparent }
        func channel(_ t: UInt8, _ u: UInt8) -> UInt8 {
            let value = (Int(t) * a * 255 + Int(u) * b * (255 - a) + outAlpha / 2) / outAlpha
            return UInt8(value)
        }
        return Color(red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
                     blue: channel(top.blue, bottom.blue), alpha: UInt8((outAlpha + 127) / 255))
    }

    /// `ratio` cut (not rounded) to two decimals, as WCAG's examples print it: 4.499 is
    /// "4.49", which fails 4.5:1.
    public static func text(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
