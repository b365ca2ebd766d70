import Glibc
@_spi(RawPixels) import OTPRaster

/// Memory the encoder allocates once and keeps from image to image: `capacity` elements,
/// every one zero when it is allocated. With the libpng calls of `Pixmap+PNG.swift` it is the
/// raw-pointer code of OTPPNG; the filter, the deflate stage, the checksums and the bit writer
/// index it and never hold a pointer (the filter reads pixels through OTPRaster's
/// `UnsafePixels`).
///
/// Storage of 64 KiB or more is mapped from the system (`mmap`), whose fresh pages are zero
/// without being written: a page is touched only when the encoder first uses it. Scratch
/// sized for the widest image (about 1.4 MiB) thus costs a small image only the pages it
/// needs; zeroing it all was a third of a one-image process's page faults. Smaller storage
/// comes from `calloc`.
///
/// `Element` is an integer or a tuple of integers: a type whose all-zero bytes are zero.
/// A handle: copies share the memory. Its owner frees it with ``deallocate()``; no copy may be
/// used afterwards, nor after a ``grow(to:keeping:)`` of another copy. Every accessor checks
/// its indices against ``capacity`` in debug builds (which the tests are) and costs nothing
/// more than the raw access in release builds.
@safe package struct UnsafeStorage<Element: BitwiseCopyable> {
    fileprivate private(set) var base: UnsafeMutablePointer<Element>
    /// How many elements there are.
    package private(set) var capacity: Int

    private init(base: UnsafeMutablePointer<Element>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// `capacity` (at least 1) elements, each zero.
    package init(zeroed capacity: Int) {
        precondition(capacity >= 1, "storage of \(capacity) elements")
        base = Self.allocateZeroed(capacity)
        self.capacity = capacity
    }

    /// The size from which storage is mapped rather than allocated.
    private static var mappedBytes: Int { 1 << 16 }

    private static func allocateZeroed(_ capacity: Int) -> UnsafeMutablePointer<Element> {
        let bytes = capacity * MemoryLayout<Element>.stride
        let memory = bytes >= mappedBytes ? mapped(bytes) : calloc(capacity, MemoryLayout<Element>.stride)
        guard let memory else { fatalError("out of memory: \(capacity) elements of \(MemoryLayout<Element>.stride) bytes") }
        return memory.bindMemory(to: Element.self, capacity: capacity)
    }

    private static func mapped(_ bytes: Int) -> UnsafeMutableRawPointer? {
        let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        return memory == MAP_FAILED ? nil : memory
    }

    /// Frees the memory.
    package func deallocate() {
        Self.free(base, capacity: capacity)
    }

    private static func free(_ base: UnsafeMutablePointer<Element>, capacity: Int) {
        let bytes = capacity * MemoryLayout<Element>.stride
        if bytes >= mappedBytes {
            munmap(base, bytes)
        } else {
            Glibc.free(base)
        }
    }

    /// Element `index` (0 ..< ``capacity``).
    @inline(__always)
    package subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < capacity, "element \(index) outside 0..<\(capacity)")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < capacity, "element \(index) outside 0..<\(capacity)")
            base[index] = newValue
        }
    }

    /// Sets the first `count` elements (at most ``capacity``) to `value`.
    func setFirst(_ count: Int, to value: Element) {
        assert(count >= 0 && count <= capacity, "\(count) elements of \(capacity)")
        base.update(repeating: value, count: count)
    }

    /// Makes room for at least `capacity` elements, keeping the first `count` (at most the
    /// current capacity); new elements are zero.
    package mutating func grow(to capacity: Int, keeping count: Int) {
        assert(count >= 0 && count <= self.capacity, "keeping \(count) elements of \(self.capacity)")
        guard capacity > self.capacity else { return }
        let larger = Self.allocateZeroed(capacity)
        larger.update(from: base, count: count)
        Self.free(base, capacity: self.capacity)
        base = larger
        self.capacity = capacity
    }

    /// The `count` elements from `start` on, as elements 0 ..< `count` of a handle to the same
    /// memory (all inside this one).
    @inline(__always)
    package func run(from start: Int, count: Int) -> UnsafeStorage {
        assert(start >= 0 && count >= 0 && start + count <= capacity,
               "elements \(start)..<\(start + count) outside 0..<\(capacity)")
        return UnsafeStorage(base: base + start, capacity: count)
    }

    /// Moves `count` elements from `source` to `destination` (ranges may overlap).
    func copy(from source: Int, to destination: Int, count: Int) {
        assert(source >= 0 && destination >= 0 && count >= 0 && Swift.max(source, destination) + count <= capacity,
               "copying \(count) elements from \(source) to \(destination) in 0..<\(capacity)")
        (base + destination).update(from: base + source, count: count)
    }
}

