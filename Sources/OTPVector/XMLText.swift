/// Text for XML: character data (`&`, `<` and `>` escaped) and attribute values (quotes
/// too); control characters, which XML 1.0 cannot hold, dropped.
enum XMLText {
    /// `text` as character data.
    static func content(_ text: String) -> String { escaped(text, quotes: false) }

    /// `text` as a double-quoted attribute value.
    static func attribute(_ text: String) -> String { escaped(text, quotes: true) }

    private static func escaped(_ text: String, quotes: Bool) -> String {
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
}
