/// The bytes of a PNG file as it is written: whole bytes appended directly (chunk headers),
/// and deflate's bit stream (RFC 1951 §3.1.1) through a ``BitCursor``. Bytes may be
/// appended directly only between bit streams, after ``flush()``.
///
/// Its memory grows as needed and is kept between images, so a warm encoder allocates
/// nothing. Used by one thread at a time: no runtime exclusivity checks on its state.
final class BitWriter {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    /// Whole bytes written so far; ``flush()`` adds the last partial one.
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var pending: UInt64 = 0
    @exclusivity(unchecked) private var pendingCount = 0

    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The bytes written so far.
    var bytes: UnsafeMutableBufferPointer<UInt8> { UnsafeMutableBufferPointer(start: storage, count: count) }

    /// Empties the writer, keeping its memory.
    func reset() {
        count = 0
        pending = 0
        pendingCount = 0
    }

    /// Makes room for `extra` more bytes.
    func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    /// Appends whole bytes.
    func append(_ source: UnsafeRawBufferPointer) {
        reserve(source.count)
        for byte in source {
            storage[count] = byte
            count += 1
        }
    }

    /// Appends one byte.
    func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Appends a 32-bit big-endian number, as PNG stores them.
    func appendBigEndian(_ value: UInt32) {
        withUnsafeBytes(of: value.bigEndian) { append($0) }
    }

    /// Writes bits: `body` gets the writer's state as a local cursor, with room reserved
    /// for `maximumBytes` more bytes, and the writer takes it back after.
    func withCursor<Result>(reserving maximumBytes: Int, _ body: (inout BitCursor) -> Result) -> Result {
        reserve(maximumBytes + 8)
        var cursor = BitCursor(next: storage + count, pending: pending, pendingCount: pendingCount)
        let result = body(&cursor)
        count = cursor.next - storage
        (pending, pendingCount) = (cursor.pending, cursor.pendingCount)
        return result
    }

    /// Writes the pending bits, padding the last byte with zeros.
    func flush() {
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
    fileprivate(set) var next: UnsafeMutablePointer<UInt8>
    fileprivate(set) var pending: UInt64
    fileprivate(set) var pendingCount: Int

    /// Writes the low `count` bits of `value`, `count` at most 32.
    @inline(__always)
    mutating func write(_ value: UInt32, count bitCount: Int) {
        pending |= UInt64(value) &<< UInt64(truncatingIfNeeded: pendingCount)
        pendingCount &+= bitCount
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(next).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            next += 4
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
