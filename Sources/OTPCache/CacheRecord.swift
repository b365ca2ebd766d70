/// The fields of a cache entry's payload, written one after another: whole numbers as 8
/// little-endian bytes, byte strings and texts after their length. What a cached output keeps
/// beside its bytes (its digest, its warnings) is written and read back with these.
///
/// ```swift
/// var record = CacheRecord()
/// record.append(width)
/// record.append(["a warning"])
/// record.append(pngBytes)
/// var reader = CacheRecord.Reader(record.bytes)
/// let width = try reader.integer(), warnings = try reader.texts(), png = try reader.bytes()
/// ```
public struct CacheRecord {
    /// The payload so far.
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// A whole number.
    public mutating func append(_ value: Int) {
        var bits = UInt64(bitPattern: Int64(value))
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// A byte string, after its length.
    public mutating func append(_ value: [UInt8]) {
        append(value.count)
        bytes += value
    }

    /// A text, as its UTF-8 bytes.
    public mutating func append(_ value: String) {
        append(Array(value.utf8))
    }

    /// A list of texts, after their number.
    public mutating func append(_ values: [String]) {
        append(values.count)
        for value in values { append(value) }
    }

    /// A record's fields read back in the order written; any field that runs past the end,
    /// or a count that cannot be, throws ``Malformed``.
    public struct Reader {
        private let record: [UInt8]
        private var offset = 0

        public init(_ record: [UInt8]) {
            self.record = record
        }

        /// The record does not hold what its reader expects: the entry is unusable.
        public struct Malformed: Error {
            public init() {}
        }

        /// Whether every byte was read.
        public var isAtEnd: Bool { offset == record.count }

        public mutating func integer() throws(Malformed) -> Int {
            guard record.count - offset >= 8 else { throw Malformed() }
            var bits: UInt64 = 0
            for index in (offset..<offset + 8).reversed() { bits = bits << 8 | UInt64(record[index]) }
            offset += 8
            return Int(Int64(bitPattern: bits))
        }

        public mutating func bytes() throws(Malformed) -> [UInt8] {
            let count = try integer()
            guard count >= 0, count <= record.count - offset else { throw Malformed() }
            defer { offset += count }
            return Array(record[offset..<offset + count])
        }

        public mutating func text() throws(Malformed) -> String {
            guard let text = String(validating: try bytes(), as: UTF8.self) else { throw Malformed() }
            return text
        }

        public mutating func texts() throws(Malformed) -> [String] {
            let count = try integer()
            guard count >= 0, count <= (record.count - offset) / 8 else { throw Malformed() }
            var texts: [String] = []
            for _ in 0..<count { texts.append(try text()) }
            return texts
        }
    }
}
