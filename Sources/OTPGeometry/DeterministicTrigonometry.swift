/// Sine and cosine computed with additions and multiplications only.
///
/// The C library's `sin` and `cos` are not the same on every machine (glibc picks FMA or
/// non-FMA variants per CPU), and anything that reaches pixels must be. These functions
/// reduce the angle to [-π/4, π/4] with a two-part π/2 (Cody and Waite) and evaluate
/// Taylor polynomials whose truncation error there is below 2⁻⁶⁰; the result is within a
/// few ulps of the true value for |angle| < 2²⁰ and bit-identical on every IEEE-754 machine.
public enum DeterministicTrigonometry {
    private static let halfPiHigh = 1.5707963267341256e+00  // 33 significant bits of π/2
    private static let halfPiLow = 6.0771005065061922e-11   // π/2 - halfPiHigh
    private static let twoOverPi = 0.63661977236758134

    /// The sine and cosine of `angle` (radians). Non-finite angles give NaN.
    public static func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
        guard angle.isFinite else { return (.nan, .nan) }
        let quadrant = (angle * twoOverPi).rounded()
        let r = (angle - quadrant * halfPiHigh) - quadrant * halfPiLow
        let s = sinPolynomial(r)
        let c = cosPolynomial(r)
        let q = Int(quadrant.truncatingRemainder(dividingBy: 4))
        switch (q + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// sin(r) for |r| ≤ π/4, Horner form of the Taylor series to r¹⁹.
    private static func sinPolynomial(_ r: Double) -> Double {
        let r2 = r * r
        var p = -1.0 / 121_645_100_408_832_000.0           // -1/19!
        p = p * r2 + 1.0 / 355_687_428_096_000.0            // 1/17!
        p = p * r2 - 1.0 / 1_307_674_368_000.0              // -1/15!
        p = p * r2 + 1.0 / 6_227_020_800.0                  // 1/13!
        p = p * r2 - 1.0 / 39_916_800.0                     // -1/11!
        p = p * r2 + 1.0 / 362_880.0                        // 1/9!
        p = p * r2 - 1.0 / 5_040.0                          // -1/7!
        p = p * r2 + 1.0 / 120.0                            // 1/5!
        p = p * r2 - 1.0 / 6.0                              // -1/3!
        return r + r * r2 * p
    }

    /// cos(r) for |r| ≤ π/4, Horner form of the Taylor series to r¹⁸.
    private static func cosPolynomial(_ r: Double) -> Double {
        let r2 = r * r
        var p = 1.0 / 6_402_373_705_728_000.0               // 1/18!
        p = p * r2 - 1.0 / 20_922_789_888_000.0             // -1/16!
        p = p * r2 + 1.0 / 87_178_291_200.0                 // 1/14!
        p = p * r2 - 1.0 / 479_001_600.0                    // -1/12!
        p = p * r2 + 1.0 / 3_628_800.0                      // 1/10!
        p = p * r2 - 1.0 / 40_320.0                         // -1/8!
        p = p * r2 + 1.0 / 720.0                            // 1/6!
        p = p * r2 - 1.0 / 24.0                             // -1/4!
        p = p * r2 + 0.5                                    // 1/2!
        return 1.0 - r2 * p
    }
}
