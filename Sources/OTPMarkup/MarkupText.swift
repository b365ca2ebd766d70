/// Text for XML and HTML (SVG documents, JUnit and HTML reports, served pages): one escaping
/// that is safe both as character data and as a double-quoted or single-quoted attribute
/// value.
///
/// `&`, `<`, `>`, `"` and `'` become entity references; newline, tab and carriage return
/// become character references, so that an attribute keeps them (an XML parser turns them
/// into spaces otherwise); characters that XML 1.0 cannot hold (other control characters,
/// U+FFFE, U+FFFF) become U+FFFD, the replacement character. Everything else is kept.
public enum MarkupText {
    /// `text` escaped for XML or HTML content and attributes alike.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: mayNeedEscaping) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out += "&#\(scalar.value);"
            default: out.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// Whether a UTF-8 byte may start something ``escaped(_:)`` changes: one of the five
    /// characters, a control character, or 0xEF (which starts U+FFFE and U+FFFF, among others).
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
        default: byte < 0x20
        }
    }

    /// XML 1.0's `Char` production, tab, newline and return aside.
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
