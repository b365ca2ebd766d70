/// A JSON number, kept as written so that error messages can quote it exactly.
///
/// JSON has one number type; whether a number is whole is a property of its value, so
/// `6`, `6.0` and `6e0` are all whole and `6.5` is not. A literal too large for a
/// `Double` (`1e400`) keeps its text and has an infinite ``doubleValue``.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number's text, valid by the JSON grammar (e.g. `-3`, `1.6`, `1e400`).
    /// Two numbers are equal when their texts are.
    public let literal: String

    /// A number from text the parser has already checked against the JSON grammar.
    init(validLiteral literal: String) {
        self.literal = literal
    }

    /// The integer `value`.
    public init(_ value: Int) {
        literal = String(value)
    }

    /// `value` in its shortest round-tripping form (`48` for 48.0, `1.6`, `1e-07`),
    /// or `nil` for infinities and NaN, which JSON cannot represent.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value.rounded() == value, abs(value) < 1e15 {
            literal = String(Int(value))
        } else {
            literal = value.description
        }
    }

    /// The nearest `Double`; ±infinity when the literal is beyond `Double`'s range.
    public var doubleValue: Double {
        Double(literal) ?? .nan
    }

    /// Whether the number has no fractional part (`6`, `6.0`, `1e2`).
    public var isWhole: Bool {
        if !hasFractionOrExponent { return true }
        let value = doubleValue
        return value.isFinite && value.rounded() == value
    }

    /// The number as an `Int` when it is whole and in `Int`'s range, else `nil`.
    public var intValue: Int? {
        if !hasFractionOrExponent { return Int(literal) }
        guard isWhole else { return nil }
        return Int(exactly: doubleValue)
    }

    public var description: String { literal }

    private var hasFractionOrExponent: Bool {
        literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }
}
