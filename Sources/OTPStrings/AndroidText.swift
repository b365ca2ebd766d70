/// A `strings.xml` text as Android reads it (after the XML's own entities): runs of white
/// space become one space and the ends are trimmed, except inside double quotes, which are
/// removed; `\n`, `\t`, `\uXXXX`, `\'`, `\"`, `\\`, `\@` and `\?` are escapes.
enum AndroidText {
    static func unescaped(_ raw: String) -> String {
        var text = "", quoted = false, pendingSpace = false
        var scalars = raw.unicodeScalars.makeIterator()
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace && !text.isEmpty { text += " " }
            pendingSpace = false
            text.unicodeScalars.append(scalar)
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\\":
                guard let escaped = scalars.next() else { break }
                switch escaped {
                case "n": append("\n")
                case "t": append("\t")
                case "u": append(unicodeEscape(&scalars))
                default: append(escaped)
                }
            case "\"":
                quoted.toggle()
            case " ", "\n", "\t", "\r":
                if quoted { append(scalar) } else { pendingSpace = true }
            default:
                append(scalar)
            }
        }
        return text
    }

    /// The scalar of the four hex digits after `\u`; U+FFFD when they are not four hex digits.
    private static func unicodeEscape(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = scalars.next(), digit.isASCII, let nibble = UInt32(String(digit), radix: 16) else { return "\u{FFFD}" }
            value = value << 4 | nibble
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
