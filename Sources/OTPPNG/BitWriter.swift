/// The bytes of a PNG file as it is written: whole bytes appended directly (chunk headers),
/// and deflate's bit stream (RFC 1951 §3.1.1) through a ``BitCursor``. Bytes may be
/// appended directly only between bit streams, after ``flush()``.
///
/// Its memory grows as needed and is kept between images, so a warm encoder allocates
/// nothing. A value with one owner (not copyable), changed through `inout`, so that its
/// state needs no exclusivity checks at run time.
package struct BitWriter: ~Copyable {
    private var storage: UnsafeStorage<UInt8>
    /// Whole bytes written so far; ``flush()`` adds the last partial one.
    private(set) var count = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    package init(capacity: Int = 1 << 16) {
        storage = UnsafeStorage(zeroed: capacity)
    }

    deinit { storage.deallocate() }

    /// Appends the bytes written so far to `array`.
    func appendBytes(to array: inout [UInt8]) {
        storage.appendFirst(count, to: &array)
    }

    /// Overwrites the 4 bytes from `offset` on (all written already) with `value`, big-endian.
    mutating func patchBigEndian(_ value: UInt32, at offset: Int) {
        precondition(offset >= 0 && offset + 4 <= count, "bytes \(offset)..<\(offset + 4) not written yet")
        for i in 0..<4 { storage[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * i)) }
    }

    /// The CRC-32 of the bytes written from `offset` on.
    func crc32(from offset: Int) -> UInt32 {
        var crc = CRC32()
        crc.add(storage.run(from: offset, count: count - offset))
        return crc.value
    }

    /// Empties the writer, keeping its memory.
    mutating func reset() {
        count = 0
        pending = 0
        pendingCount = 0
    }

    /// Makes room for `extra` more bytes.
    mutating func reserve(_ extra: Int) {
        guard count + extra > storage.capacity else { return }
        var grown = storage.capacity * 2
        while grown < count + extra { grown *= 2 }
        storage.grow(to: grown, keeping: count)
    }

    /// Appends whole bytes.
    mutating func append(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Appends a 32-bit big-endian number, as PNG stores them.
    mutating func appendBigEndian(_ value: UInt32) {
        reserve(4)
        for shift in stride(from: 24, through: 0, by: -8) { append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    /// Writes bits: `body` gets the writer's state as a local cursor, with room reserved
    /// for `maximumBytes` more bytes, and the writer takes it back after.
    mutating func withCursor<Result>(reserving maximumBytes: Int, _ body: (inout BitCursor) -> Result) -> Result {
        reserve(maximumBytes + 8)
        var cursor = BitCursor(storage: storage, next: count, pending: pending, pendingCount: pendingCount)
        let result = body(&cursor)
        count = cursor.next
        (pending, pendingCount) = (cursor.pending, cursor.pendingCount)
        return result
    }

    /// Writes the pending bits, padding the last byte with zeros.
    mutating func flush() {
        reserve(8)
        while pendingCount > 0 {
            append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
    }
}

/// Where the bit stream stands: the next byte to store, and up to 31 bits not yet stored.
/// Values go in least significant bit first, packed from the low bits of each byte up.
struct BitCursor {
    fileprivate let storage: UnsafeStorage<UInt8>
    /// The index of the next byte to store.
    fileprivate(set) var next: Int
    fileprivate(set) var pending: UInt64
    fileprivate(set) var pendingCount: Int

    /// Writes the low `count` bits of `value`, `count` at most 32.
    @inline(__always)
    mutating func write(_ value: UInt32, count bitCount: Int) {
        pending |= UInt64(value) &<< UInt64(truncatingIfNeeded: pendingCount)
        pendingCount &+= bitCount
        if pendingCount >= 32 {
            storage.storeWord32(UInt32(truncatingIfNeeded: pending), at: next)
            next &+= 4
            pending >>= 32
            pendingCount &-= 32
        }
    }

    /// Writes a code from ``HuffmanCode/codes`` (its bits below 16, its length above),
    /// then `extraBits` bits of `extra`: at most 15 + 17 bits in one write.
    @inline(__always)
    mutating func write(code: UInt32, extra: UInt32 = 0, extraBits: Int = 0) {
        let length = Int(code >> 16)
        write(code & 0xFFFF | extra &<< UInt32(truncatingIfNeeded: length), count: length &+ extraBits)
    }
}
