import Glibc

/// How different two colours look: CIEDE2000 (CIE 142-2001; Sharma, Wu and Dalal, 2005) over
/// CIELAB under sRGB's own white, D65. About 1 is a difference a trained eye just sees side
/// by side; 2 to 3 one most people see.
public enum ColorDifference {
    /// ΔE2000 between two gamma-encoded sRGB colours, channels 0…1.
    public static func deltaE2000(sRGB first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        deltaE2000(lab: lab(sRGB: first), lab(sRGB: second))
    }

    /// CIELAB (D65) of a gamma-encoded sRGB colour, channels 0…1: L 0…100.
    public static func lab(sRGB: SIMD3<Double>) -> SIMD3<Double> {
        let xyz = ColorConversion.xyz(sRGB: sRGB) / d65White
        let kappa = 24_389.0 / 27, epsilon = 216.0 / 24_389
        func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
        let (fx, fy, fz) = (f(xyz.x), f(xyz.y), f(xyz.z))
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// D65's white, as sRGB's matrix has it (Y = 1).
    private static let d65White = ColorConversion.xyz(sRGB: SIMD3(1, 1, 1))

    /// ΔE2000 between two CIELAB colours, with kL = kC = kH = 1.
    public static func deltaE2000(lab first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        let (l1, a1, b1) = (first.x, first.y, first.z), (l2, a2, b2) = (second.x, second.y, second.z)
        let meanC = ((a1 * a1 + b1 * b1).squareRoot() + (a2 * a2 + b2 * b2).squareRoot()) / 2
        let c7 = pow7(meanC)
        let g = 0.5 * (1 - (c7 / (c7 + pow7(25))).squareRoot())
        let (a1p, a2p) = ((1 + g) * a1, (1 + g) * a2)
        let (c1p, c2p) = ((a1p * a1p + b1 * b1).squareRoot(), (a2p * a2p + b2 * b2).squareRoot())
        let (h1p, h2p) = (hueDegrees(b1, a1p), hueDegrees(b2, a2p))
        let deltaL = l2 - l1, deltaC = c2p - c1p
        var deltaH = 0.0
        if c1p * c2p != 0 {
            deltaH = h2p - h1p
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let bigDeltaH = 2 * (c1p * c2p).squareRoot() * sin(radians(deltaH / 2))
        let meanL = (l1 + l2) / 2, meanCp = (c1p + c2p) / 2
        var meanH = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 { meanH /= 2 } else { meanH = (h1p + h2p + (h1p + h2p < 360 ? 360 : -360)) / 2 }
        }
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH)) + 0.32 * cos(radians(3 * meanH + 6))
            - 0.20 * cos(radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-square((meanH - 275) / 25))
        let cp7 = pow7(meanCp)
        let rc = 2 * (cp7 / (cp7 + pow7(25))).squareRoot()
        let sl = 1 + 0.015 * square(meanL - 50) / (20 + square(meanL - 50)).squareRoot()
        let sc = 1 + 0.045 * meanCp, sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc
        let (l, c, h) = (deltaL / sl, deltaC / sc, bigDeltaH / sh)
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        guard a != 0 || b != 0 else { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    private static func square(_ x: Double) -> Double { x * x }
    private static func pow7(_ x: Double) -> Double { let x2 = x * x; return x2 * x2 * x2 * x }
}
