/// A strict RFC 8259 JSON parser with messages for people.
///
/// Recursive descent over UTF-8 bytes. Beyond the grammar it rejects duplicate keys, nesting
/// deeper than ``JSONValue/maxDepth`` and invalid UTF-8, and it names common mistakes
/// (trailing commas, single quotes, comments, unquoted words, leading zeros). Every error
/// carries the 1-based line and column of the offending character; columns count Unicode
/// scalars, so a tab or an emoji is one column. A UTF-8 byte order mark is skipped.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// Keys and indices from the top to the value being parsed, for duplicate-key messages.
    private var path: [PathComponent] = []

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    /// The document: one value, surrounded by optional whitespace.
    mutating func parseDocument() throws(JSONError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the end of the JSON value") }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONError) -> JSONValue {
        guard let byte = peek() else { throw error("expected a value, found end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "+"): throw error("numbers cannot start with '+'")
        case UInt8(ascii: "."): throw error("numbers need a digit before '.'")
        case UInt8(ascii: "'"): throw error("strings must use double quotes")
        case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
        default: return try parseWord()
        }
    }

    /// `true`, `false`, `null`, or a helpful message for any other bare word.
    private mutating func parseWord() throws(JSONError) -> JSONValue {
        let start = index
        while let byte = peek(), isWordByte(byte) { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "":
            index = start
            throw error("expected a value, found \(describeCharacter(at: start))")
        case "NaN", "Infinity": index = start; throw error("\(word) is not valid JSON")
        case _ where ["true", "false", "null"].contains(word.lowercased()):
            index = start
            throw error("'\(word)' is not valid JSON (use \(word.lowercased()))")
        default:
            index = start
            throw error("expected a value, found '\(word)' (strings need double quotes)")
        }
    }

    private mutating func parseObject() throws(JSONError) -> JSONValue {
        try enterContainer()
        var object = JSONObject()
        var keys = KeySet()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; depth -= 1; return .object(object) }
        while true {
            skipWhitespace()
            let keyStart = index
            let key = try parseKey(afterComma: !object.isEmpty)
            path.append(.key(key))
            guard keys.insert(key, into: object) else {
                throw .duplicateKey(path: pathDescription, line: line, column: column(of: keyStart))
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after the key")
            skipWhitespace()
            object.appendUnchecked(key: key, value: try parseValue())
            path.removeLast()
            skipWhitespace()
            if try endOfContainer(closing: "}") { return .object(object) }
        }
    }

    private mutating func parseArray() throws(JSONError) -> JSONValue {
        try enterContainer()
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; depth -= 1; return .array(elements) }
        while true {
            skipWhitespace()
            if !elements.isEmpty, peek() == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            path.append(.index(elements.count))
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            if try endOfContainer(closing: "]") { return .array(elements) }
        }
    }

    private mutating func enterContainer() throws(JSONError) {
        guard depth < JSONValue.maxDepth else {
            throw error("nesting deeper than \(JSONValue.maxDepth) levels")
        }
        depth += 1
        index += 1
    }

    /// After a member or element: consumes ',' (returns false) or the closing bracket (true).
    private mutating func endOfContainer(closing: Unicode.Scalar) throws(JSONError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","): index += 1; return false
        case UInt8(ascii: closing): index += 1; depth -= 1; return true
        case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
        case nil: throw error("expected ',' or '\(closing)', found end of input")
        default: throw error("expected ',' or '\(closing)'")
        }
    }

    private mutating func parseKey(afterComma: Bool) throws(JSONError) -> String {
        switch peek() {
        case UInt8(ascii: "\""): return try parseString()
        case UInt8(ascii: "}") where afterComma: throw error("trailing comma before '}'")
        case UInt8(ascii: "'"): throw error("strings must use double quotes")
        case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
        case nil: throw error("expected a key in double quotes, found end of input")
        default: throw error("expected a key in double quotes")
        }
    }

    // MARK: Strings

    /// A string; `index` is at its opening quote.
    private mutating func parseString() throws(JSONError) -> String {
        let open = index
        index += 1
        // Most strings have no escape: their bytes become the string as they are (ASCII ones
        // need no UTF-8 validation).
        var allBits: UInt8 = 0
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            allBits |= byte
            index += 1
        }
        if peek() == UInt8(ascii: "\"") {
            index += 1
            let content = bytes[(open + 1)..<(index - 1)]
            return allBits < 0x80 ? String(decoding: content, as: UTF8.self) : try validString(content, open: open)
        }
        var utf8 = Array(bytes[(open + 1)..<index])
        while true {
            guard let byte = peek() else {
                index = open
                throw error("unterminated string")
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try validString(utf8[...], open: open)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case UInt8(ascii: "\n"):
                throw error("line break in string (missing closing quote?)")
            case 0..<0x20:
                throw error("control character U+\(hex4(UInt32(byte))) in string (write it as an escape)")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    /// `utf8` as a string, or an error at the string's opening quote when it is not UTF-8.
    private mutating func validString(_ utf8: ArraySlice<UInt8>, open: Int) throws(JSONError) -> String {
        guard let string = String(validating: utf8, as: UTF8.self) else {
            index = open
            throw error("invalid UTF-8 in string")
        }
        return string
    }

    /// An escape sequence; `index` is at the backslash.
    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONError) {
        let start = index
        index += 1
        guard let byte = peek() else { index = start; throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte); return
        case UInt8(ascii: "b"): utf8.append(0x08); return
        case UInt8(ascii: "f"): utf8.append(0x0C); return
        case UInt8(ascii: "n"): utf8.append(0x0A); return
        case UInt8(ascii: "r"): utf8.append(0x0D); return
        case UInt8(ascii: "t"): utf8.append(0x09); return
        default: break
        }
        guard byte == UInt8(ascii: "u") else {
            index = start
            throw error("invalid escape \(describeCharacter(at: start + 1, prefix: "\\"))")
        }
        let scalar = try parseUnicodeEscape(start: start)
        utf8.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// The scalar of `\uXXXX`, or of a surrogate pair `\uD83D\uDE00`; `index` is after the `u`.
    private mutating func parseUnicodeEscape(start: Int) throws(JSONError) -> Unicode.Scalar {
        let unit = try parseHex4(escapeStart: start)
        if let scalar = Unicode.Scalar(unit) { return scalar }
        // A surrogate: a high one must be followed by an escaped low one.
        let secondStart = index
        if unit < 0xDC00, bytes[index...].starts(with: Array("\\u".utf8)) {
            index += 2
            let low = try parseHex4(escapeStart: secondStart)
            if (0xDC00...0xDFFF).contains(low),
               let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
                return scalar
            }
        }
        index = start
        throw error("unpaired surrogate \\u\(hex4(unit))")
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else {
                index = escapeStart
                throw error("expected 4 hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    // MARK: Numbers

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as text.
    private mutating func parseNumber() throws(JSONError) -> JSONNumber {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
            if let byte = peek(), isDigit(byte) { throw error("numbers cannot have leading zeros") }
        } else {
            try digits(orError: "expected a digit after '-'")
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            try digits(orError: "expected a digit after '.'")
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            try digits(orError: "expected a digit in the exponent")
        }
        return JSONNumber(validLiteral: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func digits(orError message: String) throws(JSONError) {
        guard let first = peek(), isDigit(first) else { throw error(message) }
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    // MARK: Bytes and positions

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(JSONError) {
        guard peek() == byte else { throw error(message) }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"): index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    /// The 1-based column of byte `offset` on the current line, counting Unicode scalars
    /// (UTF-8 continuation bytes do not start a column).
    private func column(of offset: Int) -> Int {
        1 + bytes[lineStart..<min(offset, bytes.count)].lazy.filter { $0 & 0xC0 != 0x80 }.count
    }

    private func error(_ message: String) -> JSONError {
        .syntax(line: line, column: column(of: index), message: message)
    }

    /// The path as a dotted key path (`items[0].a`).
    private var pathDescription: String {
        path.reduce(into: "") { joined, component in
            switch component {
            case .key(let key): joined += joined.isEmpty ? key : "." + key
            case .index(let index): joined += "[\(index)]"
            }
        }
    }

    /// `'x'` for a printable character at `offset`, `U+0007` for others, `end of input` past the end.
    private func describeCharacter(at offset: Int, prefix: String = "") -> String {
        guard offset < bytes.count else { return "end of input" }
        let end = min(offset + 4, bytes.count)
        var iterator = bytes[offset..<end].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return "byte 0x" + String(bytes[offset], radix: 16, uppercase: true)
        }
        if scalar.properties.generalCategory == .control || scalar == " " {
            return "U+\(hex4(scalar.value))"
        }
        return "'\(prefix)\(Character(scalar))'"
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "#"):
            return true
        default:
            return false
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension JSONValue {
    /// Parses a JSON document from UTF-8 bytes.
    ///
    /// - Parameters:
    ///   - bytes: the document; a leading UTF-8 byte order mark is skipped.
    ///   - maxBytes: inputs longer than this are rejected unread (default 4 MiB,
    ///     ``defaultMaxBytes``).
    /// - Throws: ``JSONError`` for malformed JSON (with line and column), duplicate keys
    ///   (with their key path), nesting deeper than ``maxDepth`` and oversized input.
    public static func parse(_ bytes: [UInt8], maxBytes: Int = defaultMaxBytes) throws(JSONError) -> JSONValue {
        guard bytes.count <= maxBytes else { throw .inputTooLarge(bytes: bytes.count, limit: maxBytes) }
        var parser = JSONParser(bytes)
        return try parser.parseDocument()
    }

    /// A command-line value (`--set cell.width=40`): the JSON it spells (`40`, `true`,
    /// `null`, `[3,3]`, `"x"`), or, when it is not valid JSON, the text itself as a string
    /// (`boxed`, `#FF0000`, `Get code`, `0123`).
    public static func parse(literal: String) -> JSONValue {
        (try? parse(Array(literal.utf8))) ?? .string(literal)
    }
}
