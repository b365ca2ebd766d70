/// Corners with Figma's corner smoothing ("continuous" corners, as iOS draws them): each
/// corner is a cubic Bézier easing off the straight side, a circular arc of 90°·(1 - s) in
/// the middle, and a cubic easing into the next side, the whole corner taking (1 + s)·r of
/// each side instead of r. At s = 0 it is the circular corner (drawn as such, bit for bit,
/// by ``addRoundedRect(_:clockwise:)``); at s = 1 the arc vanishes. As Figma does, a corner
/// whose smoothing would take more than half the rectangle's shorter side is smoothed less.
///
/// The construction is the one in Figma's "Desperately seeking squircles" (2018): with
/// p = (1 + s)·r, an arc of measure θ = 90°·(1 - s) whose chord spans ℓ = √2·r·sin(θ/2) along
/// each side, c = r·tan(α/2)·cos(β) and d = c·tan(β) for α = (90° - θ)/2 and β = 45°·s, and
/// handles b = (p - ℓ - c - d)/3 and a = 2b along the side. Sines, cosines and tangents come
/// from ``DeterministicTrigonometry``.
extension PathBuilder {
    /// The lengths of one smoothed corner of radius `radius` (already fitted) and smoothing
    /// `smoothing` within `budget` of each side.
    package struct SmoothCorner {
        package let p, a, b, c, d: Double
        /// The arc's first angle from the side it leaves, and its measure, in radians.
        let arcStart, arcMeasure: Double

        package init(radius r: Double, smoothing: Double, budget: Double) {
            let s = min(smoothing, max(0, budget / r - 1))
            p = min((1 + s) * r, budget)
            arcMeasure = Double.pi / 2 * (1 - s)
            arcStart = (Double.pi / 2 - arcMeasure) / 2
            let half = DeterministicTrigonometry.sinCos(arcMeasure / 2)
            let chord = half.sin * r * 2.0.squareRoot()
            let quarter = DeterministicTrigonometry.sinCos(arcStart / 2)
            let beta = DeterministicTrigonometry.sinCos(Double.pi / 4 * s)
            c = r * quarter.sin / quarter.cos * beta.cos
            d = c * beta.sin / beta.cos
            b = (p - chord - c - d) / 3
            a = 2 * b
        }
    }

    /// One smoothed corner around `center` (its circle's centre) of `radius`: the side
    /// arriving along `along` is left at `p` before the rectangle's corner, the side leaving
    /// against `from` is joined `p` after it; `from` and `along` are the unit directions from
    /// the centre to where a circular corner's arc would start and end.
    mutating func addSmoothCorner(center: Point, radius r: Double, from: Vector, to along: Vector, clockwise: Bool,
                                  corner: SmoothCorner, isFirst: Bool) {
        let vertex = center + (from + along) * r
        let start = vertex - along * corner.p, end = vertex - from * corner.p
        if isFirst { move(to: start) } else { line(to: start) }
        let (s0, c0) = (DeterministicTrigonometry.sinCos(corner.arcStart))
        let (s1, c1) = (DeterministicTrigonometry.sinCos(corner.arcStart + corner.arcMeasure))
        let arcFrom = from * c0 + along * s0, arcTo = from * c1 + along * s1
        let arcStart = center + arcFrom * r, arcEnd = center + arcTo * r
        cubic(to: arcStart, control1: start + along * corner.a, control2: start + along * (corner.a + corner.b))
        arc(center: center, radii: (r, r), from: arcFrom, to: arcTo, clockwise: clockwise)
        cubic(to: end, control1: arcEnd + along * corner.d - from * corner.c,
              control2: arcEnd + along * corner.d - from * (corner.b + corner.c))
    }
}
