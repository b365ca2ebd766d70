/// The rasterizer's scratch memory for coverage accumulation: one signed delta per pixel
/// cell and one bit per cell marking the cells touched (``CoverageBand``), in raw memory
/// that is kept from fill to fill. With ``UnsafePixels`` it is the raw-pointer code of the
/// rasterizer; nothing else in OTPRaster touches a pointer.
///
/// A handle: copies share the memory. Its owner (one ``MaskRasterizer``) creates it, grows it
/// with ``reserve(cells:words:)`` and frees it with ``deallocate()``; a band holds a copy for
/// the length of one fill. Every accessor checks its index in debug builds.
///
/// Invariant: outside a fill every delta and every bit is zero (``reserve(cells:words:)``
/// zero-fills, and the sweep takes every cell it marked back to zero).
@safe package struct UnsafeCells {
    private var deltas: UnsafeMutablePointer<Int32>
    private var bits: UnsafeMutablePointer<UInt64>
    /// How many deltas there are room for.
    private(set) var cellCapacity: Int
    /// How many words of marks there are room for.
    private(set) var wordCapacity: Int

    /// One zeroed cell and one zeroed word, so that the pointers are always valid.
    package init() {
        deltas = .allocate(capacity: 1)
        deltas.initialize(to: 0)
        bits = .allocate(capacity: 1)
        bits.initialize(to: 0)
        cellCapacity = 1
        wordCapacity = 1
    }

    /// Frees the memory. No copy may be used afterwards.
    package func deallocate() {
        deltas.deallocate()
        bits.deallocate()
    }

    /// Grows the memory to hold at least `cells` deltas and `words` words of marks, zero-filled.
    /// Copies made before a call that grew it must not be used afterwards.
    package mutating func reserve(cells: Int, words: Int) {
        if cells > cellCapacity {
            deltas.deallocate()
            deltas = .allocate(capacity: cells)
            deltas.initialize(repeating: 0, count: cells)
            cellCapacity = cells
        }
        if words > wordCapacity {
            bits.deallocate()
            bits = .allocate(capacity: words)
            bits.initialize(repeating: 0, count: words)
            wordCapacity = words
        }
    }

    /// Adds `value` to the delta of cell `index` (0 ..< ``cellCapacity``).
    @inline(__always)
    package func add(_ value: Int32, toCell index: Int) {
        assert(index >= 0 && index < cellCapacity, "cell \(index) outside 0..<\(cellCapacity)")
        deltas[index] &+= value
    }

    /// The delta of cell `index` (0 ..< ``cellCapacity``), leaving zero in its place.
    @inline(__always)
    package func takeDelta(ofCell index: Int) -> Int32 {
        assert(index >= 0 && index < cellCapacity, "cell \(index) outside 0..<\(cellCapacity)")
        let delta = deltas[index]
        deltas[index] = 0
        return delta
    }

    /// Sets `bit` (0...63) of word `index` (0 ..< ``wordCapacity``).
    @inline(__always)
    package func mark(word index: Int, bit: Int) {
        assert(index >= 0 && index < wordCapacity, "word \(index) outside 0..<\(wordCapacity)")
        assert(bit >= 0 && bit < 64, "bit \(bit) outside 0..<64")
        bits[index] |= 1 &<< UInt64(bit)
    }

    /// Word `index` (0 ..< ``wordCapacity``) of marks, leaving zero in its place.
    @inline(__always)
    package func takeWord(_ index: Int) -> UInt64 {
        assert(index >= 0 && index < wordCapacity, "word \(index) outside 0..<\(wordCapacity)")
        let word = bits[index]
        if word != 0 { bits[index] = 0 }
        return word
    }
}
