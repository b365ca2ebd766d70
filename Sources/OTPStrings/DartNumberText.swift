/// A number as Dart's `toString` writes it, which is how code generated from an ARB file
/// writes a placeholder without a `format`: an `int`'s digits (`3`, `-12`), a `double`
/// shortest round trip with a fraction always (`3.0`, `2.5`, `0.001`), in exponent form from
/// 1e21 and below 1e-6 (`1e+21`, `1e-7`).
enum DartNumberText {
    /// `number` as an `int` when it is whole and `asDouble` is false, else as a `double`.
    static func text(of number: Double, asDouble: Bool) -> String {
        if !asDouble, number.rounded() == number, let whole = Int(exactly: number) { return String(whole) }
        guard number.isFinite else { return number.isNaN ? "NaN" : number < 0 ? "-Infinity" : "Infinity" }
        if number == 0 { return number.sign == .minus ? "-0.0" : "0.0" }
        let (digits, exponent) = shortestDigits(of: abs(number))
        let sign = number < 0 ? "-" : ""
        // `exponent` places the point: the value is 0.DIGITS × 10^exponent.
        if exponent > 21 || exponent < -5 {
            let mantissa = digits.count == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
            let power = exponent - 1
            return sign + mantissa + "e" + (power < 0 ? "-" : "+") + String(abs(power))
        }
        if exponent <= 0 { return sign + "0." + String(repeating: "0", count: -exponent) + digits }
        if exponent >= digits.count { return sign + digits + String(repeating: "0", count: exponent - digits.count) + ".0" }
        return sign + digits.prefix(exponent) + "." + digits.dropFirst(exponent)
    }

    /// The shortest digits that read back as `number` (positive, finite), without leading or
    /// trailing zeros, and the power of ten that puts the point before the first.
    private static func shortestDigits(of number: Double) -> (digits: String, exponent: Int) {
        // Swift's description is the shortest round trip, in fixed or exponent form.
        let written = number.description
        let parts = written.split(separator: "e", maxSplits: 1)
        let power = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0]
        let point = mantissa.firstIndex(of: ".")
        let whole = point.map { mantissa[..<$0] } ?? mantissa
        let fraction = point.map { mantissa[mantissa.index(after: $0)...] } ?? ""
        var digits = Substring(whole + fraction)
        var exponent = whole.count + power
        while digits.first == "0" {
            digits = digits.dropFirst()
            exponent -= 1
        }
        while digits.last == "0" { digits = digits.dropLast() }
        return (String(digits), exponent)
    }
}
