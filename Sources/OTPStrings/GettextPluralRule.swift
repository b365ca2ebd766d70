import OTPJSON
import OTPTextSearch

/// A gettext catalog's `Plural-Forms` (`nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`):
/// how many translations a counted message has, and the C expression of `n` that gives the
/// index of the one to use. Evaluated in unsigned integers, as GNU gettext evaluates it.
public struct GettextPluralRule: Sendable, Hashable {
    /// The number of translations, `nplurals`.
    public let count: Int
    private let expression: Expression

    /// Germanic plurals, `nplurals=2; plural=(n != 1);`: gettext's rule when a catalog gives
    /// none. (Made on each use: a global holding the expression's boxes would hide them from
    /// LeakSanitizer, which cannot read the pointers Swift keeps in an enum's spare bits.)
    public static var germanic: GettextPluralRule { GettextPluralRule(count: 2, expression: .binary("!=", .n, .number(1))) }

    private init(count: Int, expression: Expression) {
        self.count = count
        self.expression = expression
    }

    /// The rule a `Plural-Forms` header value writes; a reason when it is not one.
    static func parse(_ header: String) -> Result<GettextPluralRule, FormatFailure> {
        var count: Int?, formula: String?
        for field in header.split(separator: ";") {
            let parts = field.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            switch parts[0].filter({ !$0.isWhitespace }) {
            case "nplurals": count = Int(parts[1].filter { !$0.isWhitespace })
            case "plural": formula = String(parts[1])
            default: continue
            }
        }
        guard let count, (1...6).contains(count) else { return .failure(FormatFailure("has no nplurals from 1 to 6")) }
        guard let formula else { return .failure(FormatFailure("has no plural=")) }
        var parser = Parser(Array(formula.utf8))
        switch parser.parse() {
        case .success(let expression): return .success(GettextPluralRule(count: count, expression: expression))
        case .failure(let failure): return .failure(FormatFailure("plural=\(JSONValue.shortened(formula.droppingPrefix(" "))): \(failure.reason)"))
        }
    }

    /// The index of the translation for `n` (0 when the expression gives one past the last,
    /// or divides by zero, as gettext falls back to the first).
    public func index(for n: UInt64) -> Int {
        guard let value = expression.value(n), value < UInt64(count) else { return 0 }
        return Int(value)
    }

    /// A `plural=` expression, in C's syntax.
    private indirect enum Expression: Sendable, Hashable {
        case n
        case number(UInt64)
        case not(Expression)
        case binary(String, Expression, Expression)
        case choice(Expression, Expression, Expression)

        func value(_ n: UInt64) -> UInt64? {
            switch self {
            case .n: return n
            case .number(let number): return number
            case .not(let operand): return operand.value(n).map { $0 == 0 ? 1 : 0 }
            case .choice(let condition, let yes, let no):
                guard let test = condition.value(n) else { return nil }
                return test != 0 ? yes.value(n) : no.value(n)
            case .binary(let operation, let left, let right):
                guard let a = left.value(n) else { return nil }
                if operation == "&&", a == 0 { return 0 }
                if operation == "||", a != 0 { return 1 }
                guard let b = right.value(n) else { return nil }
                return Self.apply(operation, a, b)
            }
        }

        private static func apply(_ operation: String, _ a: UInt64, _ b: UInt64) -> UInt64? {
            switch operation {
            case "*": return a &* b
            case "/": return b == 0 ? nil : a / b
            case "%": return b == 0 ? nil : a % b
            case "+": return a &+ b
            case "-": return a &- b
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            default: return b != 0 ? 1 : 0  // && and || once the left side did not decide
            }
        }
    }

    /// A recursive-descent parser of C's precedence, nesting parentheses, choices and `!` at
    /// most ``maximumDepth`` deep, with at most ``maximumOperators`` operators in all: the
    /// expression is evaluated recursively, so its tree's height, which a flat chain of binary
    /// operators makes as long as the chain, stays bounded. (The longest expressions in use,
    /// Breton's and Arabic's, have fewer than 100.)
    private struct Parser {
        static let maximumDepth = 64
        static let maximumOperators = 1_000
        private let bytes: [UInt8]
        private var index = 0, depth = 0, operators = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The levels of binary operators, loosest first.
        private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]]

        mutating func parse() -> Result<Expression, FormatFailure> {
            do throws(FormatFailure) {
                let expression = try choice()
                skipSpaces()
                if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1; skipSpaces() }
                guard index == bytes.count else { throw FormatFailure("has \(rest) where the expression should end") }
                return .success(expression)
            } catch {
                return .failure(error)
            }
        }

        private mutating func choice() throws(FormatFailure) -> Expression {
            let condition = try binary(level: 0)
            guard take("?") else { return condition }
            try counted()
            let yes = try nested { parser throws(FormatFailure) in try parser.choice() }
            guard take(":") else { throw FormatFailure("has a ? without its : at \(rest)") }
            return .choice(condition, yes, try nested { parser throws(FormatFailure) in try parser.choice() })
        }

        /// What `parse` reads one level deeper.
        private mutating func nested(_ parse: (inout Parser) throws(FormatFailure) -> Expression) throws(FormatFailure) -> Expression {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw FormatFailure("nests deeper than \(Self.maximumDepth) levels") }
            return try parse(&self)
        }

        /// Counts one more operator.
        private mutating func counted() throws(FormatFailure) {
            operators += 1
            guard operators <= Self.maximumOperators else { throw FormatFailure("has more than \(Self.maximumOperators) operators") }
        }

        private mutating func binary(level: Int) throws(FormatFailure) -> Expression {
            guard level < Self.levels.count else { return try unary() }
            var left = try binary(level: level + 1)
            while let operation = Self.levels[level].first(where: { take($0) }) {
                try counted()
                left = .binary(operation, left, try binary(level: level + 1))
            }
            return left
        }

        private mutating func unary() throws(FormatFailure) -> Expression {
            if take("!") {
                try counted()
                return .not(try nested { parser throws(FormatFailure) in try parser.unary() })
            }
            if take("(") {
                let inner = try nested { parser throws(FormatFailure) in try parser.choice() }
                guard take(")") else { throw FormatFailure("has a ( without its ) at \(rest)") }
                return inner
            }
            if take("n") { return .n }
            let digits = bytes[index...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard !digits.isEmpty, let number = UInt64(String(decoding: digits, as: UTF8.self)) else {
                throw FormatFailure("has \(rest) where n, a number or ( should be")
            }
            index += digits.count
            return .number(number)
        }

        /// Takes `token` after any spaces when it is next (`<` not when `<=` is).
        private mutating func take(_ token: String) -> Bool {
            skipSpaces()
            let token = Array(token.utf8)
            guard bytes[index...].starts(with: token) else { return false }
            if token.count == 1, let next = bytes.dropFirst(index + 1).first, "<>=!|&".utf8.contains(token[0]),
               next == UInt8(ascii: "=") || (next == token[0] && "|&".utf8.contains(next)) { return false }
            index += token.count
            return true
        }

        private mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
        }

        /// What is left to read, for messages (at most 20 characters).
        private var rest: String {
            index >= bytes.count ? "the end" : "\"" + String(decoding: bytes[index...].prefix(20), as: UTF8.self) + "\""
        }
    }
}
