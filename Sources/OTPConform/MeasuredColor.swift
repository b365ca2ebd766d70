import OTPRaster
import OTPTokens

/// A colour read in the screenshot and, the same way, in the reference: comparing the two
/// leaves out what reading adds (a thin line's edge pixels, say).
struct MeasuredColor: Sendable {
    let reference: SIMD3<Float>
    let shot: SIMD3<Float>

    /// How different the screenshot's colour looks from the reference's, CIEDE2000.
    var deltaE: Double {
        ColorDifference.deltaE2000(sRGB: SIMD3<Double>(reference), SIMD3<Double>(shot))
    }

    /// The screenshot's colour as `#RRGGBB`.
    var shotHex: String { Self.hex(shot) }

    /// A measured colour as `#RRGGBB` (each channel rounded to 8 bits).
    static func hex(_ color: SIMD3<Float>) -> String {
        func byte(_ channel: Float) -> UInt8 { UInt8((min(1, max(0, channel)) * 255).rounded()) }
        return Color(red: byte(color.x), green: byte(color.y), blue: byte(color.z)).hexString
    }

    /// The mean of some readings; `nil` for none.
    static func mean(_ colors: [MeasuredColor]) -> MeasuredColor? {
        guard !colors.isEmpty else { return nil }
        let count = Float(colors.count)
        return MeasuredColor(reference: colors.map { $0.reference }.reduce(.zero, +) / count, shot: colors.map { $0.shot }.reduce(.zero, +) / count)
    }
}
