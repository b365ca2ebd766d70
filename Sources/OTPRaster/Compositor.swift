/// Source-over compositing of a solid premultiplied colour into RGBA8 rows, with exact
/// rounding: every product is round(x·y / 255) (``mul255(_:_:)-swift.func``), never `>> 8`.
///
///     s' = s·coverage/255            (each channel of the source, rounded)
///     d  = s' + d·(255 - s'α)/255    (each channel of the destination, rounded)
///
/// This is one of the few places with raw pointers: it runs once per covered pixel.
enum Compositor {
    /// Composites `color` at `coverage` over `count` pixels starting at `pixels`.
    @inline(__always)
    static func blend(_ color: PremultipliedColor, coverage: UInt32, into pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        guard coverage != 0, count > 0 else { return }
        let r = mul255(UInt32(color.red), coverage), g = mul255(UInt32(color.green), coverage)
        let b = mul255(UInt32(color.blue), coverage), a = mul255(UInt32(color.alpha), coverage)
        if a == 255 {
            fillOpaque(r: r, g: g, b: b, into: pixels, count: count)
            return
        }
        if a == 0 && r == 0 && g == 0 && b == 0 { return }
        let inverse = 255 &- a
        var p = pixels
        for _ in 0..<count {
            p[0] = UInt8(truncatingIfNeeded: r &+ mul255(UInt32(p[0]), inverse))
            p[1] = UInt8(truncatingIfNeeded: g &+ mul255(UInt32(p[1]), inverse))
            p[2] = UInt8(truncatingIfNeeded: b &+ mul255(UInt32(p[2]), inverse))
            p[3] = UInt8(truncatingIfNeeded: a &+ mul255(UInt32(p[3]), inverse))
            p += 4
        }
    }

    /// Stores an opaque colour into `count` pixels, four bytes at a time.
    @inline(__always)
    private static func fillOpaque(r: UInt32, g: UInt32, b: UInt32, into pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        var word: UInt32 = 0
        withUnsafeMutableBytes(of: &word) { bytes in
            bytes[0] = UInt8(r); bytes[1] = UInt8(g); bytes[2] = UInt8(b); bytes[3] = 255
        }
        let raw = UnsafeMutableRawPointer(pixels)
        for i in 0..<count {
            raw.storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self)
        }
    }
}
