@_spi(RawPixels) import OTPRaster

extension Pixmap {
    /// The pixels as straight (not premultiplied) RGBA8, as pixelmatch reads them: each
    /// channel divided by alpha, rounded to nearest (`unpremultiply`, as ``Color``'s
    /// `unpremultiplied`); transparent pixels become (0, 0, 0, 0).
    ///
    /// Premultiplying loses information below alpha 255, so this recovers the straight colour
    /// a PNG held only approximately: within one level from alpha 128 up, less closely below.
    /// When every pixel is opaque or transparent black, the common case, the stored bytes are
    /// already straight and are returned without a copy.
    var straightRGBABytes: [UInt8] {
        UnsafePixels.reading(bytes) { pixels in Self.isStraight(pixels) ? bytes : Self.unpremultiplied(pixels) }
    }

    /// Whether every pixel is opaque or all zero, so premultiplied and straight agree.
    private static func isStraight(_ pixels: UnsafePixels) -> Bool {
        let alphaMask = UInt32(0xFF00_0000).littleEndian // the fourth byte in memory, on any host
        var i = 0
        while i < pixels.count {  // a `while`: `for i in 0..<count` tests the bound twice a pixel
            let word = pixels.load(i)
            if word & alphaMask != alphaMask && word != 0 { return false }
            i &+= 1
        }
        return true
    }

    /// The pixels as straight colour. Kept out of line: inlined into a comparison, its loop
    /// runs short of registers.
    @inline(never)
    private static func unpremultiplied(_ pixels: UnsafePixels) -> [UInt8] {
        UnsafePixels.bytes(count: pixels.count) { storeStraight(pixels, $0, into: $1) }
    }

    /// Stores pixel `i` of `pixels` as straight colour: a translucent pixel's channels
    /// divided by its alpha, rounding to nearest; a transparent pixel zeroed; an opaque one
    /// copied as it is.
    @inline(__always)
    private static func storeStraight(_ pixels: UnsafePixels, _ i: Int, into output: UnsafePixels) {
        switch pixels.channels(at: i).a {
        case 255: output.store(pixels.load(i), at: i)
        case 0: output.store(0, at: i)
        case let a:
            let p = pixels.channels(at: i)
            output.store((unpremultiply(p.r, alpha: a), unpremultiply(p.g, alpha: a), unpremultiply(p.b, alpha: a), a), at: i)
        }
    }
}
