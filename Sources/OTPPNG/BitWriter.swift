/// The bytes of a PNG file as it is written: whole bytes appended directly (chunk headers),
/// and deflate's bit stream (RFC 1951 §3.1.1): values least significant bit first, packed
/// from the low bits of each byte up. Bytes may be appended directly only after ``flush()``.
///
/// Its memory grows as needed and is kept between images, so a warm encoder allocates
/// nothing.
final class BitWriter {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whole bytes written so far; ``flush()`` adds the last partial one.
    private(set) var count = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

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

    /// Writes the low `count` bits of `value`, `count` at most 32. The caller reserves
    /// room first: at most 4 bytes a call.
    @inline(__always)
    func write(_ value: UInt32, count bitCount: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount &+= bitCount
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(storage + count).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            count &+= 4
            pending >>= 32
            pendingCount &-= 32
        }
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
