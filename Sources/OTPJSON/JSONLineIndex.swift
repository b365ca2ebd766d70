/// The line each key path of a JSON document starts on (`cell.width`, `shadow[1].x`, as spec
/// messages write them), for messages that point into the file. Made from a document already
/// parsed (``JSONValue/parse(_:maxBytes:)``); where it meets something it does not expect it
/// stops, and the paths after it have no line.
package struct JSONLineIndex: Sendable {
    private var lines: [String: Int] = [:]

    package init(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        scanner.value(at: "", depth: 0)
        lines = scanner.lines
    }

    /// The 1-based line of the key (or array element) at `keyPath`; nil when the document
    /// does not have it.
    package func line(of keyPath: String) -> Int? {
        lines[keyPath]
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0, line = 1
        var lines: [String: Int] = [:]

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func value(at path: String, depth: Int) {
            skipSpace()
            guard position < bytes.count, depth <= JSONValue.maxDepth else { return }
            switch bytes[position] {
            case UInt8(ascii: "{"): object(at: path, depth: depth)
            case UInt8(ascii: "["): array(at: path, depth: depth)
            case UInt8(ascii: "\""): _ = string()
            default: skipWord()
            }
        }

        private mutating func object(at path: String, depth: Int) {
            position += 1
            while true {
                skipSpace()
                guard position < bytes.count else { return }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                let keyLine = line
                guard bytes[position] == UInt8(ascii: "\""), let key = string() else { return }
                let keyPath = path.isEmpty ? key : path + "." + key
                if lines[keyPath] == nil { lines[keyPath] = keyLine }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return }
                position += 1
                value(at: keyPath, depth: depth + 1)
            }
        }

        private mutating func array(at path: String, depth: Int) {
            position += 1
            var index = 0
            while true {
                skipSpace()
                guard position < bytes.count else { return }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                let elementPath = path + "[\(index)]"
                lines[elementPath] = line
                let start = position
                value(at: elementPath, depth: depth + 1)
                guard position > start else { return }
                index += 1
            }
        }

        /// The string at `position` (its simple escapes read; a `\u` escape kept as written),
        /// moving past it; nil when it does not end.
        private mutating func string() -> String? {
            var text: [UInt8] = []
            position += 1
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { return nil }
                    let escaped = bytes[position]
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "u"): text += [UInt8(ascii: "\\"), escaped]
                    default: text.append(escaped)
                    }
                default: text.append(byte)
                }
            }
            return nil
        }

        private mutating func skipWord() {
            while position < bytes.count, !Self.ends(bytes[position]) { position += 1 }
        }

        private mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[position]) {
                if bytes[position] == 0x0A { line += 1 }
                position += 1
            }
        }

        private static func ends(_ byte: UInt8) -> Bool {
            [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0D, 0x0A].contains(byte)
        }
    }
}
