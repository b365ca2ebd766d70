/// A value a text's format specifiers take: `%@` and `%s` any, `%d` a whole number, `%f` a number.
public enum StringArgument: Sendable, Hashable, CustomStringConvertible {
    case text(String)
    case number(Double)

    /// The number, or nil for a text.
    public var number: Double? {
        if case .number(let number) = self { number } else { nil }
    }

    /// As `%@` writes it: a text itself, a whole number without a fraction.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .number(let number):
            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
    }
}
