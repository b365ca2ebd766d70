/// The deflate stage of the PNG encoder: a zlib stream (RFC 1950) of dynamic Huffman
/// blocks (RFC 1951), made for filtered UI pixels.
///
/// Two kinds of repetition are looked for, greedily, in this order:
/// - a run of the previous byte, coded as matches at distance 1. Flat areas become runs
///   of zero after the Up or Sub filter, and a run is found by comparing 8 bytes at a time;
/// - elsewhere (edges, glyphs, shadows), the longest match among the last
///   ``chainDepth`` positions of the same 4 bytes, found through a hash table of their
///   latest positions chained to the earlier ones (as zlib does), which finds the cells,
///   dots, glyphs and shadows that repeat along a row even where short patterns repeat
///   in between.
/// Tokens are collected for up to ``blockTokenLimit`` and then coded with Huffman codes
/// made for that block.
///
/// Memory is allocated once, sized for the widest row a pixmap can have; nothing is
/// allocated per image. A value with one owner (not copyable), changed through `inout`, so
/// that its state needs no exclusivity checks at run time.
package struct DeflateEncoder: ~Copyable {
    /// Tokens per block before it is coded; a row is never split across blocks.
    static let blockTokenLimit = 1 << 15
    /// The most bytes added at a time: a filter byte and 16384 RGBA pixels.
    static let longestRow = 1 + 16_384 * 4
    /// How far back a match may reach.
    private static let windowSize = 32_768
    private static let hashBits = 14
    /// How many earlier positions of the same 4 bytes are tried for a match.
    private static let chainDepth = 8
    /// A match this long is taken without looking further.
    private static let goodLength = 64

    /// The current block's tokens.
    var tokens = DeflateTokens(capacity: blockTokenLimit + longestRow)
    var literalCode = HuffmanCode(symbolCount: DeflateAlphabet.literalLengthCount)
    var distanceCode = HuffmanCode(symbolCount: DeflateAlphabet.distanceCount)
    var codeLengthCode = HuffmanCode(symbolCount: DeflateAlphabet.codeLengthCount)
    /// A block's literal/length and distance code lengths as one run-length coded list:
    /// each entry a code-length symbol in bits 0-4 and its extra value above.
    var codeLengthSymbols: [UInt16] = []
    var codeLengthFrequencies = [UInt32](repeating: 0, count: DeflateAlphabet.codeLengthCount)

    /// The uncompressed stream's last ``windowSize`` bytes or more and the row being added.
    /// Byte `p` of the stream is at `window[p - windowStart]` while it is held. When a row
    /// does not fit, the last ``windowSize`` bytes move to the front: room for four of the
    /// longest rows makes that copy a small part of the bytes that pass.
    private let window = UnsafeStorage<UInt8>(zeroed: windowCapacity)
    private static let windowCapacity = windowSize + 4 * longestRow + 8
    private var windowStart = 0
    private var streamLength = 0
    /// For each hash of 4 bytes, the stream position where they were last seen.
    private let lastPositions = UnsafeStorage<Int32>(zeroed: 1 << hashBits)
    /// For each position hashed in the last ``windowSize`` bytes, at index position modulo
    /// ``windowSize``, the previous position with the same hash.
    private let earlierPositions = UnsafeStorage<Int32>(zeroed: windowSize)
    private var checksum = Adler32()

    package init() {
        codeLengthSymbols.reserveCapacity(DeflateAlphabet.literalLengthCount + DeflateAlphabet.distanceCount)
    }

    deinit {
        tokens.deallocate()
        literalCode.deallocate()
        distanceCode.deallocate()
        codeLengthCode.deallocate()
        window.deallocate()
        lastPositions.deallocate()
        earlierPositions.deallocate()
    }

    /// Starts a stream: the zlib header (deflate, 32 KiB window, "fastest" level hint).
    package mutating func begin(into writer: inout BitWriter) {
        tokens.removeAll()
        checksum = Adler32()
        windowStart = 0
        streamLength = 0
        // Far enough back that every entry is out of reach until it is set.
        lastPositions.setFirst(lastPositions.capacity, to: Int32(-2 * Self.windowSize))
        writer.append(0x78)
        writer.append(0x01)
    }

    /// Adds the `count` bytes written after ``reserveRow(_:)`` to the stream.
    mutating func commitRow(_ count: Int, into writer: inout BitWriter) {
        checksum.add(window.run(from: streamLength - windowStart, count: count))
        tokenize(count: count)
        if tokens.count >= Self.blockTokenLimit { writeBlock(final: false, into: &writer) }
    }

    /// Adds `count` copies of `byte` to the stream, `count` at most ``longestRow``.
    mutating func append(_ byte: UInt8, repeated count: Int, into writer: inout BitWriter) {
        guard count > 0 else { return }
        let start = streamLength
        reserveRow(count).fill(byte, from: 0, count: count)
        checksum.add(byte, repeated: count)
        if start > 0 && window[start - 1 - windowStart] == byte {
            tokens.addRun(of: byte, count: count)
        } else {
            tokens.addLiteral(byte)
            tokens.addRun(of: byte, count: count - 1)
        }
        streamLength += count
        if tokens.count >= Self.blockTokenLimit { writeBlock(final: false, into: &writer) }
    }

    /// Ends the stream: the last block and the Adler-32 of everything appended.
    mutating func finish(into writer: inout BitWriter) {
        writeBlock(final: true, into: &writer)
        writer.flush()
        writer.appendBigEndian(checksum.value)
    }

    // MARK: Window

    /// Room for the next `count` bytes of the stream, at most ``longestRow``, to be filled
    /// and then added with ``commitRow(_:into:)``: `count` + 8 bytes, of which the last 8 may
    /// be written over (a word stored at the row's last byte) but are not part of the row.
    /// The last ``windowSize`` bytes of the stream stay before them, for matches.
    package mutating func reserveRow(_ count: Int) -> UnsafeStorage<UInt8> {
        precondition(count <= Self.longestRow)
        if streamLength - windowStart + count > Self.windowCapacity - 8 {
            let kept = min(Self.windowSize, streamLength - windowStart)
            window.copy(from: streamLength - windowStart - kept, to: 0, count: kept)
            windowStart = streamLength - kept
        }
        return window.run(from: streamLength - windowStart, count: count + 8)
    }

    // MARK: Tokens

    /// Tokenizes the `count` bytes reserved after the stream's end and adds them to it.
    /// Works on window indices: byte `i` of the window is byte `windowStart + i` of the
    /// stream; and on local copies of the handles, so that they stay in registers.
    private mutating func tokenize(count: Int) {
        let window = self.window, lastPositions = self.lastPositions, earlierPositions = self.earlierPositions
        let windowStart = self.windowStart
        let origin = streamLength - windowStart
        let end = origin + count
        var tokens = self.tokens
        defer { self.tokens = tokens }
        var i = origin
        while i < end {
            let position = windowStart &+ i
            if position > 0 {
                let previous = window[i &- 1]
                if window[i] == previous {
                    let runEnd = Self.endOfRun(of: previous, in: window, from: i &+ 1, to: end)
                    if runEnd &- i >= DeflateAlphabet.shortestMatch {
                        tokens.addRun(of: previous, count: runEnd &- i)
                        i = runEnd
                        continue
                    }
                }
            }
            if i &+ 4 <= end,
               let match = Self.findMatch(in: window, at: i, position: position, available: end &- i,
                                          lastPositions: lastPositions, earlierPositions: earlierPositions) {
                let length = match & 0xFFFF_FFFF
                tokens.addMatch(length: length, distance: match >> 32)
                i &+= length
                continue
            }
            tokens.addLiteral(window[i])
            i &+= 1
        }
        streamLength += count
    }

    /// The longest match for the bytes at window index `i` (stream `position`) among the
    /// last ``chainDepth`` positions of the same hash: its length, and its distance in the
    /// high 32 bits; or nil. Records `position` as the latest for its hash.
    @inline(__always)
    private static func findMatch(in window: UnsafeStorage<UInt8>, at i: Int, position: Int, available: Int,
                                  lastPositions: UnsafeStorage<Int32>, earlierPositions: UnsafeStorage<Int32>) -> Int? {
        let head = window.word32(at: i)
        let slot = Int((head &* 2_654_435_761) >> UInt32(32 - hashBits))
        var candidate = Int(lastPositions[slot])
        lastPositions[slot] = Int32(truncatingIfNeeded: position)
        // Below windowSize, a candidate's entry is never the one this position takes.
        earlierPositions[position & (windowSize &- 1)] = Int32(truncatingIfNeeded: candidate)
        var distance = position &- candidate
        guard distance < windowSize else { return nil }
        let limit = min(available, DeflateAlphabet.longestMatch)
        // The longest match so far is `best` bytes (3: none yet); a candidate can only be
        // longer if it agrees in the 4 bytes ending one past it, which are compared first.
        var best = 3, bestDistance = 0
        var depth = chainDepth
        while true {
            let earlier = i &- distance
            if window.word32(at: earlier &+ best &- 3) == window.word32(at: i &+ best &- 3), window.word32(at: earlier) == head {
                let length = commonPrefix(in: window, earlier, i, from: 4, limit: limit)
                if length > best {
                    (best, bestDistance) = (length, distance)
                    if length >= min(limit, goodLength) { break }
                }
            }
            depth &-= 1
            guard depth > 0 else { break }
            candidate = Int(earlierPositions[candidate & (windowSize &- 1)])
            distance = position &- candidate
            guard distance < windowSize else { break }
        }
        return best > 3 ? bestDistance << 32 | best : nil
    }

    /// How many bytes `window` has in common from indices `a` and `b` on, at least `from`
    /// (known equal) and at most `limit`, comparing 8 bytes at a time.
    @inline(__always)
    private static func commonPrefix(in window: UnsafeStorage<UInt8>, _ a: Int, _ b: Int, from: Int, limit: Int) -> Int {
        var length = from
        while length &+ 8 <= limit {
            let difference = window.word64(at: a &+ length) ^ window.word64(at: b &+ length)
            if difference != 0 { return length &+ difference.trailingZeroBitCount >> 3 }
            length &+= 8
        }
        while length < limit && window[a &+ length] == window[b &+ length] { length &+= 1 }
        return length
    }

    /// The index of `window` after the run of `byte` that starts at `from` (and ends by
    /// `end`), comparing 8 bytes at a time.
    @inline(__always)
    private static func endOfRun(of byte: UInt8, in window: UnsafeStorage<UInt8>, from: Int, to end: Int) -> Int {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var i = from
        while i &+ 8 <= end {
            let difference = window.word64(at: i) ^ pattern
            if difference != 0 { return i &+ difference.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < end && window[i] == byte { i &+= 1 }
        return i
    }
}
