@_spi(RawPixels) import OTPRaster

/// The YIQ colour difference of Kotsarenko and Ramos, "Measuring perceived color difference
/// using YIQ NTSC transmission color space in mobile applications" (2010), exactly as
/// pixelmatch 7.2.0 evaluates it, operation for operation, so that every comparison with a
/// threshold rounds the same way:
///
///     Δ = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²
///
/// Translucent pixels are first composited over a background that varies from pixel to pixel
/// (pixelmatch 7's pseudo-checkerboard: red is always 48, green and blue alternate between 48
/// and 207 with the pixel's byte offset `k` divided by φ and φ², truncated), so that a change
/// of colour under low alpha is not hidden by a plain white or black background.
enum YIQ {
    /// The largest possible Δ, pixelmatch's constant.
    static let maximumDelta: Double = 35215

    /// The signed squared distance between pixel `i` of two straight RGBA8 images: negative
    /// when the second pixel is darker (its Y is smaller).
    @inline(__always)
    static func delta(_ p1: UnsafePixels, _ p2: UnsafePixels, at i: Int) -> Double {
        let first = StraightPixel(p1, at: i), second = StraightPixel(p2, at: i)
        let (dr, dg, db) = first.isOpaque && second.isOpaque
            ? opaqueDifferences(first, second) : blendedDifferences(first, second, over: background(i &* 4))
        let y = brightness((dr, dg, db))
        let i: Double = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q: Double = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta: Double = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference of two channel differences.
    @inline(__always)
    static func brightness(_ d: (Double, Double, Double)) -> Double {
        d.0 * 0.29889531 + d.1 * 0.58662247 + d.2 * 0.11448223
    }

    /// The channel differences of two opaque pixels.
    @inline(__always)
    static func opaqueDifferences(_ p: StraightPixel, _ q: StraightPixel) -> (Double, Double, Double) {
        (Double(p.r &- q.r), Double(p.g &- q.g), Double(p.b &- q.b))
    }

    /// The channel differences of two pixels composited over `background` (the integer
    /// products are exact, as in JavaScript's doubles; one division each).
    @inline(__always)
    static func blendedDifferences(_ p: StraightPixel, _ q: StraightPixel, over background: (Int, Int, Int))
        -> (Double, Double, Double) {
        let da = p.a &- q.a
        return (Double(p.r &* p.a &- q.r &* q.a &- background.0 &* da) / 255,
                Double(p.g &* p.a &- q.g &* q.a &- background.1 &* da) / 255,
                Double(p.b &* p.a &- q.b &* q.a &- background.2 &* da) / 255)
    }

    /// pixelmatch 7's background for the pixel at byte offset `k` (JavaScript's `x | 0` is a
    /// truncation here: `k` stays far below 2³¹).
    @inline(__always)
    static func background(_ k: Int) -> (Int, Int, Int) {
        let r = 48 &+ 159 &* (k % 2)
        let g = 48 &+ 159 &* (Int(Double(k) / 1.618033988749895) % 2)
        let b = 48 &+ 159 &* (Int(Double(k) / 2.618033988749895) % 2)
        return (r, g, b)
    }
}

/// One straight RGBA8 pixel, its channels widened for arithmetic.
struct StraightPixel {
    let r: Int, g: Int, b: Int, a: Int

    /// Pixel `i` of `pixels`.
    @inline(__always)
    init(_ pixels: UnsafePixels, at i: Int) {
        let c = pixels.channels(at: i)
        (r, g, b, a) = (Int(c.r), Int(c.g), Int(c.b), Int(c.a))
    }

    var isOpaque: Bool { a == 255 }
}
