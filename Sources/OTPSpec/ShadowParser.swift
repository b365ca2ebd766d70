import OTPRaster

/// Reads a CSS `box-shadow` value: shadows separated by commas, each two to four lengths
/// (x, y, blur, spread: `px`, or a bare number, both meaning points), an optional colour
/// (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()` and `rgba()` with commas or spaces and
/// `/ alpha`, `transparent`, `black`, `white`; other named colours are not read) and an optional `inset`, in any order; `none` is no
/// shadow. Every problem is a sentence naming the part at fault.
enum ShadowParser {
    /// The shadows of `text`, or why it is not a `box-shadow` value.
    static func parse(_ text: String) -> Result<[Shadow], ShadowSyntaxError> {
        let whole = trimmed(text)
        if whole == "none" { return .success([]) }
        var shadows: [Shadow] = []
        for part in split(whole, at: ",") {
            switch shadow(trimmed(part)) {
            case .success(let shadow): shadows.append(shadow)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(shadows)
    }

    private static func shadow(_ text: String) -> Result<Shadow, ShadowSyntaxError> {
        guard !text.isEmpty else { return .failure(ShadowSyntaxError("has an empty shadow (between two commas)")) }
        var lengths: [Double] = [], shadow = Shadow(), sawColor = false, lengthsEnded = false
        for token in split(text, at: " ").map(trimmed) where !token.isEmpty {
            if let length = length(token) {
                guard !lengthsEnded else {
                    return .failure(ShadowSyntaxError("has a colour or `inset` between the lengths of \"\(text)\""))
                }
                lengths.append(length)
                continue
            }
            lengthsEnded = !lengths.isEmpty
            if token == "inset" {
                guard !shadow.inset else { return .failure(ShadowSyntaxError("has `inset` twice in \"\(text)\"")) }
                shadow.inset = true
            } else if let color = color(token) {
                guard !sawColor else { return .failure(ShadowSyntaxError("has two colours in \"\(text)\"")) }
                shadow.color = color
                sawColor = true
            } else {
                return .failure(ShadowSyntaxError("has \"\(token)\", which is not a length (`2px`), a colour (`#RGB`, `#RRGGBBAA`, `rgba()`) or `inset`"))
            }
        }
        guard (2...4).contains(lengths.count) else {
            return .failure(ShadowSyntaxError("needs 2 to 4 lengths (x, y, blur, spread) in \"\(text)\", not \(lengths.count)"))
        }
        shadow.x = lengths[0]
        shadow.y = lengths[1]
        if lengths.count > 2 { shadow.blur = lengths[2] }
        if lengths.count > 3 { shadow.spread = lengths[3] }
        guard shadow.blur >= 0 else { return .failure(ShadowSyntaxError("has a negative blur in \"\(text)\"")) }
        return .success(shadow)
    }

    /// `12px`, `-0.5px`, `3` or `0`, in points; nil for anything else.
    private static func length(_ token: String) -> Double? {
        let number = token.hasSuffix("px") ? String(token.dropLast(2)) : token
        guard let first = number.first, first.isNumber || first == "-" || first == "+" || first == "." else { return nil }
        return Double(number).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A colour token; nil when it is not one.
    private static func color(_ token: String) -> Color? {
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
    private static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    /// `text` split at `separator` outside parentheses.
    private static func split(_ text: String, at separator: Character) -> [String] {
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
}

/// Why a string is not a CSS `box-shadow` value: the end of a sentence that starts with the
/// key path and the value.
struct ShadowSyntaxError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
