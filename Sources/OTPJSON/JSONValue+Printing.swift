extension JSONValue: CustomStringConvertible {
    /// The value as one line of JSON with a space after each ',' and ':', as error messages
    /// quote it: `[3, 2]`, `"#12345"`, `{"width": 40}`.
    public var description: String {
        var output = ""
        writeCompact(to: &output, budget: .max)
        return output
    }

    /// The value as indented JSON ending in a newline: objects one member per line, arrays
    /// of plain values (numbers, strings, booleans, null) on one line, others one element
    /// per line.
    ///
    /// ```json
    /// {
    ///   "length": 6,
    ///   "groups": [3, 3],
    ///   "cell": {
    ///     "width": 48
    ///   }
    /// }
    /// ```
    public func prettyPrinted(indent: Int = 2) -> String {
        var output = ""
        writePretty(to: &output, indent: indent, level: 0)
        output += "\n"
        return output
    }

    /// Writes the value as one line, stopping once `output` holds `budget` UTF-8 bytes (so
    /// that an excerpt of a huge value costs no more than the excerpt).
    private func writeCompact(to output: inout String, budget: Int) {
        switch self {
        case .array(let elements):
            output += "["
            for (i, element) in elements.enumerated() {
                guard output.utf8.count < budget else { return }
                if i > 0 { output += ", " }
                element.writeCompact(to: &output, budget: budget)
            }
            output += "]"
        case .object(let object):
            output += "{"
            for (i, member) in object.members.enumerated() {
                guard output.utf8.count < budget else { return }
                if i > 0 { output += ", " }
                output += JSONValue.quoted(member.key.utf8.count > budget ? String(member.key.prefix(budget)) : member.key) + ": "
                member.value.writeCompact(to: &output, budget: budget)
            }
            output += "}"
        case .string(let string) where string.utf8.count > budget:
            output += JSONValue.quoted(String(string.prefix(budget)))
        default:
            writeScalar(to: &output)
        }
    }

    private func writePretty(to output: inout String, indent: Int, level: Int) {
        let inner = String(repeating: " ", count: indent * (level + 1))
        let outer = String(repeating: " ", count: indent * level)
        switch self {
        case .array(let elements) where elements.contains(where: \.isContainer):
            output += "[\n"
            for (i, element) in elements.enumerated() {
                output += inner
                element.writePretty(to: &output, indent: indent, level: level + 1)
                output += i < elements.count - 1 ? ",\n" : "\n"
            }
            output += outer + "]"
        case .object(let object) where !object.isEmpty:
            output += "{\n"
            for (i, member) in object.members.enumerated() {
                output += inner + JSONValue.quoted(member.key) + ": "
                member.value.writePretty(to: &output, indent: indent, level: level + 1)
                output += i < object.members.count - 1 ? ",\n" : "\n"
            }
            output += outer + "}"
        default:
            writeCompact(to: &output, budget: .max)
        }
    }

    private func writeScalar(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let number): output += number.literal
        case .string(let string): output += JSONValue.quoted(string)
        case .array, .object: writeCompact(to: &output, budget: .max)
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    /// The longest ``excerpt``, in characters: 60.
    public static let maxExcerptLength = 60

    /// The value as compact JSON for a one-line message, cut to ``maxExcerptLength``
    /// characters with "…" (`"#12345"`, `[3, 2]`).
    public var excerpt: String {
        var text = ""
        writeCompact(to: &text, budget: Self.maxExcerptLength * 4 + 4)
        guard text.count > Self.maxExcerptLength else { return text }
        return String(text.prefix(Self.maxExcerptLength - 1)) + "…"
    }

    /// `text` as a JSON string literal: quotes, backslashes, control characters (C0, DEL and
    /// C1) and invisible formatting characters (categories Cf, Zl, Zp: zero-width spaces and
    /// joiners, bidi overrides) escaped, so that a message shows them and a terminal never
    /// acts on them; everything else (including non-ASCII) as is.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                output += escaped(scalar)
            case " "..."~":
                // Printable ASCII, the common case: no category to look up.
                output.unicodeScalars.append(scalar)
            default:
                switch scalar.properties.generalCategory {
                case .format, .lineSeparator, .paragraphSeparator: output += escaped(scalar)
                default: output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00` beyond the Basic Multilingual Plane.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        func hex4(_ unit: UInt32) -> String {
            let hex = String(unit, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        guard scalar.value > 0xFFFF else { return hex4(scalar.value) }
        let offset = scalar.value - 0x10000
        return hex4(0xD800 + (offset >> 10)) + hex4(0xDC00 + (offset & 0x3FF))
    }
}
