/// The LZ77 output of one deflate block: tokens and the symbol frequencies that its
/// Huffman codes are made from. A value type over memory the encoder owns, so that hot
/// loops keep it in registers (`var tokens = self.tokens`, then store it back).
///
/// A token is a literal byte (bit 31 clear), or a match (bit 31 set) with its length - 3
/// in bits 15-22 and its distance - 1 in bits 0-14.
struct DeflateTokens {
    let storage: UnsafeMutablePointer<UInt32>
    let literalFrequencies: UnsafeMutablePointer<UInt32>
    let distanceFrequencies: UnsafeMutablePointer<UInt32>
    private(set) var count = 0

    /// Tokens for up to `capacity`, with frequencies cleared.
    init(capacity: Int) {
        storage = .allocate(capacity: capacity)
        literalFrequencies = .allocate(capacity: DeflateAlphabet.literalLengthCount)
        distanceFrequencies = .allocate(capacity: DeflateAlphabet.distanceCount)
        removeAll()
    }

    /// Frees the memory; the value must not be used afterwards.
    func deallocate() {
        storage.deallocate()
        literalFrequencies.deallocate()
        distanceFrequencies.deallocate()
    }

    /// The tokens so far.
    var all: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: storage, count: count) }

    /// Forgets the tokens and their frequencies.
    mutating func removeAll() {
        count = 0
        literalFrequencies.initialize(repeating: 0, count: DeflateAlphabet.literalLengthCount)
        distanceFrequencies.initialize(repeating: 0, count: DeflateAlphabet.distanceCount)
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
