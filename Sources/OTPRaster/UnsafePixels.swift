/// A pixmap's RGBA8 bytes, lent for the length of a closure, as 32-bit pixels: the
/// compositor's and the fills' raw access to pixels. With ``UnsafeCells`` it is the
/// raw-pointer code of the rasterizer; nothing else in OTPRaster touches a pointer.
///
/// Pixels are indexed as `y · width + x`; every accessor checks its index in debug builds.
/// Pixels are loaded and stored unaligned, in memory order (see ``Lanes``).
@safe struct UnsafePixels {
    private let base: UnsafeMutableRawPointer
    /// How many pixels there are.
    let count: Int

    private init(base: UnsafeMutableRawPointer, count: Int) {
        self.base = base
        self.count = count
    }

    /// The pixels of `bytes`, whose count must be a multiple of 4.
    private init(_ bytes: UnsafeMutableRawBufferPointer) {
        assert(bytes.count % 4 == 0, "\(bytes.count) bytes are not whole pixels")
        // An empty buffer may have no address; nothing can be read or written through it then.
        guard let base = bytes.baseAddress ?? UnsafeMutableRawPointer(bitPattern: MemoryLayout<UInt32>.alignment) else {
            preconditionFailure("a non-zero address makes a pointer")
        }
        self.init(base: base, count: bytes.count / 4)
    }

    /// Lends the pixels of `bytes` to `body`, which must not let them escape.
    static func with<R>(_ bytes: inout [UInt8], _ body: (UnsafePixels) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes { try body(UnsafePixels($0)) }
    }

    /// The `count` pixels from `start` on, as pixels 0 ..< `count` (all inside these).
    @inline(__always)
    func run(from start: Int, count: Int) -> UnsafePixels {
        assert(start >= 0 && count >= 0 && start + count <= self.count,
               "pixels \(start)..<\(start + count) outside 0..<\(self.count)")
        return UnsafePixels(base: base + start &* 4, count: count)
    }

    /// Pixel `index` (0 ..< ``count``).
    @inline(__always)
    func load(_ index: Int) -> UInt32 {
        assert(index >= 0 && index < count, "pixel \(index) outside 0..<\(count)")
        return base.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }

    /// Stores `pixel` at `index` (0 ..< ``count``).
    @inline(__always)
    func store(_ pixel: UInt32, at index: Int) {
        assert(index >= 0 && index < count, "pixel \(index) outside 0..<\(count)")
        base.storeBytes(of: pixel, toByteOffset: index &* 4, as: UInt32.self)
    }

    /// Pixels `index` and `index + 1` (both in 0 ..< ``count``), as their eight bytes.
    @inline(__always)
    func loadPair(_ index: Int) -> SIMD8<UInt8> {
        assert(index >= 0 && index &+ 1 < count, "pixels \(index)...\(index + 1) outside 0..<\(count)")
        return base.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<UInt8>.self)
    }

    /// Stores eight bytes as pixels `index` and `index + 1` (both in 0 ..< ``count``).
    @inline(__always)
    func storePair(_ bytes: SIMD8<UInt8>, at index: Int) {
        assert(index >= 0 && index &+ 1 < count, "pixels \(index)...\(index + 1) outside 0..<\(count)")
        base.storeBytes(of: bytes, toByteOffset: index &* 4, as: SIMD8<UInt8>.self)
    }

    /// Stores two pixels, as one word in memory order, at `index` and `index + 1`.
    @inline(__always)
    func storePair(_ pixels: UInt64, at index: Int) {
        assert(index >= 0 && index &+ 1 < count, "pixels \(index)...\(index + 1) outside 0..<\(count)")
        base.storeBytes(of: pixels, toByteOffset: index &* 4, as: UInt64.self)
    }
}

/// The bytes of one coverage per pixel (``CoverageMask``'s edge runs), lent for the length of
/// a closure. Every read checks its index in debug builds.
@safe struct UnsafeCoverages {
    private let base: UnsafePointer<UInt8>
    /// How many coverages there are.
    let count: Int

    /// Lends `coverages` to `body`, which must not let them escape.
    static func with<R>(_ coverages: [UInt8], _ body: (UnsafeCoverages) throws -> R) rethrows -> R {
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
    func suffix(from start: Int) -> UnsafeCoverages {
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
