/// The LZ77 output of one deflate block: tokens and the symbol frequencies that its
/// Huffman codes are made from. A value type over memory the encoder owns, so that hot
/// loops keep it in registers (`var tokens = self.tokens`, then store it back).
///
/// A token is a literal byte (bit 31 clear), or a match (bit 31 set) with its length - 3
/// in bits 15-22 and its distance - 1 in bits 0-14.
struct DeflateTokens {
    private let storage: UnsafeStorage<UInt32>
    /// How often each literal/length symbol occurs in the tokens.
    let literalFrequencies = UnsafeStorage<UInt32>(zeroed: DeflateAlphabet.literalLengthCount)
    /// How often each distance symbol occurs in the tokens.
    let distanceFrequencies = UnsafeStorage<UInt32>(zeroed: DeflateAlphabet.distanceCount)
    private(set) var count = 0

    /// Tokens for up to `capacity`, with frequencies cleared.
    init(capacity: Int) {
        storage = UnsafeStorage(zeroed: capacity)
    }

    /// Frees the memory; the value must not be used afterwards.
    func deallocate() {
        storage.deallocate()
        literalFrequencies.deallocate()
        distanceFrequencies.deallocate()
    }

    /// Token `index` (0 ..< ``count``).
    @inline(__always)
    subscript(index: Int) -> UInt32 {
        assert(index < count, "token \(index) of \(count)")
        return storage[index]
    }

    /// Forgets the tokens and their frequencies.
    mutating func removeAll() {
        count = 0
        literalFrequencies.setFirst(literalFrequencies.capacity, to: 0)
        distanceFrequencies.setFirst(distanceFrequencies.capacity, to: 0)
    }

    @inline(__always)
    mutating func addLiteral(_ byte: UInt8) {
        storage[count] = UInt32(byte)
        count &+= 1
        literalFrequencies[Int(byte)] &+= 1
    }

    @inline(__always)
    mutating func addMatch(length: Int, distance: Int) {
        storage[count] = 1 << 31 | UInt32(length &- DeflateAlphabet.shortestMatch) << 15 | UInt32(distance &- 1)
        count &+= 1
        literalFrequencies[Int(DeflateAlphabet.lengthCodes[length &- DeflateAlphabet.shortestMatch] & 0xFFFF)] &+= 1
        distanceFrequencies[DeflateAlphabet.distanceCode(distance).symbol] &+= 1
    }

    /// `count` more copies of `byte`, the byte before them: matches at distance 1 of at
    /// most 258 bytes, none shorter than 3 (a remainder of 1 or 2 shortens the one before
    /// it), and literals for what is too short to match.
    mutating func addRun(of byte: UInt8, count: Int) {
        var remaining = count
        while remaining >= DeflateAlphabet.shortestMatch {
            var length = min(remaining, DeflateAlphabet.longestMatch)
            let left = remaining - length
            if left > 0 && left < DeflateAlphabet.shortestMatch { length -= DeflateAlphabet.shortestMatch - left }
            addMatch(length: length, distance: 1)
            remaining -= length
        }
        for _ in 0..<remaining { addLiteral(byte) }
    }
}
