/// The normal distribution's density and cumulative distribution, computed with additions,
/// multiplications and divisions only, so that a blur made from them is bit-identical on
/// every IEEE-754 machine (the C library's `exp` and `erf` are not: see
/// ``DeterministicTrigonometry``).
///
/// `exp` reduces its argument by a two-part ln 2 and evaluates a Taylor polynomial whose
/// truncation error is below 2⁻⁵⁶. `Φ` sums the Taylor series of erf near 0 (|x| < 4.25,
/// where its terms stay below 200, so rounding costs under 10⁻¹³) and evaluates Laplace's
/// continued fraction for erfc, 60 levels deep, beyond; both are within 10⁻¹³ of Φ.
public enum DeterministicGaussian {
    private static let ln2High = 6.93147180369123816490e-01  // ln 2, the high bits
    private static let ln2Low = 1.90821492927058770002e-10   // ln 2 - ln2High
    private static let inverseLn2 = 1.44269504088896338700
    private static let inverseSqrtTwoPi = 0.398942280401432677940
    private static let twoOverSqrtPi = 1.12837916709551257390
    private static let inverseSqrtPi = 0.564189583547756286948

    /// e to the power `x`; 0 below -745, infinity above 709.
    public static func exp(_ x: Double) -> Double {
        guard x.isFinite else { return x.isNaN ? .nan : (x > 0 ? .infinity : 0) }
        if x < -745 { return 0 }
        if x > 709 { return .infinity }
        let k = (x * inverseLn2).rounded()
        let r = (x - k * ln2High) - k * ln2Low  // |r| ≤ ln 2 / 2
        // Horner form of Σ rⁿ/n! to n = 14: the next term is below 2⁻⁵⁶ for |r| ≤ 0.35.
        var p = inverseFactorials[14]
        for n in stride(from: 13, through: 0, by: -1) { p = p * r + inverseFactorials[n] }
        return scaled(p, byPowerOfTwo: Int(k))
    }

    /// 1/n! for n = 0...14.
    private static let inverseFactorials: [Double] = (0...14).map { n in 1 / (1...max(n, 1)).reduce(1.0) { $0 * Double($1) } }

    /// The standard normal density, e^(-x²/2) / √(2π).
    public static func density(_ x: Double) -> Double {
        exp(-0.5 * x * x) * inverseSqrtTwoPi
    }

    /// The standard normal cumulative distribution Φ(x) = erfc(-x/√2) / 2: exactly 0 below
    /// -38.5 and 1 above 8.5 (Φ is within 10⁻¹⁶ of 1 there).
    public static func cumulative(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x <= -38.5 { return 0 }
        if x >= 8.5 { return 1 }
        let z = x * 0.707106781186547524401
        if abs(z) < 3 { return 0.5 + 0.5 * erf(z) }
        let tail = 0.5 * erfc(abs(z))
        return z < 0 ? tail : 1 - tail
    }

    /// erf(z) for |z| < 3, by its Taylor series 2/√π Σ (-1)ⁿ z²ⁿ⁺¹ / (n! (2n+1)), summed
    /// until the terms stop changing the sum.
    private static func erf(_ z: Double) -> Double {
        let z2 = z * z
        var power = z  // (-1)ⁿ z²ⁿ⁺¹ / n!
        var sum = z
        var n = 0.0
        while true {
            n += 1
            power = -power * z2 / n
            let next = sum + power / (2 * n + 1)
            if next == sum { break }
            sum = next
        }
        return sum * twoOverSqrtPi
    }

    /// erfc(z) for z ≥ 3, by Laplace's continued fraction
    /// e^(-z²)/√π · 1/(z + (1/2)/(z + 1/(z + (3/2)/(z + …)))), from 60 levels down.
    private static func erfc(_ z: Double) -> Double {
        var fraction = z
        for level in stride(from: 60, through: 1, by: -1) { fraction = z + (Double(level) / 2) / fraction }
        return exp(-z * z) * inverseSqrtPi / fraction
    }

    /// `value` · 2ⁿ, exactly while the result is a normal number (`value` is in [0.7, 1.5]).
    private static func scaled(_ value: Double, byPowerOfTwo n: Int) -> Double {
        // Two steps, so that 2ⁿ itself is always a normal number.
        let half = n / 2
        return value * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: n - half, significand: 1)
    }
}
