import OTPHash

/// What names a cache entry: the SHA-256 of every input that made the output. Each input is
/// added under a label, with its length, so that no two different lists of inputs give the
/// same bytes to hash (moving a byte from one input to the next changes the key).
///
/// ```swift
/// var key = CacheKey.Builder(kind: "golden image")
/// key.add("spec", canonicalSpecText)
/// key.add("fonts", fontsDigest)
/// key.add("frame", 3)
/// let entry = cache.entry(for: key.key)
/// ```
package struct CacheKey: Hashable, Sendable, CustomStringConvertible {
    /// The hash of the inputs.
    package let digest: SHA256Digest

    /// The inputs of one key, in the order added.
    package struct Builder {
        private var bytes: [UInt8] = []

        /// A key for outputs of `kind` (`golden image`, `batch image`): two kinds of output
        /// made from the same inputs never share an entry.
        package init(kind: String) {
            add("kind", kind)
        }

        /// Adds an input's bytes under `label`.
        package mutating func add(_ label: String, _ value: [UInt8]) {
            bytes += Array(label.utf8)
            bytes.append(0)
            var length = UInt64(value.count).littleEndian
            for _ in 0..<8 {
                bytes.append(UInt8(truncatingIfNeeded: length))
                length >>= 8
            }
            bytes += value
        }

        /// Adds a text's UTF-8 bytes under `label`.
        package mutating func add(_ label: String, _ value: String) {
            add(label, Array(value.utf8))
        }

        /// Adds a digest (of a file, of the fonts) under `label`.
        package mutating func add(_ label: String, _ value: SHA256Digest) {
            add(label, value.bytes)
        }

        /// Adds a number, written in decimal, under `label`.
        package mutating func add(_ label: String, _ value: Int) {
            add(label, String(value))
        }

        /// The key of the inputs added so far.
        package var key: CacheKey { CacheKey(digest: SHA256Digest(of: bytes)) }
    }

    /// The 64 hexadecimal digits.
    package var description: String { digest.hex }
}
