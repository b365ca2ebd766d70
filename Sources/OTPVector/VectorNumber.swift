/// Numbers as vector formats write them: at most three decimals, no exponent, no trailing
/// zeros, no "-0", from integer arithmetic alone, so the same value gives the same text on
/// every machine. A thousandth of a point is far below what any zoom shows.
package enum VectorNumber {
    /// `value` rounded to thousandths ("12", "0.5", "-3.125"); 0 for a non-finite value.
    package static func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``string(_:)`` of `value` to `bytes`, without making a string.
    static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite, abs(value) < 1e15 else { return bytes.append(UInt8(ascii: "0")) }
        let thousandths = Int((value * 1000).rounded())
        guard thousandths != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = thousandths.magnitude
        appendDigits(of: magnitude / 1000, to: &bytes)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var place: UInt = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / place))
            fraction %= place
            place /= 10
        }
    }

    /// The decimal digits of `n`.
    private static func appendDigits(of n: UInt, to bytes: inout [UInt8]) {
        guard n >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(n)) }
        appendDigits(of: n / 10, to: &bytes)
        bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
    }
}
