import OTPRaster

/// A colour-vision deficiency, simulated on rendered pixels: Machado, Oliveira and
/// Fernandes (2009) at severity 1.0 for the three dichromacies, and luminance alone for
/// achromatopsia; applied to linear RGB (each 8-bit sRGB value made linear, multiplied by
/// the matrix, clamped, and rounded back to 8-bit sRGB). Deterministic: the same pixels give
/// the same pixels on every machine.
public enum ColorVision: String, CaseIterable, Hashable, Sendable {
    /// No red cones (about 1% of men).
    case protanopia
    /// No green cones (about 1% of men; its milder form, deuteranomaly, about 5%).
    case deuteranopia
    /// No blue cones (rare).
    case tritanopia
    /// No colour at all: each pixel as its relative luminance.
    case achromatopsia

    /// The matrix applied to linear red, green and blue, row by row (nine entries).
    var matrix: [Double] {
        switch self {
        case .protanopia: Self.protanopiaMatrix
        case .deuteranopia: Self.deuteranopiaMatrix
        case .tritanopia: Self.tritanopiaMatrix
        case .achromatopsia: Self.luminanceMatrix
        }
    }

    private static let protanopiaMatrix = [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216,
                                           -0.003882, -0.048116, 1.051998]
    private static let deuteranopiaMatrix = [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413,
                                             -0.011820, 0.042940, 0.968881]
    private static let tritanopiaMatrix = [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602,
                                           0.004733, 0.691367, 0.303900]
    /// WCAG 2.2's relative luminance in every row.
    private static let luminanceMatrix = [0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722]

    /// `color` as seen with this deficiency (its alpha kept).
    public func simulate(_ color: Color) -> Color {
        let linear = SRGB.linear
        let (r, g, b) = (linear[Int(color.red)], linear[Int(color.green)], linear[Int(color.blue)])
        let m = matrix
        func row(_ i: Int) -> UInt8 { SRGB.encode(min(1, max(0, m[3 * i] * r + m[3 * i + 1] * g + m[3 * i + 2] * b))) }
        return Color(red: row(0), green: row(1), blue: row(2), alpha: color.alpha)
    }

    /// `image` as seen with this deficiency: each pixel's colour (unpremultiplied) simulated.
    public func simulate(_ image: Pixmap) -> Pixmap {
        var bytes = image.bytes
        var last: (from: PremultipliedColor, to: PremultipliedColor)?
        for offset in stride(from: 0, to: bytes.count, by: 4) {
            let pixel = PremultipliedColor(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2],
                                           alpha: bytes[offset + 3])
            guard pixel.alpha > 0 else { continue }
            let seen: PremultipliedColor
            if let last, last.from == pixel {
                seen = last.to
            } else {
                seen = simulate(pixel.unpremultiplied).premultiplied
                last = (pixel, seen)
            }
            (bytes[offset], bytes[offset + 1], bytes[offset + 2]) = (seen.red, seen.green, seen.blue)
        }
        return Pixmap(validWidth: image.width, height: image.height, premultipliedBytes: bytes)
    }
}
