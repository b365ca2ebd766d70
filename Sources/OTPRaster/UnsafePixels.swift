#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// RGBA8 bytes (a pixmap's, an image's, or a buffer of 32-bit words), lent for the length of
/// a closure, as 32-bit pixels: the one raw access to pixels of the package, for the
/// compositor and the fills here, the PNG encoder's filter and the image comparisons. With
/// ``UnsafeCells`` it is the raw-pointer code of the rasterizer; nothing else in OTPRaster
/// touches a pointer.
///
/// Pixels are indexed as `y · width + x`; every accessor checks its index in debug builds,
/// and a store checks that the pixels were lent writable. Pixels are loaded and stored
/// unaligned, in memory order (see ``Lanes``). Inlinable, so that the loops of other targets
/// compile to the same loads and stores as this target's: for that it is public, but only to
/// the package's targets that import OTPRaster with `@_spi(RawPixels)`, not to users.
@_spi(RawPixels) @safe public struct UnsafePixels {
    @usableFromInline let base: UnsafeMutableRawPointer
    /// How many pixels there are.
    public let count: Int
    /// Whether stores are allowed: lent by ``with(_:_:)`` rather than ``reading(_:_:)``.
    @usableFromInline let isWritable: Bool

    @usableFromInline
    init(base: UnsafeMutableRawPointer, count: Int, isWritable: Bool) {
        assert(count >= 0, "a negative pixel count")
        self.base = base
        self.count = count
        self.isWritable = isWritable
    }

    /// `count` words of memory at `base`, which the caller owns and keeps for as long as
    /// the handle is used.
    @unsafe public init(words base: UnsafeMutableRawPointer, count: Int) {
        self.init(base: base, count: count, isWritable: true)
    }

    /// An empty buffer may have no address; nothing can be read or written through it then.
    @usableFromInline
    static func address(of bytes: UnsafeMutableRawBufferPointer) -> UnsafeMutableRawPointer {
        assert(bytes.count % 4 == 0, "\(bytes.count) bytes are not whole pixels")
        guard let base = bytes.baseAddress ?? UnsafeMutableRawPointer(bitPattern: MemoryLayout<UInt32>.alignment) else {
            preconditionFailure("a non-zero address makes a pointer")
        }
        return base
    }

    /// Lends the pixels of `bytes` (a multiple of 4 bytes) to `body`, which must not let
    /// them escape.
    @inlinable @inline(__always)
    public static func with<R>(_ bytes: inout [UInt8], _ body: (UnsafePixels) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes { try body(UnsafePixels(base: address(of: $0), count: $0.count / 4, isWritable: true)) }
    }

    /// Lends the pixels of `bytes` (a multiple of 4 bytes) to `body` to read, which must not
    /// let them escape or store through them.
    @inlinable @inline(__always)
    public static func reading<R>(_ bytes: [UInt8], _ body: (UnsafePixels) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes { raw in
            let writable = UnsafeMutableRawBufferPointer(mutating: raw)
            return try body(UnsafePixels(base: address(of: writable), count: raw.count / 4, isWritable: false))
        }
    }

    /// Lends the rows of `pixmap` to `body` to read (row `y` is `rows(y)`), which must not
    /// let them escape or store through them.
    @inlinable
    public static func withRows<R>(of pixmap: Pixmap, _ body: (_ rows: (Int) -> UnsafePixels) -> R) -> R {
        let width = pixmap.width, height = pixmap.height
        return reading(pixmap.bytes) { pixels in
            body { y in
                assert(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
                return pixels.run(from: y &* width, count: width)
            }
        }
    }

    /// `count` pixels made by `storePixel(i, output)`: it is called once for every `i` in
    /// `0..<count`, in order, and must store pixel `i` into `output` (the bytes are
    /// uninitialized until then).
    @inlinable @inline(__always)
    public static func bytes(count: Int, storing storePixel: (_ i: Int, _ output: UnsafePixels) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count &* 4) { buffer, initialized in
            let output = UnsafePixels(base: address(of: UnsafeMutableRawBufferPointer(buffer)), count: count, isWritable: true)
            for i in 0..<count { storePixel(i, output) }
            initialized = count &* 4
        }
    }

    /// The `count` pixels from `start` on, as pixels 0 ..< `count` (all inside these).
    @inlinable @inline(__always)
    public func run(from start: Int, count: Int) -> UnsafePixels {
        assert(start >= 0 && count >= 0 && start + count <= self.count,
               "pixels \(start)..<\(start + count) outside 0..<\(self.count)")
        return UnsafePixels(base: base + start &* 4, count: count, isWritable: isWritable)
    }

    /// Pixel `index` (0 ..< ``count``), its four bytes as one word in memory order: two
    /// pixels are the same exactly when their words are.
    @inlinable @inline(__always)
    public func load(_ index: Int) -> UInt32 {
        assert(index >= 0 && index < count, "pixel \(index) outside 0..<\(count)")
        return base.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }

