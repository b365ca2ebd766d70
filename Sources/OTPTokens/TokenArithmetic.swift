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

    /// The value of `text`; nil when it is not such an expression (or divides by zero, or
    /// multiplies two units).
    static func evaluate(_ text: String, remPixels: Double) -> Quantity? {
        var parser = Parser(characters: Array(text), remPixels: remPixels)
        guard let result = parser.sum(), parser.atEnd, result.value.isFinite else { return nil }
        return result
    }

    private struct Parser {
        let characters: [Character]
        let remPixels: Double
        var position = 0

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == characters.count
            }
        }

        mutating func sum() -> Quantity? {
            guard var result = product() else { return nil }
            while let operation = take(["+", "-"]) {
                guard let right = product(), let combined = add(result, right, subtracting: operation == "-") else { return nil }
                result = combined
            }
            return result
        }

        mutating func product() -> Quantity? {
            guard var result = factor() else { return nil }
            while let operation = take(["*", "/"]) {
                guard let right = factor() else { return nil }
                if operation == "*" {
                    guard result.unit.isEmpty || right.unit.isEmpty else { return nil }
                    result = Quantity(value: result.value * right.value, unit: result.unit.isEmpty ? right.unit : result.unit)
                } else {
                    guard right.unit.isEmpty, right.value != 0 else { return nil }
                    result.value /= right.value
                }
            }
            return result
        }

        mutating func factor() -> Quantity? {
            if take(["-"]) != nil { return factor().map { Quantity(value: -$0.value, unit: $0.unit) } }
            if take(["("]) != nil {
                guard let inner = sum(), take([")"]) != nil else { return nil }
                return inner
            }
            return quantity()
        }

        /// A number (digits, a point, an exponent) and the letters or `%` right after it.
        mutating func quantity() -> Quantity? {
            skipSpaces()
            let start = position
            while position < characters.count, characters[position].isNumber || characters[position] == "." { position += 1 }
            if position < characters.count, characters[position] == "e" || characters[position] == "E",
               position + 1 < characters.count, characters[position + 1].isNumber {
                position += 1
                while position < characters.count, characters[position].isNumber { position += 1 }
            }
            guard let value = Double(String(characters[start..<position])) else { return nil }
            let unitStart = position
            while position < characters.count, characters[position].isLetter || characters[position] == "%" { position += 1 }
            return Quantity(value: value, unit: String(characters[unitStart..<position]).lowercased())
        }

        private func add(_ left: Quantity, _ right: Quantity, subtracting: Bool) -> Quantity? {
            var (a, b) = (left, right)
            if a.unit != b.unit {
                if a.unit == "rem" { a = Quantity(value: a.value * remPixels, unit: "px") }
                if b.unit == "rem" { b = Quantity(value: b.value * remPixels, unit: "px") }
                if a.unit.isEmpty { a.unit = b.unit }
                if b.unit.isEmpty { b.unit = a.unit }
                guard a.unit == b.unit else { return nil }
            }
            return Quantity(value: subtracting ? a.value - b.value : a.value + b.value, unit: a.unit)
        }

        private mutating func take(_ symbols: [Character]) -> Character? {
            skipSpaces()
            guard position < characters.count, symbols.contains(characters[position]) else { return nil }
            position += 1
            return characters[position - 1]
        }

        private mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
        }
    }
}
