/// A value a text's format specifiers take: `%@` and `%s` any, `%d` a whole number, `%f` a number.
public enum StringArgument: Sendable, Hashable, CustomStringConvertible {
    case text(String)
    case number(Double)

    /// The largest whole number a `Double` holds exactly, 2⁵³: up to it a whole number is
    /// written without a fraction and fills `%d`, as gettext's and the C library's do.
    static let largestWholeNumber = 9_007_199_254_740_992.0

    /// The number, or nil for a text.
    public var number: Double? {
        if case .number(let number) = self { number } else { nil }
    }

    /// As `%@` writes it: a text itself, a whole number without a fraction.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .number(let number):
            return number.rounded() == number && abs(number) <= Self.largestWholeNumber ? String(Int(number)) : String(number)
        }
    }
}