    /// Stores `pixel` at `index` (0 ..< ``count``).
    @inlinable @inline(__always)
    public func store(_ pixel: UInt32, at index: Int) {
        assert(isWritable, "pixels lent to read")
        assert(index >= 0 && index < count, "pixel \(index) outside 0..<\(count)")
        base.storeBytes(of: pixel, toByteOffset: index &* 4, as: UInt32.self)
    }

    /// The four bytes of pixel `index` (0 ..< ``count``), in memory order: four byte loads,
    /// which cost less than a word taken apart where each byte is used on its own.
    @inlinable @inline(__always)
    public func loadBytes(_ index: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        assert(index >= 0 && index < count, "pixel \(index) outside 0..<\(count)")
        let k = index &* 4
        return (base.load(fromByteOffset: k, as: UInt8.self), base.load(fromByteOffset: k &+ 1, as: UInt8.self),
                base.load(fromByteOffset: k &+ 2, as: UInt8.self), base.load(fromByteOffset: k &+ 3, as: UInt8.self))
    }

    /// Stores four bytes, in memory order, as pixel `index` (0 ..< ``count``).
    @inlinable @inline(__always)
    public func storeBytes(_ bytes: (UInt8, UInt8, UInt8, UInt8), at index: Int) {
        assert(isWritable, "pixels lent to read")
        assert(index >= 0 && index < count, "pixel \(index) outside 0..<\(count)")
        let k = index &* 4
        base.storeBytes(of: bytes.0, toByteOffset: k, as: UInt8.self)
        base.storeBytes(of: bytes.1, toByteOffset: k &+ 1, as: UInt8.self)
        base.storeBytes(of: bytes.2, toByteOffset: k &+ 2, as: UInt8.self)
        base.storeBytes(of: bytes.3, toByteOffset: k &+ 3, as: UInt8.self)
    }

    /// Pixels `index` and `index + 1` (both in 0 ..< ``count``), as their eight bytes.
    @inlinable @inline(__always)
    public func loadPair(_ index: Int) -> SIMD8<UInt8> {
        assert(index >= 0 && index &+ 1 < count, "pixels \(index)...\(index + 1) outside 0..<\(count)")
        return base.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<UInt8>.self)
    }

    /// Pixels `index` and `index + 1` (both in 0 ..< ``count``) as one little-endian word,
    /// pixel `index` in the low half.
    @inlinable @inline(__always)
    public func loadPairWord(_ index: Int) -> UInt64 {
        assert(index >= 0 && index &+ 1 < count, "pixels \(index)...\(index + 1) outside 0..<\(count)")
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index &* 4, as: UInt64.self))
    }

    /// Stores eight bytes as pixels `index` and `index + 1` (both in 0 ..< ``count``).
    @inlinable @inline(__always)
    public func storePair(_ bytes: SIMD8<UInt8>, at index: Int) {
        assert(isWritable, "pixels lent to read")
        assert(index >= 0 && index &+ 1 < count, "pixels \(index)...\(index + 1) outside 0..<\(count)")
        base.storeBytes(of: bytes, toByteOffset: index &* 4, as: SIMD8<UInt8>.self)
    }

    /// Stores two pixels, as one word in memory order, at `index` and `index + 1`.
    @inlinable @inline(__always)
    public func storePair(_ pixels: UInt64, at index: Int) {
        assert(isWritable, "pixels lent to read")
        assert(index >= 0 && index &+ 1 < count, "pixels \(index)...\(index + 1) outside 0..<\(count)")
        base.storeBytes(of: pixels, toByteOffset: index &* 4, as: UInt64.self)
    }

    /// Whether `other` holds the same pixels, compared with one `memcmp` (vectorised by the C
    /// library); `false` when the counts differ.
    public func hasSameBytes(as other: UnsafePixels) -> Bool {
        count == other.count && (base == other.base || memcmp(base, other.base, count &* 4) == 0)
    }
}

