/// Numbers as vector formats write them: at most three decimals, no exponent, no trailing
/// zeros, no "-0", from integer arithmetic alone, so the same value gives the same text on
/// every machine. A thousandth of a point is far below what any zoom shows.
enum VectorNumber {
    /// `value` rounded to thousandths ("12", "0.5", "-3.125"); 0 for a non-finite value.
    static func string(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "0" }
        let thousandths = Int((value * 1000).rounded())
        guard thousandths != 0 else { return "0" }
        let magnitude = thousandths.magnitude
        var text = thousandths < 0 ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return text }
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let padded = String(fraction)
        return text + "." + String(repeating: "0", count: digits - padded.count) + padded
    }
}
