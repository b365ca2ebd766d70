extension JSONValue: CustomStringConvertible {
    /// The value as one line of JSON with a space after each ',' and ':', as error messages
    /// quote it: `[3, 2]`, `"#12345"`, `{"width": 40}`.
    public var description: String {
        String(decoding: compactUTF8, as: UTF8.self)
    }

    /// ``description``'s text as UTF-8, written as bytes (a service's answers, a report).
    public var compactUTF8: [UInt8] {
        var output: [UInt8] = []
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
    private func writeCompact(to output: inout [UInt8], budget: Int) {
        switch self {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                guard output.count < budget else { return }
                if i > 0 { output += Self.separator }
                element.writeCompact(to: &output, budget: budget)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (i, member) in object.members.enumerated() {
                guard output.count < budget else { return }
                if i > 0 { output += Self.separator }
                JSONValue.appendQuoted(member.key.utf8.count > budget ? String(member.key.prefix(budget)) : member.key, to: &output)
                output += Self.colon
                member.value.writeCompact(to: &output, budget: budget)
            }
            output.append(UInt8(ascii: "}"))
        case .string(let string) where string.utf8.count > budget:
            JSONValue.appendQuoted(String(string.prefix(budget)), to: &output)
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .number(let number): output += number.literal.utf8
        case .string(let string): JSONValue.appendQuoted(string, to: &output)
        }
    }

    private static let separator = Array(", ".utf8), colon = Array(": ".utf8)

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
            output += description
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
        var bytes: [UInt8] = []
        writeCompact(to: &bytes, budget: Self.maxExcerptLength * 4 + 4)
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.count > Self.maxExcerptLength else { return text }
        return String(text.prefix(Self.maxExcerptLength - 1)) + "…"
    }

    /// `text` cut to `length` characters (``maxExcerptLength`` unless given) with "…", for a
    /// one-line message that quotes what a file holds.
    package static func shortened(_ text: some StringProtocol, to length: Int = maxExcerptLength) -> String {
        text.count > length ? String(text.prefix(length - 1)) + "…" : String(text)
    }

    /// The longest name (a token's path, a key) a message quotes whole: 200 characters.
    package static let maxNameLength = 200

    /// `text` as a JSON string literal: quotes, backslashes, control characters (C0, DEL and
    /// C1) and invisible formatting characters (categories Cf, Zl, Zp: zero-width spaces and
    /// joiners, bidi overrides) escaped, so that a message shows them and a terminal never
    /// acts on them; everything else (including non-ASCII) as is.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ``quoted(_:)``'s literal of `text` to `output`: printable ASCII without quotes
    /// or backslashes, the common case (keys, names, paths), copied whole.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if isPlain(text.utf8.span) {
            output += text.utf8
        } else {
            appendEscaped(text, to: &output)
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether every byte is printable ASCII other than a quote or a backslash.
    private static func isPlain(_ bytes: Span<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return false }
        }
        return true
    }

    /// `text` with the escapes ``quoted(_:)`` describes, scalar by scalar.
    private static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\"".utf8
            case "\\": output += "\\\\".utf8
            case "\n": output += "\\n".utf8
            case "\r": output += "\\r".utf8
            case "\t": output += "\\t".utf8
            case "\u{08}": output += "\\b".utf8
            case "\u{0C}": output += "\\f".utf8
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                output += escaped(scalar).utf8
            case " "..."~":
                // Printable ASCII, the common case: no category to look up.
                output.append(UInt8(truncatingIfNeeded: scalar.value))
            default:
                switch scalar.properties.generalCategory {
                case .format, .lineSeparator, .paragraphSeparator: output += escaped(scalar).utf8
                default: output += String(scalar).utf8
                }
            }
        }
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
