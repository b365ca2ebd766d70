/// An Apple `.strings` file (`"key" = "value";`, with `/* */` and `//` comments, UTF-8 or
/// UTF-16 with its byte order mark): one locale's texts, as in `de.lproj/Localizable.strings`.
struct AppleStringsFile {
    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private let source: String

    /// The texts of `bytes`, by key.
    static func texts(_ bytes: [UInt8], source: String) throws(StringsError) -> [String: StringEntry] {
        var file = AppleStringsFile(scalars: Array(decoded(bytes).unicodeScalars), source: source)
        return try file.parse()
    }

    /// The text of `bytes`: UTF-16 after a byte order mark, else UTF-8 (a UTF-8 mark skipped).
    private static func decoded(_ bytes: [UInt8]) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map { i in
                littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
            }
            return String(decoding: units, as: UTF16.self)
        }
        return String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
    }

    private mutating func parse() throws(StringsError) -> [String: StringEntry] {
        var texts: [String: StringEntry] = [:]
        while true {
            try skipSpaceAndComments()
            guard index < scalars.count else { return texts }
            let key = try string(what: "a key in double quotes")
            try skipSpaceAndComments()
            try expect("=", "after the key \"\(key)\"")
            try skipSpaceAndComments()
            let value = try string(what: "a value in double quotes")
            try skipSpaceAndComments()
            try expect(";", "after the value of \"\(key)\"")
            texts[key] = .text(value)
        }
    }

    private mutating func skipSpaceAndComments() throws(StringsError) {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" { line += 1; index += 1 }
            else if scalar.properties.isWhitespace { index += 1 }
            else if starts("/", "*") {
                let start = line
                index += 2
                while index < scalars.count, !starts("*", "/") { if scalars[index] == "\n" { line += 1 }; index += 1 }
                guard index < scalars.count else { throw error("the comment that starts on line \(start) is not closed") }
                index += 2
            } else if starts("/", "/") {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else { return }
        }
    }

    /// A quoted string with its escapes read, or an unquoted word (old property lists allow
    /// letters, digits and `_.$:/-`).
    private mutating func string(what: String) throws(StringsError) -> String {
        guard index < scalars.count else { throw error("expected \(what), found the end of the file") }
        guard scalars[index] == "\"" else {
            let start = index
            while index < scalars.count, Self.isWordScalar(scalars[index]) { index += 1 }
            guard index > start else { throw error("expected \(what), found \"\(scalars[index])\"") }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "\"" {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" { line += 1 }
            guard scalar == "\\", index < scalars.count else { text.append(scalar); continue }
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "U", "u": text.append(try hexEscape())
            default: text.append(escaped)
            }
        }
        guard index < scalars.count else { throw error("a string is not closed (a missing \")") }
        index += 1
        return String(text)
    }

    /// The scalar of the four hex digits after `\U`.
    private mutating func hexEscape() throws(StringsError) -> Unicode.Scalar {
        guard index + 4 <= scalars.count, let value = UInt32(String(String.UnicodeScalarView(scalars[index..<(index + 4)])), radix: 16),
              let scalar = Unicode.Scalar(value) else {
            throw error("\\U must be followed by four hex digits")
        }
        index += 4
        return scalar
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ place: String) throws(StringsError) {
        guard index < scalars.count, scalars[index] == scalar else { throw error("expected \"\(scalar)\" \(place)") }
        index += 1
    }

    /// Whether the next two scalars are `first` and `second`.
    private func starts(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        index + 1 < scalars.count && scalars[index] == first && scalars[index + 1] == second
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_.$:/-".unicodeScalars.contains(scalar)
    }

    private func error(_ reason: String) -> StringsError {
        StringsError(.invalidDocument(key: "line \(line)", reason: reason), source: source)
    }
}
