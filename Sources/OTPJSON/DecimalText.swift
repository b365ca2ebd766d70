/// Numbers written for people, as C's `printf` writes them (`%.3f`, `%g`) but in Swift alone,
/// without Foundation or the C library's locale: the same text on every machine.
public enum DecimalText {
    /// `value` with exactly `decimals` digits after the point (`%.<decimals>f`): "0.250",
    /// "12.00", "3" for no decimals. Rounded half away from zero from `value × 10^decimals`;
    /// a result that would not be negative once rounded has no minus sign ("0.000", not
    /// "-0.000"). Infinities and NaN are written "inf", "-inf" and "nan".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.description }
        let places = min(max(decimals, 0), 17)
        let scaled = (value.magnitude * power(of: places)).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e18 else { return value.rounded().description }
        var digits = Array(String(UInt64(scaled)).utf8)
        if digits.count <= places { digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: places + 1 - digits.count), at: 0) }
        if places > 0 { digits.insert(UInt8(ascii: "."), at: digits.count - places) }
        let sign = value < 0 && scaled > 0 ? "-" : ""
        return sign + String(decoding: digits, as: UTF8.self)
    }

    /// `value` in at most six significant digits without trailing zeros, as `%g` writes it:
    /// "2", "2.625", "0.0001", "1e-05", "1.5e+07". Rounded half up from the shortest decimal
    /// that reads back as `value` (`value.description`). Zero is "0"; infinities and NaN
    /// as in ``fixed(_:decimals:)``.
    public static func general(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        guard value != 0 else { return "0" }
        var (digits, exponent) = significantDigits(of: value.magnitude)
        roundToSixDigits(&digits, &exponent)
        while digits.count > 1, digits.last == 0 { digits.removeLast() }
        let text = (-4..<6).contains(exponent) ? positional(digits, exponent) : scientific(digits, exponent)
        return (value < 0 ? "-" : "") + text
    }

    /// 10^`places` for 0...17, exactly.
    private static func power(of places: Int) -> Double {
        var result = 1.0
        for _ in 0..<places { result *= 10 }
        return result
    }

    /// The decimal digits of a positive finite `magnitude`, first one non-zero, and the power
    /// of ten of the first: 2.625 is ([2, 6, 2, 5], 0), 0.001 is ([1], -3).
    private static func significantDigits(of magnitude: Double) -> (digits: [Int], exponent: Int) {
        let text = magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let written = Int(parts.count == 2 ? parts[1] : "0") ?? 0
        let mantissa = parts[0]
        let wholeCount = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
        var digits = mantissa.compactMap(\.wholeNumberValue)
        var exponent = written + wholeCount - 1
        while let first = digits.first, first == 0, digits.count > 1 {
            digits.removeFirst()
            exponent -= 1
        }
        return (digits, exponent)
    }

    /// Rounds `digits` half up to six, carrying into a new leading digit when they were all 9.
    private static func roundToSixDigits(_ digits: inout [Int], _ exponent: inout Int) {
        guard digits.count > 6 else { return }
        let roundsUp = digits[6] >= 5
        digits.removeLast(digits.count - 6)
        guard roundsUp else { return }
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] < 9 {
                digits[index] += 1
                return
            }
            digits[index] = 0
            index -= 1
        }
        digits.insert(1, at: 0)
        digits.removeLast()
        exponent += 1
    }

    /// `digits` × 10^`exponent` without an exponent: "2.625", "120", "0.0001".
    private static func positional(_ digits: [Int], _ exponent: Int) -> String {
        let text = digits.map(String.init).joined()
        if exponent < 0 { return "0." + String(repeating: "0", count: -exponent - 1) + text }
        if digits.count <= exponent + 1 { return text + String(repeating: "0", count: exponent + 1 - digits.count) }
        let point = text.index(text.startIndex, offsetBy: exponent + 1)
        return text[..<point] + "." + text[point...]
    }

    /// `digits` × 10^`exponent` as "1.5e+07", "1e-05": a sign and at least two exponent digits.
    private static func scientific(_ digits: [Int], _ exponent: Int) -> String {
        let text = digits.map(String.init).joined()
        let mantissa = digits.count == 1 ? text : text.prefix(1) + "." + text.dropFirst()
        let power = String(exponent.magnitude)
        return mantissa + "e" + (exponent < 0 ? "-" : "+") + (power.count < 2 ? "0" + power : power)
    }
}