/// The bytes of one coverage per pixel (``CoverageMask``'s edge runs), lent for the length of
/// a closure. Every read checks its index in debug builds.
@safe package struct UnsafeCoverages {
    private let base: UnsafePointer<UInt8>
    /// How many coverages there are.
    let count: Int

    /// Lends `coverages` to `body`, which must not let them escape.
    package static func with<R>(_ coverages: [UInt8], _ body: (UnsafeCoverages) throws -> R) rethrows -> R {
        try coverages.withUnsafeBufferPointer { buffer in
            // An empty buffer may have no address; nothing can be read through it then.
            guard let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1) else {
                preconditionFailure("a non-zero address makes a pointer")
            }
            return try body(UnsafeCoverages(base: base, count: buffer.count))
        }
    }

    /// The coverages from `start` on, as coverages 0 ..< ``count`` - `start`.
    @inline(__always)
    package func suffix(from start: Int) -> UnsafeCoverages {
        assert(start >= 0 && start <= count, "coverage \(start) outside 0...\(count)")
        return UnsafeCoverages(base: base + start, count: count &- start)
    }

    /// Coverages `index` (the low byte) and `index + 1` (the high byte), both in 0 ..< ``count``.
    @inline(__always)
    func loadPair(_ index: Int) -> UInt16 {
        assert(index >= 0 && index &+ 1 < count, "coverages \(index)...\(index + 1) outside 0..<\(count)")
        return UInt16(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt16.self))
    }

    /// Coverage `index` (0 ..< ``count``).
    @inline(__always)
    subscript(index: Int) -> UInt8 {
        assert(index >= 0 && index < count, "coverage \(index) outside 0..<\(count)")
        return base[index]
    }
}

extension Pixmap {
    /// Lends this pixmap's pixels to `body`, which must not let them escape.
    @inline(__always)
    mutating func withPixels<R>(_ body: (UnsafePixels) throws -> R) rethrows -> R {
        try UnsafePixels.with(&bytes, body)
    }

    /// `count` bytes of pixels, each the word `pixel` in memory order (`count` a multiple of 4).
    static func bytes(repeating pixel: UInt32, count: Int) -> [UInt8] {
        assert(count % 4 == 0, "\(count) bytes are not whole pixels")
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt32.self).initialize(repeating: pixel)
            initialized = count
        }
    }

    /// Copies every pixel of `source` to the rectangle of its size at (`x`, `y`), which must
    /// lie inside this pixmap: a row at a time.
    mutating func copy(_ source: Pixmap, toX x: Int, y: Int) {
        assert(x >= 0 && y >= 0 && x + source.width <= width && y + source.height <= height,
               "\(source.width)x\(source.height) at (\(x), \(y)) outside \(width)x\(height)")
        let rowBytes = source.width * 4, stride = width * 4
        source.bytes.withUnsafeBytes { from in
            bytes.withUnsafeMutableBytes { to in
                // Pixmaps have at least one pixel, so both have addresses.
                guard let from = from.baseAddress, let to = to.baseAddress else { return }
                for row in 0..<source.height {
                    (to + (y + row) * stride + x * 4).copyMemory(from: from + row * rowBytes, byteCount: rowBytes)
                }
            }
        }
    }

    /// A new pixmap of the pixels of `region`, which must lie inside this one.
    func copy(of region: PixelRect) -> Pixmap {
        assert(region.x >= 0 && region.y >= 0 && region.maxX <= width && region.maxY <= height, "\(region) outside")
        guard var result = Pixmap(width: region.width, height: region.height) else {
            preconditionFailure("\(region) is not inside a \(width)x\(height) pixmap")
        }
        let rowBytes = region.width * 4, stride = width * 4
        bytes.withUnsafeBytes { from in
            result.bytes.withUnsafeMutableBytes { to in
                guard let from = from.baseAddress, let to = to.baseAddress else { return }
                for row in 0..<region.height {
                    (to + row * rowBytes).copyMemory(from: from + (region.y + row) * stride + region.x * 4, byteCount: rowBytes)
                }
            }
        }
        return result
    }

    /// Sets every pixel to the word `pixel`, in memory order.
    mutating func setEveryPixel(to pixel: UInt32) {
        bytes.withUnsafeMutableBytes { raw in
            // 256 bytes a step (the plain loop stores 32), then the rest pixel by pixel.
            let block = SIMD16<UInt32>(repeating: pixel), blockSize = MemoryLayout<SIMD16<UInt32>>.size
            let blocked = raw.count / (4 * blockSize) * (4 * blockSize)
            var offset = 0
            while offset < blocked {
                raw.storeBytes(of: block, toByteOffset: offset, as: SIMD16<UInt32>.self)
                raw.storeBytes(of: block, toByteOffset: offset &+ blockSize, as: SIMD16<UInt32>.self)
                raw.storeBytes(of: block, toByteOffset: offset &+ 2 &* blockSize, as: SIMD16<UInt32>.self)
                raw.storeBytes(of: block, toByteOffset: offset &+ 3 &* blockSize, as: SIMD16<UInt32>.self)
                offset &+= 4 &* blockSize
            }
            UnsafeMutableRawBufferPointer(rebasing: raw[blocked...]).bindMemory(to: UInt32.self).update(repeating: pixel)
        }
    }

    /// Every pixel's word ANDed together: a plain reduction, which the compiler vectorises.
    var allPixelsAnded: UInt32 {
        bytes.withUnsafeBytes { raw in
            var all: UInt32 = 0xFFFF_FFFF
            for pixel in raw.bindMemory(to: UInt32.self) { all &= pixel }
            return all
        }
    }
}
