/// Source-over compositing of a solid premultiplied colour into RGBA8 rows, with exact
/// rounding: every product is round(x·y / 255) (``mul255(_:_:)-swift.func``), never `>> 8`.
///
///     s' = s·coverage/255            (each channel of the source, rounded)
///     d  = s' + d·(255 - s'α)/255    (each channel of the destination, rounded)
///
/// The four channels of a pixel are worked on at once, as 16-bit lanes of a 64-bit word
/// (``Lanes``), and edge pixels two at a time in a vector register, with the same rounding
/// as ``mul255(_:_:)-swift.func`` in every lane.
/// It runs once per covered pixel, on pixels lent as ``UnsafePixels``.
package enum Compositor {
    /// Composites `color` at one `coverage` over every pixel of `pixels`.
    @inline(__always)
    package static func blend(_ color: PremultipliedColor, coverage: UInt32, into pixels: UnsafePixels) {
        let count = pixels.count
        guard coverage != 0, count > 0 else { return }
        let source = Lanes(color).scaled(by: UInt64(coverage))
        let alpha = source.alpha
        if alpha == 255 {
            let word = source.packed
            for i in 0..<count { pixels.store(word, at: i) }
            return
        }
        guard source.bits != 0 else { return }
        let inverse = 255 &- alpha
        for i in 0..<count {
            let destination = Lanes(packed: pixels.load(i))
            pixels.store(source.adding(destination.scaled(by: inverse)).packed, at: i)
        }
    }

    /// Composites `color` over every pixel of `pixels`, each at its own coverage (the first
    /// ones of `coverages`): two pixels at a time in the eight 16-bit lanes of a vector
    /// register, with the same rounding as ``Lanes`` (a zero coverage leaves its pixel as it
    /// was: d·255/255 = d).
    @inline(__always)
    package static func blend(_ color: PremultipliedColor, coverages: UnsafeCoverages, into pixels: UnsafePixels) {
        assert(coverages.count >= pixels.count, "\(coverages.count) coverages for \(pixels.count) pixels")
        // One loop for opaque colours and one for the rest, each without the other's tests.
        if color.alpha == 255 {
            blendPairs(color, coverages: coverages, into: pixels, isOpaque: true)
        } else {
            blendPairs(color, coverages: coverages, into: pixels, isOpaque: false)
        }
    }

    @inline(__always)
    private static func blendPairs(_ color: PremultipliedColor, coverages: UnsafeCoverages, into pixels: UnsafePixels,
                                   isOpaque: Bool) {
        let count = pixels.count
        let source = SIMD8<UInt16>(UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha),
                                   UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha))
        let alpha = SIMD8<UInt16>(repeating: UInt16(color.alpha))
        // Two fully covered pixels of an opaque colour (a border's straight sides) are stored.
        let opaquePair = UInt64(Lanes(color).packed) &* 0x1_0000_0001
        var i = 0
        while i &+ 2 <= count {
            let pair = coverages.loadPair(i)
            if isOpaque && pair == 0xFFFF {
                pixels.storePair(opaquePair, at: i)
            } else if pair != 0 {
                let first = pair & 0xFF, second = pair >> 8
                let factor = SIMD8(first, first, first, first, second, second, second, second)
                // 255 minus each pixel's scaled alpha; for an opaque colour that is 255 - coverage.
                let inverse = 255 &- (isOpaque ? factor : multiplied(alpha, by: factor))
                let destination = SIMD8<UInt16>(truncatingIfNeeded: pixels.loadPair(i))
                let result = multiplied(source, by: factor) &+ multiplied(destination, by: inverse)
                pixels.storePair(SIMD8<UInt8>(truncatingIfNeeded: result), at: i)
            }
            i &+= 2
        }
        if i < count { blend(color, coverage: UInt32(coverages[i]), into: pixels.run(from: i, count: 1)) }
    }

    /// Every lane of `x` times the lane of `factor` (both 0...255) / 255, rounded to nearest
    /// (pixman's t = x·y + 128, (t + t/256) / 256; t < 65536, so no lane overflows).
    @inline(__always)
    private static func multiplied(_ x: SIMD8<UInt16>, by factor: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &* factor &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }
}

/// A pixel's four channels as 16-bit lanes of a word, in memory order: red in bits 0-15,
/// green 16-31, blue 32-47, alpha 48-63 (on a little-endian machine; the lanes follow the
/// bytes of the pixel either way, and only alpha's lane is ever read alone).
package struct Lanes {
    package let bits: UInt64

    private static let lowBytes: UInt64 = 0x00FF_00FF_00FF_00FF
    private static let halves: UInt64 = 0x0000_FFFF_0000_FFFF
    private static let rounding: UInt64 = 0x0080_0080_0080_0080

    @inline(__always)
    init(bits: UInt64) { self.bits = bits }

    /// The lanes of a pixel as stored in memory.
    @inline(__always)
    init(packed: UInt32) {
        var x = UInt64(UInt32(littleEndian: packed))
        x = (x | x << 16) & Self.halves
        bits = (x | x << 8) & Self.lowBytes
    }

    @inline(__always)
    package init(_ color: PremultipliedColor) {
        bits = UInt64(color.red) | UInt64(color.green) << 16 | UInt64(color.blue) << 32 | UInt64(color.alpha) << 48
    }

    /// The pixel as stored in memory; each lane's low byte.
    @inline(__always)
    var packed: UInt32 {
        var x = bits & Self.lowBytes
        x = (x | x >> 8) & Self.halves
        return UInt32(truncatingIfNeeded: x | x >> 16).littleEndian
    }

    /// The alpha lane.
    @inline(__always)
    var alpha: UInt64 { bits >> 48 & 0xFF }

    /// Every lane times `factor` (0...255) / 255, rounded to nearest: pixman's
    /// t = x·y + 128, (t + t/256) / 256, in all four lanes at once (no lane can carry into
    /// the next: t < 65536).
    @inline(__always)
    package func scaled(by factor: UInt64) -> Lanes {
        let t = bits &* factor &+ Self.rounding
        return Lanes(bits: (t &+ (t >> 8) & Self.lowBytes) >> 8 & Self.lowBytes)
    }

    /// Lane-wise sum (each lane stays below 512).
    @inline(__always)
    func adding(_ other: Lanes) -> Lanes { Lanes(bits: bits &+ other.bits) }
}
