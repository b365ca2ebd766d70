/// Tokens Studio's arithmetic in values once their aliases are replaced (`"8px * 2"`,
/// `"(16 - 4) / 2"`, `"-0.5rem"`): numbers with an optional unit, `+ - * /`, parentheses
/// and a leading minus. A plain quantity (`"8px"`) is the simplest expression. Units follow
/// the operands as CSS `calc()` lets them: a sum keeps its operands' unit (rem is changed
/// to px when a sum mixes them), a product or quotient the unit of its one operand that has one.
enum TokenArithmetic {
    /// A number and its unit (`""` for none).
    struct Quantity: Equatable {
        var value: Double
        var unit: String
    }

    /// What a text is as an expression.
    enum Evaluation: Equatable {
        /// Its value.
        case quantity(Quantity)
        /// It is no expression (a font stack, a colour, words): it stays text.
        case notAnExpression
        /// It is an expression without a value: it divides by zero, multiplies two units,
        /// adds units that do not convert, nests too deep, or its result is not finite.
        case invalid(reason: String)
    }

    /// What `text` is as an expression.
    static func evaluate(_ text: String, remPixels: Double) -> Evaluation {
        var parser = Parser(bytes: Array(text.utf8), remPixels: remPixels)
        guard let result = parser.sum(), parser.atEnd else {
            return parser.tooDeep ? .invalid(reason: "nests more than \(TokenLimits.expressionDepth) parentheses or signs deep") : .notAnExpression
        }
        if let failure = parser.failure { return .invalid(reason: failure) }
        guard result.value.isFinite else { return .invalid(reason: "has no finite value") }
        return .quantity(result)
    }

    /// Reads the expression's UTF-8 bytes (every symbol it knows is ASCII).
    private struct Parser {
        let bytes: [UInt8]
        let remPixels: Double
        var position = 0
        var depth = 0
        /// Set when nesting passes ``TokenLimits/expressionDepth``: parsing stops there.
        var tooDeep = false
        /// Why the expression, well formed, has no value: the first such reason. Parsing goes
        /// on past it, so that a text that is no expression at all says so instead.
        var failure: String?

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == bytes.count
            }
        }

        mutating func sum() -> Quantity? {
            guard var result = product() else { return nil }
            while let operation = take([UInt8(ascii: "+"), UInt8(ascii: "-")]) {
                guard let right = product() else { return nil }
                result = add(result, right, subtracting: operation == UInt8(ascii: "-"))
            }
            return result
        }

        mutating func product() -> Quantity? {
            guard var result = factor() else { return nil }
            while let operation = take([UInt8(ascii: "*"), UInt8(ascii: "/")]) {
                guard let right = factor() else { return nil }
                if operation == UInt8(ascii: "*") {
                    if !result.unit.isEmpty, !right.unit.isEmpty { fail("multiplies \(result.unit) by \(right.unit)") }
                    result = Quantity(value: result.value * right.value, unit: result.unit.isEmpty ? right.unit : result.unit)
                } else {
                    if !right.unit.isEmpty { fail("divides by \(right.unit)") }
                    if right.value == 0 { fail("divides by zero") }
                    result.value /= right.value
                }
            }
            return result
        }

        mutating func factor() -> Quantity? {
            let nests = peek(UInt8(ascii: "-")) || peek(UInt8(ascii: "("))
            if nests {
                guard depth < TokenLimits.expressionDepth else {
                    tooDeep = true
                    return nil
                }
                depth += 1
            }
            defer { if nests { depth -= 1 } }
            if take([UInt8(ascii: "-")]) != nil { return factor().map { Quantity(value: -$0.value, unit: $0.unit) } }
            if take([UInt8(ascii: "(")]) != nil {
                guard let inner = sum(), take([UInt8(ascii: ")")]) != nil else { return nil }
                return inner
            }
            return quantity()
        }

        /// A number (digits, a point, an exponent) and the letters or `%` right after it.
        mutating func quantity() -> Quantity? {
            skipSpaces()
            let start = position
            while position < bytes.count, isDigit(bytes[position]) || bytes[position] == UInt8(ascii: ".") { position += 1 }
            if position + 1 < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
                let sign = bytes[position + 1] == UInt8(ascii: "+") || bytes[position + 1] == UInt8(ascii: "-") ? 1 : 0
                if position + 1 + sign < bytes.count, isDigit(bytes[position + 1 + sign]) {
                    position += 1 + sign
                    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
                }
            }
            guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else { return nil }
            let unitStart = position
            while position < bytes.count, isLetter(bytes[position]) || bytes[position] == UInt8(ascii: "%") { position += 1 }
            return Quantity(value: value, unit: String(decoding: bytes[unitStart..<position], as: UTF8.self).lowercased())
        }

        private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

        private mutating func add(_ left: Quantity, _ right: Quantity, subtracting: Bool) -> Quantity {
            var (a, b) = (left, right)
            if a.unit != b.unit {
                if a.unit == "rem" { a = Quantity(value: a.value * remPixels, unit: "px") }
                if b.unit == "rem" { b = Quantity(value: b.value * remPixels, unit: "px") }
                if a.unit.isEmpty { a.unit = b.unit }
                if b.unit.isEmpty { b.unit = a.unit }
                if a.unit != b.unit { fail("adds \(b.unit) to \(a.unit)") }
            }
            return Quantity(value: subtracting ? a.value - b.value : a.value + b.value, unit: a.unit)
        }

        /// Notes the first reason the expression has no value.
        private mutating func fail(_ reason: String) {
            if failure == nil { failure = reason }
        }

        private mutating func peek(_ symbol: UInt8) -> Bool {
            skipSpaces()
            return position < bytes.count && bytes[position] == symbol
        }

        private mutating func take(_ symbols: [UInt8]) -> UInt8? {
            skipSpaces()
            guard position < bytes.count, symbols.contains(bytes[position]) else { return nil }
            position += 1
            return bytes[position - 1]
        }

        private mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        }
    }
}
