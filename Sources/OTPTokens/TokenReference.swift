import OTPTextSearch

/// The ways a token names another: a curly-brace alias (`"{color.gray.300}"`, the whole
/// value or inside a Tokens Studio expression such as `"{spacing.base} * 2"`) and a DTCG
/// JSON pointer (`{"$ref": "#/color/gray/300/$value"}`).
enum TokenReference {
    /// The path of a value that is one alias and nothing else (`{a.b}` → `a.b`); nil otherwise.
    static func whole(_ text: String) -> String? {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(UInt8(ascii: "{")), !inner.contains(UInt8(ascii: "}")) else { return nil }
        let path = CSSText.trimmed(String(Substring(inner)))
        return path.isEmpty ? nil : path
    }

    /// Whether `text` holds an alias anywhere.
    static func occurs(in text: String) -> Bool {
        guard let open = text.firstIndex(of: "{") else { return false }
        return text[open...].contains("}" as Character)
    }

    /// `text` with each `{path}` replaced by `replacement(path)`; nil as soon as it is longer
    /// than `limit` UTF-8 bytes.
    static func substituting(in text: String, limit: Int, _ replacement: (String) throws(TokenError) -> String) throws(TokenError) -> String? {
        var result = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let path = CSSText.trimmed(String(rest[rest.index(after: open)..<close]))
            result += try replacement(path)
            guard result.utf8.count <= limit else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result.utf8.count <= limit ? result : nil
    }

    /// A JSON pointer into the token tree (`#/color/gray/300/$value/components/0`): the token's
    /// path (`color.gray.300`) and the keys below its value (`["components", "0"]`); nil when
    /// it is not a pointer into this document. A pointer to a token itself (without
    /// `/$value`) names its value, as an alias does; one to its `$type` gives `["$type"]`.
    static func pointer(_ text: String) -> (token: String, below: [String])? {
        guard text.hasPrefix("#"), let decoded = percentDecoded(text.dropFirst()), decoded.hasPrefix("/") else { return nil }
        let segments = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingText("~1", with: "/").replacingText("~0", with: "~")
        }
        guard let valueIndex = segments.firstIndex(of: "$value") else {
            if segments.count > 1, segments.last == "$type" { return (segments.dropLast().joined(separator: "."), ["$type"]) }
            return segments.isEmpty || segments.contains("") ? nil : (segments.joined(separator: "."), [])
        }
        guard valueIndex > 0 else { return nil }
        return (segments[..<valueIndex].joined(separator: "."), Array(segments[(valueIndex + 1)...]))
    }

    /// A URI fragment's text with its `%XX` escapes decoded (RFC 6901 § 6: `#/a%20b` is the
    /// pointer `/a b`); nil when an escape is cut short or the bytes are not UTF-8.
    private static func percentDecoded(_ fragment: Substring) -> String? {
        guard fragment.utf8.contains(UInt8(ascii: "%")) else { return String(fragment) }
        var bytes: [UInt8] = []
        var rest = fragment.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            rest = rest.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The array index a pointer's segment names: `0`, or digits without a leading zero
    /// (RFC 6901 § 4: `01` and `+1` name no item).
    static func arrayIndex(_ segment: String) -> Int? {
        guard let first = segment.utf8.first, segment.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              first != UInt8(ascii: "0") || segment.utf8.count == 1 else { return nil }
        return Int(segment)
    }

    /// `text` with Tokens Studio's older references (`$fontSize.7`, `$spacing.base * 2`)
    /// written as aliases (`{fontSize.7}`, `{spacing.base} * 2`).
    static func bracingDollarReferences(in text: String) -> String {
        guard text.contains("$" as Character) else { return text }
        let isNameCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || "._-".contains($0) }
        var result = "", characters = Array(text), i = 0
        while i < characters.count {
            let startsName = i + 1 < characters.count && (characters[i + 1].isLetter || characters[i + 1].isNumber)
            guard characters[i] == "$", startsName, i == 0 || !isNameCharacter(characters[i - 1]) else {
                result.append(characters[i])
                i += 1
                continue
            }
            var end = i + 1
            while end < characters.count, isNameCharacter(characters[end]) { end += 1 }
            while end > i + 1, characters[end - 1] == "." { end -= 1 }
            result += "{" + String(characters[(i + 1)..<end]) + "}"
            i = end
        }
        return result
    }
}
