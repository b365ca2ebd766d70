/// CSS Color 4's gamut mapping into sRGB (§ 13.2.2, binary search with local MINDE): an
/// out-of-gamut colour keeps its OKLCH lightness and hue and loses chroma until clipping it
/// to sRGB changes it by less than a just-noticeable difference (ΔE OK 0.02).
enum GamutMapping {
    private static let justNoticeable = 0.02
    private static let epsilon = 0.0001

    /// Gamma-encoded sRGB, every channel in 0...1, of the colour at `xyz` (D65).
    static func sRGB(xyz: SIMD3<Double>) -> SIMD3<Double> {
        let direct = ColorConversion.sRGB(xyz: xyz)
        if isInGamut(direct) { return direct }
        let origin = ColorConversion.polar(ColorConversion.okLab(xyz: xyz))
        if origin.x >= 1 { return SIMD3(repeating: 1) }
        if origin.x <= 0 { return SIMD3(repeating: 0) }
        return searchChroma(from: origin)
    }

    /// Steps 11 to 19 of the algorithm: the chroma between zero and the origin's whose clipped
    /// colour is within a just-noticeable difference of it, found by halving.
    private static func searchChroma(from origin: SIMD3<Double>) -> SIMD3<Double> {
        var current = origin
        var clipped = clip(current)
        if difference(clipped, current) < justNoticeable { return clipped }
        var minimum = 0.0, maximum = origin.y
        var minimumInGamut = true
        while maximum - minimum > epsilon {
            let chroma = (minimum + maximum) / 2
            current.y = chroma
            let candidate = sRGB(oklch: current)
            if minimumInGamut && isInGamut(candidate) {
                minimum = chroma
                continue
            }
            clipped = clamped(candidate)
            let error = difference(clipped, current)
            if error < justNoticeable {
                if justNoticeable - error < epsilon { return clipped }
                minimumInGamut = false
                minimum = chroma
            } else {
                maximum = chroma
            }
        }
        return clipped
    }

    private static func sRGB(oklch: SIMD3<Double>) -> SIMD3<Double> {
        ColorConversion.sRGB(xyz: ColorConversion.xyz(okLab: ColorConversion.rectangular(oklch)))
    }

    private static func isInGamut(_ rgb: SIMD3<Double>) -> Bool {
        rgb.min() >= 0 && rgb.max() <= 1
    }

    /// `oklch` in sRGB, each channel clamped to 0...1.
    private static func clip(_ oklch: SIMD3<Double>) -> SIMD3<Double> {
        clamped(sRGB(oklch: oklch))
    }

    private static func clamped(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        rgb.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
    }

    /// ΔE OK between an sRGB colour and an OKLCH one: their distance in OKLab.
    private static func difference(_ rgb: SIMD3<Double>, _ oklch: SIMD3<Double>) -> Double {
        let delta = ColorConversion.okLab(xyz: ColorConversion.xyz(sRGB: rgb)) - ColorConversion.rectangular(oklch)
        return (delta * delta).sum().squareRoot()
    }
}
