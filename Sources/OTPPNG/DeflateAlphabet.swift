/// Deflate's symbol alphabets (RFC 1951 §3.2.5): match lengths 3...258 and distances
/// 1...32768 as a symbol plus extra bits, and the order in which a dynamic block lists the
/// code-length code.
package enum DeflateAlphabet {
    /// Literal/length symbols: 0-255 literals, 256 end of block, 257-285 lengths.
    static let literalLengthCount = 286
    static let endOfBlock = 256
    /// Distance symbols.
    static let distanceCount = 30
    /// Code-length symbols: 0-15 lengths, 16 repeat the previous, 17 and 18 runs of zeros.
    static let codeLengthCount = 19
    /// The order of the code-length code's lengths in a dynamic block header.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static let shortestMatch = 3
    static let longestMatch = 258

    /// The first length of each length symbol 257...285, and its count of extra bits.
    private static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                             35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                                 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// For each match length 3...258 (index length - 3): symbol, extra bit count and extra
    /// value, packed as `symbol | bits << 16 | value << 24`.
    package static let lengthCodes = UnsafeTable<UInt32>(count: longestMatch - shortestMatch + 1) { i in
        let length = i + shortestMatch
        let index = lengthBases.lastIndex { $0 <= length }!
        let value = length - lengthBases[index]
        return UInt32(257 + index) | UInt32(lengthExtraBits[index]) << 16 | UInt32(value) << 24
    }

    /// The symbol, extra bit count and extra value of a distance 1...32768.
    @inline(__always)
    package static func distanceCode(_ distance: Int) -> (symbol: Int, extraBits: Int, extraValue: Int) {
        let d = distance - 1
        guard d >= 4 else { return (d, 0, 0) }
        let top = Int.bitWidth - 1 - d.leadingZeroBitCount
        let extraBits = top - 1
        return (2 * top + (d >> extraBits) & 1, extraBits, d & (1 << extraBits - 1))
    }
}
