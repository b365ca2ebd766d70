import OTPRaster

/// The pieces of CSS values that the spec's CSS strings share (`box-shadow`, gradients):
/// lengths, percentages, angles, colours, and splitting at separators outside parentheses.
enum CSSSyntax {
    /// The colour forms read: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()` and `rgba()`,
    /// `transparent`, `black` and `white`, for messages.
    static let colorForms = "`#RGB`, `#RRGGBBAA`, `rgba()`"

    /// `12px`, `-0.5px`, `3` or `0`, in points; nil for anything else.
    static func points(_ token: String) -> Double? {
        let number = token.hasSuffix("px") ? String(token.dropLast(2)) : token
        guard let first = number.first, first.isNumber || first == "-" || first == "+" || first == "." else { return nil }
        return Double(number).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A colour token; nil when it is not one.
    static func color(_ token: String) -> Color? {
        switch token.lowercased() {
        case "transparent": return Color(red: 0, green: 0, blue: 0, alpha: 0)
        case "black": return Color(red: 0, green: 0, blue: 0)
        case "white": return Color(red: 255, green: 255, blue: 255)
        default: break
        }
        if token.hasPrefix("#") { return hexColor(token) }
        let lower = token.lowercased()
        guard lower.hasPrefix("rgb(") || lower.hasPrefix("rgba("), lower.hasSuffix(")"),
              let open = lower.firstIndex(of: "(") else { return nil }
        let inside = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
        let parts = inside.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var channels: [UInt8] = []
        for part in parts.prefix(3) {
            guard let value = part.hasSuffix("%") ? Double(part.dropLast()).map({ $0 * 2.55 }) : Double(part),
                  value.isFinite else { return nil }
            channels.append(UInt8(min(255, max(0, value.rounded()))))
        }
        var alpha = 1.0
        if parts.count == 4 {
            let text = parts[3]
            guard let value = text.hasSuffix("%") ? Double(text.dropLast()).map({ $0 / 100 }) : Double(text),
                  value.isFinite else { return nil }
            alpha = min(1, max(0, value))
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: UInt8((alpha * 255).rounded()))
    }

    /// `#RGB` and `#RGBA` (each digit doubled), or what ``Color/init(hex:)`` reads.
    private static func hexColor(_ token: String) -> Color? {
        let digits = token.dropFirst()
        if digits.count == 3 || digits.count == 4 { return Color(hex: "#" + digits.map { "\($0)\($0)" }.joined()) }
        return Color(hex: token)
    }

    /// `text` without spaces and tabs at either end.
    static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
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
        if token == "0" { return 0 }
        let units: [(suffix: String, degrees: Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
        for unit in units where token.hasSuffix(unit.suffix) {
            guard let number = Double(token.dropLast(unit.suffix.count)), number.isFinite else { return nil }
            return number * unit.degrees
        }
        return nil
    }

    /// What `text` holds between `name(` and its closing `)`, when it is that function; nil
    /// otherwise (the name is matched in any case).
    static func arguments(of name: String, in text: String) -> String? {
        let lower = text.lowercased()
        guard lower.hasPrefix(name + "("), lower.hasSuffix(")") else { return nil }
        return String(text.dropFirst(name.count + 1).dropLast())
    }
}
