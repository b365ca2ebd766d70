/// A request's target (`/image?name=a%20b&token=…`) as the routes read it: its path and its
/// query's names and values, percent-decoded (RFC 3986; a `+` stays a `+`). A target that is
/// not well formed (a `%` without two hex digits, bytes that are not UTF-8) is its path as
/// sent, with no query.
package struct RequestTarget {
    package let path: String
    /// Each name's first value; a name without `=` has the value "".
    package let query: [String: String]

    package init(_ target: String) {
        (path, query) = Self.parsed(target) ?? (target, [:])
    }

    /// The decoded path and query of a well-formed target, else nil.
    private static func parsed(_ target: String) -> (String, [String: String])? {
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = decoded(parts[0]) else { return nil }
        var query: [String: String] = [:]
        for item in parts.count > 1 ? parts[1].split(separator: "&") : [] {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decoded(pair[0]), let value = pair.count > 1 ? decoded(pair[1]) : "" else { return nil }
            if query[name] == nil { query[name] = value }
        }
        return (path, query)
    }

    /// `text` with each `%XX` replaced by its byte, or nil when an escape is malformed or the
    /// bytes are not UTF-8.
    static func decoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
