import OTPPaint
import OTPTokens

/// The pieces of CSS values that the spec's CSS strings share (`box-shadow`, gradients):
/// lengths, percentages, angles, colours, and splitting at separators outside parentheses.
enum CSSSyntax {
    /// The colour forms read (``CSSColor``), for messages.
    static let colorForms = "`#RGB`, `#RRGGBBAA`, `rgba()`, `oklch()`, a name"
    /// Every colour form read (``CSSColor``), for the message of a value that is none.
    static let colorFormsInFull = "#RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent"

    /// `12px`, `-0.5px`, `3` or `0`, in points; nil for anything else.
    static func points(_ token: String) -> Double? {
        let number = token.hasSuffix("px") ? String(token.dropLast(2)) : token
        guard let first = number.first, first.isNumber || first == "-" || first == "+" || first == "." else { return nil }
        return Double(number).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A colour token (the forms ``CSSColor`` reads); nil when it is not one.
    static func color(_ token: String) -> Color? {
        CSSColor.parse(token).map { Color(rgba: $0.rgba8) }
    }

    /// `text` without spaces and tabs at either end.
    static func trimmed(_ text: String) -> String {
        CSSText.trimmed(text)
    }

    /// `text` split at `separator` outside parentheses.
    static func split(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// `50%` (a fraction of a reference length) or a length in points (``points(_:)``); nil
    /// for anything else.
    static func lengthPercentage(_ token: String) -> GradientLength? {
        if token.hasSuffix("%") {
            guard let number = Double(token.dropLast()), number.isFinite else { return nil }
            return .percentage(number)
        }
        return points(token).map(GradientLength.points)
    }

    /// `45deg`, `0.25turn`, `1.5rad`, `100grad` or `0`, in degrees; nil for anything else.
    static func degrees(_ token: String) -> Double? {
        CSSAngle.degrees(token)
    }

    /// What `text` holds between `name(` and its closing `)`, when it is that function; nil
    /// otherwise (the name is matched in any case).
    static func arguments(of name: String, in text: String) -> String? {
        let lower = text.lowercased()
        guard lower.hasPrefix(name + "("), lower.hasSuffix(")") else { return nil }
        return String(text.dropFirst(name.count + 1).dropLast())
    }
}
