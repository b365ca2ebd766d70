import OTPRaster

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
        bytes.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            if Self.isStraight(words) { return bytes }
            return Self.unpremultiplied(raw.bindMemory(to: UInt8.self))
        }
    }

    /// Whether every pixel is opaque or all zero, so premultiplied and straight agree.
    private static func isStraight(_ words: UnsafeBufferPointer<UInt32>) -> Bool {
        let alphaMask = UInt32(0xFF00_0000).littleEndian // the fourth byte in memory, on any host
        for word in words where word & alphaMask != alphaMask && word != 0 { return false }
        return true
    }

    /// Divides every translucent pixel's channels by its alpha, rounding to nearest.
    private static func unpremultiplied(_ source: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: source.count) { out, initialized in
            var i = 0
            while i < source.count {
                let a = source[i &+ 3]
                if a == 255 {
                    out[i] = source[i]; out[i &+ 1] = source[i &+ 1]; out[i &+ 2] = source[i &+ 2]
                } else if a == 0 {
                    out[i] = 0; out[i &+ 1] = 0; out[i &+ 2] = 0
                } else {
                    for c in i..<(i &+ 3) { out[c] = unpremultiply(source[c], alpha: a) }
                }
                out[i &+ 3] = a
                i &+= 4
            }
            initialized = source.count
        }
    }
}
