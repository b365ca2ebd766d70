/// Text for XML: character data (`&`, `<` and `>` escaped) and attribute values (quotes
/// too); control characters, which XML 1.0 cannot hold, dropped.
enum XMLText {
    /// `text` as character data.
    static func content(_ text: String) -> String { escaped(text, quotes: false) }

    /// `text` as a double-quoted attribute value.
    static func attribute(_ text: String) -> String { escaped(text, quotes: true) }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        guard needsEscaping(text, quotes: quotes) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` holds a byte that ``escaped(_:quotes:)`` changes or drops (0xEF
    /// starts U+FFFE and U+FFFF, among others, so it is looked at closely).
    private static func needsEscaping(_ text: String, quotes: Bool) -> Bool {
        text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF: true
            case UInt8(ascii: "\""): quotes
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"): false
            default: byte < 0x20
            }
        }
    }
}
