/// A canonical, length-limited prefix code for one deflate alphabet (RFC 1951 §3.2.2),
/// built from symbol frequencies. Its arrays are allocated once and reused for every block.
///
/// Code lengths come from Moffat and Katajainen's in-place minimum-redundancy algorithm
/// ("In-Place Calculation of Minimum-Redundancy Codes", 1995) on the frequencies sorted
/// ascending (ties by symbol, so the code is deterministic). Lengths over the limit are
/// cut to it and the Kraft sum repaired by splitting the deepest shorter codes, the way
/// miniz does; the slightly longer codes then go to the rarest symbols.
///
/// Its owner frees the memory of ``codes`` and the sort keys with ``deallocate()``.
package struct HuffmanCode {
    /// Each symbol's code length in bits; 0 for a symbol that does not occur.
    package private(set) var lengths: [UInt8]
    /// Each symbol's code, bit-reversed so that it is written least significant bit first,
    /// in the low 16 bits, and its length in the high 16.
    package let codes: UnsafeStorage<UInt32>
    /// Sort keys (frequency << 16 | symbol) of the used symbols.
    private let keys: UnsafeStorage<UInt64>
    /// Weights, then depths, of the used symbols.
    private var depths: [Int]
    /// How many codes have each length (index 0 unused, always 0).
    private var lengthCounts: [Int]
    private var nextCodes: [Int]

    /// The longest code deflate allows in any alphabet.
    package static let maximumLength = 15

    package init(symbolCount: Int) {
        lengths = [UInt8](repeating: 0, count: symbolCount)
        codes = UnsafeStorage(zeroed: symbolCount)
        keys = UnsafeStorage(zeroed: symbolCount)
        depths = [Int](repeating: 0, count: symbolCount)
        lengthCounts = [Int](repeating: 0, count: Self.maximumLength + 2)
        nextCodes = [Int](repeating: 0, count: Self.maximumLength + 1)
    }

    /// Frees the memory of ``codes`` and the sort keys; the code must not be used afterwards.
    package func deallocate() {
        codes.deallocate()
        keys.deallocate()
    }

    /// Makes the code for `frequencies` (one per symbol), no code longer than `limit` bits.
    /// A lone symbol gets a 1-bit code, as inflate expects.
    package mutating func build(frequencies: some RandomAccessCollection<UInt32>, limit: Int) {
        precondition(frequencies.count == lengths.count && limit <= Self.maximumLength)
        var used = 0
        for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
            keys[used] = UInt64(frequency) << 16 | UInt64(symbol)
            used += 1
        }
        for i in lengths.indices { lengths[i] = 0 }
        for i in lengthCounts.indices { lengthCounts[i] = 0 }
        if used == 1 {
            lengthCounts[1] = 1
        } else if used > 1 {
            sortKeys(count: used)
            computeDepths(count: used)
            for i in 0..<used { lengthCounts[min(depths[i], limit)] += 1 }
            repairKraftSum(limit: limit)
        }
        // Longest codes to the rarest symbols: keys are sorted by ascending frequency.
        var next = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<lengthCounts[length] {
                lengths[Int(keys[next] & 0xFFFF)] = UInt8(length)
                next += 1
            }
        }
        assignCanonicalCodes()
    }

    private static let shellSortGaps = [132, 57, 23, 10, 4, 1]

    /// Shell sort (Ciura's gaps) in place: at most 286 keys, and no temporary allocation.
    private func sortKeys(count: Int) {
        for gap in Self.shellSortGaps where gap < count {
            for i in gap..<count {
                let key = keys[i]
                var j = i
                while j >= gap && keys[j &- gap] > key {
                    keys[j] = keys[j &- gap]
                    j &-= gap
                }
                keys[j] = key
            }
        }
    }

    /// Moffat–Katajainen: `depths[i]` becomes the code length of the i-th rarest symbol.
    private mutating func computeDepths(count n: Int) {
        for i in 0..<n { depths[i] = Int(keys[i] >> 16) }
        // Pass 1, left to right: pair the two lightest of (leaves, internal nodes); an
        // internal node's slot takes its weight, a paired node's slot its parent's index.
        depths[0] += depths[1]
        var root = 0, leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || depths[root] < depths[leaf] {
                depths[next] = depths[root]; depths[root] = next; root += 1
            } else {
                depths[next] = depths[leaf]; leaf += 1
            }
            if leaf >= n || (root < next && depths[root] < depths[leaf]) {
                depths[next] += depths[root]; depths[root] = next; root += 1
            } else {
                depths[next] += depths[leaf]; leaf += 1
            }
        }
        // Pass 2, right to left: internal node depths from parent indices.
        depths[n - 2] = 0
        if n >= 3 {
            for next in stride(from: n - 3, through: 0, by: -1) { depths[next] = depths[depths[next]] + 1 }
        }
        // Pass 3, right to left: leaf depths from the count of internal nodes at each depth.
        var available = 1, usedAtDepth = 0, depth = 0
        var node = n - 2, next = n - 1
        while available > 0 {
            while node >= 0 && depths[node] == depth { usedAtDepth += 1; node -= 1 }
            while available > usedAtDepth { depths[next] = depth; next -= 1; available -= 1 }
            available = 2 * usedAtDepth
            depth += 1
            usedAtDepth = 0
        }
    }

    /// After lengths over `limit` were cut to it, the code is over-full: move codes down
    /// from the longest length while splitting a shorter code into two, until the Kraft sum
    /// is exactly 1.
    private mutating func repairKraftSum(limit: Int) {
        var total = 0
        for length in 1...limit { total += lengthCounts[length] << (limit - length) }
        while total > 1 << limit {
            lengthCounts[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where lengthCounts[length] > 0 {
                lengthCounts[length] -= 1
                lengthCounts[length + 1] += 2
                break
            }
            total -= 1
        }
    }

    /// Canonical codes from the lengths (RFC 1951 §3.2.2), stored bit-reversed.
    private mutating func assignCanonicalCodes() {
        var code = 0
        nextCodes[0] = 0
        for length in 1...Self.maximumLength {
            code = (code + lengthCounts[length - 1]) << 1
            nextCodes[length] = code
        }
        for symbol in lengths.indices where lengths[symbol] > 0 {
            let length = Int(lengths[symbol])
            codes[symbol] = UInt32(Self.reversed(nextCodes[length], bits: length)) | UInt32(length) << 16
            nextCodes[length] += 1
        }
    }

    private static func reversed(_ code: Int, bits: Int) -> Int {
        var result = 0, code = code
        for _ in 0..<bits {
            result = result << 1 | code & 1
            code >>= 1
        }
        return result
    }
}