extension UnsafeStorage: RandomAccessCollection {
    package var startIndex: Int { 0 }
    package var endIndex: Int { capacity }
}

extension UnsafeStorage where Element == UInt8 {
    /// The 4 bytes from `offset` on as a little-endian word (all inside the storage).
    @inline(__always)
    func word32(at offset: Int) -> UInt32 {
        assert(offset >= 0 && offset + 4 <= capacity, "bytes \(offset)..<\(offset + 4) outside 0..<\(capacity)")
        return UInt32(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// The 8 bytes from `offset` on as a little-endian word (all inside the storage).
    @inline(__always)
    package func word64(at offset: Int) -> UInt64 {
        assert(offset >= 0 && offset + 8 <= capacity, "bytes \(offset)..<\(offset + 8) outside 0..<\(capacity)")
        return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Stores `word` little-endian as the 4 bytes from `offset` on (all inside the storage).
    @inline(__always)
    package func storeWord32(_ word: UInt32, at offset: Int) {
        assert(offset >= 0 && offset + 4 <= capacity, "bytes \(offset)..<\(offset + 4) outside 0..<\(capacity)")
        UnsafeMutableRawPointer(base).storeBytes(of: word.littleEndian, toByteOffset: offset, as: UInt32.self)
    }

    /// Sets `count` bytes from `start` on to `byte`.
    @inline(__always)
    func fill(_ byte: UInt8, from start: Int, count: Int) {
        assert(start >= 0 && count >= 0 && start + count <= capacity, "bytes \(start)..<\(start + count) outside 0..<\(capacity)")
        (base + start).update(repeating: byte, count: count)
    }

    /// Appends the first `count` bytes to `array`.
    func appendFirst(_ count: Int, to array: inout [UInt8]) {
        assert(count >= 0 && count <= capacity, "\(count) bytes of \(capacity)")
        array.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }
}

extension UnsafeStorage where Element == UInt32 {
    /// The first `count` words (at most ``capacity``) as pixels, for as long as this
    /// storage is neither grown nor freed.
    package func pixels(count: Int) -> UnsafePixels {
        precondition(count <= capacity, "\(count) pixels in \(capacity) words")
        return unsafe UnsafePixels(words: UnsafeMutableRawPointer(base), count: count)
    }
}

/// A constant table made once and kept for the life of the process (CRC-32's, deflate's
/// length codes): read-only after it is made, so it is shared between threads, and read
/// without a bounds check in release builds (every read checks its index in debug builds).
@safe package struct UnsafeTable<Element: Sendable>: @unchecked Sendable {
    private let base: UnsafePointer<Element>
    /// How many entries there are.
    let count: Int

    /// A table of `count` entries, entry `i` being `entry(i)`.
    init(count: Int, _ entry: (Int) -> Element) {
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: count)
        for i in 0..<count { (storage + i).initialize(to: entry(i)) }
        base = UnsafePointer(storage)
        self.count = count
    }

    /// Entry `index` (0 ..< ``count``).
    @inline(__always)
    package subscript(index: Int) -> Element {
        assert(index >= 0 && index < count, "entry \(index) outside 0..<\(count)")
        return base[index]
    }
}
