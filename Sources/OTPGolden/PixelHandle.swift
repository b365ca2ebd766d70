import Foundation

/// A read-only handle on the pixels of an RGBA8 image (4 bytes a pixel, in memory order R,
/// G, B, A), addressed by pixel index: the diff loops' only way to read an image, at the
/// cost of a raw load, so the unsafe code of the comparisons is all in this file.
///
/// A handle is lent by `withPixelHandle(_:)` (on `[UInt8]`) and is valid only inside that
/// call: it must not be kept after it returns. Every accessor asserts its own contract, so
/// debug builds catch misuse and release builds pay nothing.
@safe struct PixelHandle {
    /// The four bytes of a pixel.
    typealias Channels = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    private let base: UnsafeRawPointer
    /// The number of pixels.
    let count: Int

    /// A handle on `count` pixels at `base`, which must be aligned for `UInt32` (words are
    /// loaded whole).
    fileprivate init(_ base: UnsafeRawPointer, count: Int) {
        assert(count >= 0, "a negative pixel count")
        assert(Int(bitPattern: base) % MemoryLayout<UInt32>.alignment == 0, "pixels not aligned for words")
        (self.base, self.count) = (base, count)
    }

    /// The four bytes of pixel `i` as one word, for equality tests: two pixels are the same
    /// exactly when their words are. `i` must be in `0..<count`.
    @inline(__always)
    func word(at i: Int) -> UInt32 {
        assert(i >= 0 && i < count, "pixel \(i) outside 0..<\(count)")
        return base.load(fromByteOffset: i &* 4, as: UInt32.self)
    }

    /// The channels of pixel `i`. `i` must be in `0..<count`.
    @inline(__always)
    func channels(at i: Int) -> Channels {
        assert(i >= 0 && i < count, "pixel \(i) outside 0..<\(count)")
        let k = i &* 4
        return (base.load(fromByteOffset: k, as: UInt8.self), base.load(fromByteOffset: k &+ 1, as: UInt8.self),
                base.load(fromByteOffset: k &+ 2, as: UInt8.self), base.load(fromByteOffset: k &+ 3, as: UInt8.self))
    }

    /// Whether `other` holds the same pixels, compared with one `memcmp` (vectorised by the C
    /// library); `false` when the counts differ.
    func hasSameBytes(as other: PixelHandle) -> Bool {
        count == other.count && (base == other.base || memcmp(base, other.base, count &* 4) == 0)
    }
}

/// A writable handle on the pixels of an RGBA8 image, the counterpart of ``PixelHandle``
/// for the images a comparison draws. Lent by `withMutablePixelHandle(_:)`
/// and valid only inside that call; copies may write concurrently, each to pixels no other
/// copy touches.
@safe struct MutablePixelHandle {
    private let base: UnsafeMutableRawPointer
    /// The number of pixels.
    let count: Int

    /// A handle on `count` pixels at `base`.
    fileprivate init(_ base: UnsafeMutableRawPointer, count: Int) {
        assert(count >= 0, "a negative pixel count")
        (self.base, self.count) = (base, count)
    }

    /// Stores `word` (four bytes in memory order, as ``PixelHandle/word(at:)`` reads them)
    /// as pixel `i`. `i` must be in `0..<count`.
    @inline(__always)
    func store(_ word: UInt32, at i: Int) {
        assert(i >= 0 && i < count, "pixel \(i) outside 0..<\(count)")
        base.storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self)
    }

    /// Stores `channels` as pixel `i`. `i` must be in `0..<count`.
    @inline(__always)
    func store(_ channels: PixelHandle.Channels, at i: Int) {
        assert(i >= 0 && i < count, "pixel \(i) outside 0..<\(count)")
        let k = i &* 4
        base.storeBytes(of: channels.r, toByteOffset: k, as: UInt8.self)
        base.storeBytes(of: channels.g, toByteOffset: k &+ 1, as: UInt8.self)
        base.storeBytes(of: channels.b, toByteOffset: k &+ 2, as: UInt8.self)
        base.storeBytes(of: channels.a, toByteOffset: k &+ 3, as: UInt8.self)
    }
}

extension Array where Element == UInt8 {
    /// Lends `body` a handle on these bytes as RGBA8 pixels; the count of bytes must be a
    /// multiple of 4. The handle must not outlive the call.
    @inline(__always)
    func withPixelHandle<Result>(_ body: (PixelHandle) -> Result) -> Result {
        assert(count % 4 == 0, "\(count) bytes are not whole pixels")
        return withUnsafeBytes { body(PixelHandle($0.baseAddress ?? UnsafeRawPointer(Self.noPixels), count: $0.count / 4)) }
    }

    /// Lends `body` a writable handle on these bytes as RGBA8 pixels; the count of bytes must
    /// be a multiple of 4. The handle must not outlive the call.
    @inline(__always)
    mutating func withMutablePixelHandle<Result>(_ body: (MutablePixelHandle) -> Result) -> Result {
        assert(count % 4 == 0, "\(count) bytes are not whole pixels")
        return withUnsafeMutableBytes { body(MutablePixelHandle($0.baseAddress ?? Self.noPixels, count: $0.count / 4)) }
    }

    /// The address of an empty buffer that has none: aligned for words, never read or written.
    private static var noPixels: UnsafeMutableRawPointer {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: MemoryLayout<UInt32>.alignment) else {
            preconditionFailure("a non-zero address makes a pointer")
        }
        return pointer
    }

    /// `count` pixels, each stored by `storePixel(i, output)` into `output`: it is called
    /// once for every `i` in `0..<count`, in order, and must store pixel `i` (the bytes are
    /// uninitialized until then).
    @inline(__always)
    init(pixelCount count: Int, storing storePixel: (_ i: Int, _ output: MutablePixelHandle) -> Void) {
        self.init(unsafeUninitializedCapacity: count &* 4) { buffer, initialized in
            let output = MutablePixelHandle(buffer.baseAddress.map(UnsafeMutableRawPointer.init) ?? Self.noPixels, count: count)
            for i in 0..<count { storePixel(i, output) }
            initialized = count &* 4
        }
    }
}
