import Foundation
import OTPJSON
import Testing

/// DecimalText writes what C's printf writes (`%.Nf`, `%g`), checked against printf itself
/// over many values; values within a millionth of a rounding tie are left out, since printf
/// rounds the exact binary value and DecimalText the decimal one.
@Suite("Decimal text: printf's %.Nf and %g without Foundation")
struct DecimalTextTests {
    /// Deterministic values over many magnitudes: k / m and k × 10^e.
    static func sampleValues() -> [Double] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var values: [Double] = [0, 1, 2, 2.625, 0.5, 1.5, 2.5, 0.1, 0.3, 1e-5, 0.0001, 123_456.7, 999_999.5, 8, 1.0 / 3]
        for _ in 0..<4000 {
            let mantissa = Double(next() % 10_000_000) / Double(1 + next() % 9999)
            let exponent = Int(next() % 17) - 8
            values.append(mantissa * pow(10, Double(exponent)))
        }
        return values + values.map { -$0 }
    }

    /// Whether `scaled` is within a millionth of halfway between two integers.
    static func isNearTie(_ scaled: Double) -> Bool {
        abs(abs(scaled - scaled.rounded(.down)) - 0.5) < 1e-6
    }

    @Test("fixed(_:decimals:) is %.Nf", arguments: [0, 1, 2, 3])
    func fixedIsPrintf(decimals: Int) {
        for value in Self.sampleValues() where abs(value) < 1e12 && !Self.isNearTie(abs(value) * pow(10, Double(decimals))) {
            var expected = String(format: "%.\(decimals)f", value)
            if expected.hasPrefix("-"), expected.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { expected.removeFirst() }
            #expect(DecimalText.fixed(value, decimals: decimals) == expected, "\(value)")
        }
    }

    @Test("general(_:) is %g")
    func generalIsPrintf() {
        for value in Self.sampleValues() where value != 0 {
            let exponent = floor(log10(abs(value)))
            guard !Self.isNearTie(abs(value) / pow(10, exponent - 5)) else { continue }
            #expect(DecimalText.general(value) == String(format: "%g", value), "\(value)")
        }
    }

    @Test("every golden scale's name: thousandths up to 8")
    func scalesAsGoldenNamesWriteThem() {
        for thousandths in 1...8000 {
            let scale = Double(thousandths) / 1000
            #expect(DecimalText.general(scale) == String(format: "%g", scale), "\(scale)")
        }
    }

    @Test("written examples", arguments: [
        (DecimalText.fixed(0.25, decimals: 3), "0.250"),
        (DecimalText.fixed(12, decimals: 2), "12.00"),
        (DecimalText.fixed(2.5, decimals: 0), "3"),
        (DecimalText.fixed(-0.0001, decimals: 3), "0.000"),
        (DecimalText.fixed(-1.25, decimals: 1), "-1.3"),
        (DecimalText.fixed(.infinity, decimals: 2), "inf"),
        (DecimalText.fixed(.nan, decimals: 2), "nan"),
        (DecimalText.general(2), "2"),
        (DecimalText.general(2.625), "2.625"),
        (DecimalText.general(0.0001), "0.0001"),
        (DecimalText.general(0.00001), "1e-05"),
        (DecimalText.general(15_000_000), "1.5e+07"),
        (DecimalText.general(999_999.7), "1e+06"),
        (DecimalText.general(-0.0), "0"),
    ])
    func writtenExamples(written: String, expected: String) {
        #expect(written == expected)
    }
}
