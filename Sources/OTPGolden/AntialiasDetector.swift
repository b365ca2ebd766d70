@_spi(RawPixels) import OTPRaster

/// Tells anti-aliased edge pixels from real changes, after V. Vysniauskas, "Anti-aliased
/// pixel and intensity slope detector" (2009), as pixelmatch 7.2.0 implements it.
///
/// A pixel is anti-aliasing when, among its 8 neighbours, at most 2 have its brightness
/// (image edges count as one), some are darker and some brighter, and the one of greatest
/// brightness difference either way sits in a flat area (3 or more identical neighbours) in
/// both images:
///
/// ```
///   dark dark dark          the centre is a blend of the flat dark area above and
///   mid  CTR  mid           the flat light area below: an edge, not a change
///   lite lite lite
/// ```
///
/// Neighbours are visited column by column (x outer, y inner) and on ties the first one
/// visited wins, as in pixelmatch, because the choice decides the result.
struct AntialiasDetector {
    let width: Int
    let height: Int

    /// Whether pixel (x1, y1) of `image` (straight RGBA8) looks anti-aliased, `other` being
    /// the other image.
    @inline(__always)
    func isAntialiased(_ image: UnsafePixels, other: UnsafePixels, x x1: Int, y y1: Int) -> Bool {
        let center = y1 &* width &+ x1
        var probe = BrightnessProbe(image, center: center)
        var scan: NeighbourScan
        if x1 > 0 && y1 > 0 && x1 < width &- 1 && y1 < height &- 1 {
            // Inside the image: the 8 neighbours in pixelmatch's order (x outer, y inner),
            // no clamping.
            scan = NeighbourScan(zeroes: 0)
            let (left, right, up, down) = (x1 &- 1, x1 &+ 1, y1 &- 1, y1 &+ 1)
            let above = center &- width, below = center &+ width
            guard scan.add(probe.delta(to: above &- 1), x: left, y: up),
                  scan.add(probe.delta(to: center &- 1), x: left, y: y1),
                  scan.add(probe.delta(to: below &- 1), x: left, y: down),
                  scan.add(probe.delta(to: above), x: x1, y: up),
                  scan.add(probe.delta(to: below), x: x1, y: down),
                  scan.add(probe.delta(to: above &+ 1), x: right, y: up),
                  scan.add(probe.delta(to: center &+ 1), x: right, y: y1),
                  scan.add(probe.delta(to: below &+ 1), x: right, y: down) else { return false }
        } else {
            // On an edge, which counts as one equal neighbour.
            scan = NeighbourScan(zeroes: 1)
            for x in max(x1 &- 1, 0)...min(x1 &+ 1, width &- 1) {
                for y in max(y1 &- 1, 0)...min(y1 &+ 1, height &- 1) where x != x1 || y != y1 {
                    if !scan.add(probe.delta(to: y &* width &+ x), x: x, y: y) { return false }
                }
            }
        }
        guard scan.lowest != 0 && scan.highest != 0 else { return false }
        return (hasManySiblings(image, x: scan.minX, y: scan.minY) && hasManySiblings(other, x: scan.minX, y: scan.minY))
            || (hasManySiblings(image, x: scan.maxX, y: scan.maxY) && hasManySiblings(other, x: scan.maxX, y: scan.maxY))
    }

    /// Whether pixel (x1, y1) has 3 or more neighbours of exactly its value (image edges
    /// count as one).
    @inline(__always)
    func hasManySiblings(_ pixels: UnsafePixels, x x1: Int, y y1: Int) -> Bool {
        if x1 > 0 && y1 > 0 && x1 < width &- 1 && y1 < height &- 1 {
            return interiorSiblingCount(pixels, center: y1 &* width &+ x1) > 2
        }
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        let value = pixels.load(y1 &* width &+ x1)
        var zeroes = 1  // on an edge
        for y in y0...y2 {
            for x in x0...x2 where (x != x1 || y != y1) && pixels.load(y &* width &+ x) == value {
                zeroes &+= 1
            }
        }
        return zeroes > 2
    }

    /// How many of the 8 neighbours of an interior pixel equal it: all eight compared
    /// without branches, cheaper than stopping early at the third.
    @inline(__always)
    private func interiorSiblingCount(_ pixels: UnsafePixels, center c: Int) -> Int {
        let value = pixels.load(c), up = c &- width, down = c &+ width
        var count = pixels.load(up &- 1) == value ? 1 : 0
        count &+= pixels.load(up) == value ? 1 : 0
        count &+= pixels.load(up &+ 1) == value ? 1 : 0
        count &+= pixels.load(c &- 1) == value ? 1 : 0
        count &+= pixels.load(c &+ 1) == value ? 1 : 0
        count &+= pixels.load(down &- 1) == value ? 1 : 0
        count &+= pixels.load(down) == value ? 1 : 0
        count &+= pixels.load(down &+ 1) == value ? 1 : 0
        return count
    }
}

/// The brightness differences between a centre pixel and its neighbours (centre minus
/// neighbour), the centre's background computed once, when a translucent pixel needs it.
private struct BrightnessProbe {
    let image: UnsafePixels
    let centerWord: UInt32
    let centerPixel: StraightPixel
    let k: Int
    var background: (Int, Int, Int)? = nil

    @inline(__always)
    init(_ image: UnsafePixels, center: Int) {
        (self.image, k) = (image, center &* 4)
        centerWord = image.load(center)
        centerPixel = StraightPixel(image, at: center)
    }

    /// The difference to pixel `n`; exactly 0 for an equal pixel.
    @inline(__always)
    mutating func delta(to n: Int) -> Double {
        guard image.load(n) != centerWord else { return 0 }
        let neighbour = StraightPixel(image, at: n)
        if centerPixel.isOpaque && neighbour.isOpaque {
            return YIQ.brightness(YIQ.opaqueDifferences(centerPixel, neighbour))
        }
        // The background is worked out once per centre pixel, when a neighbour first needs it.
        if let background { return YIQ.brightness(YIQ.blendedDifferences(centerPixel, neighbour, over: background)) }
        let background = YIQ.background(k)
        self.background = background
        return YIQ.brightness(YIQ.blendedDifferences(centerPixel, neighbour, over: background))
    }
}

/// The running tally of pixelmatch's neighbour scan: equal neighbours, and the first
/// neighbour of the lowest and of the highest difference.
private struct NeighbourScan {
    var zeroes: Int
    var lowest = 0.0, highest = 0.0
    var minX = 0, minY = 0, maxX = 0, maxY = 0

    init(zeroes: Int) { self.zeroes = zeroes }

    /// Takes one neighbour in; `false` once more than 2 are equal (then not anti-aliasing).
    /// pixelmatch's `else if` chain, without branches: as `lowest <= 0 <= highest`, a
    /// difference can only be below the one or above the other.
    @inline(__always)
    mutating func add(_ delta: Double, x: Int, y: Int) -> Bool {
        if delta == 0 {
            zeroes &+= 1
            return zeroes <= 2
        }
        let lower = delta < lowest, higher = delta > highest
        lowest = lower ? delta : lowest
        minX = lower ? x : minX
        minY = lower ? y : minY
        highest = higher ? delta : highest
        maxX = higher ? x : maxX
        maxY = higher ? y : maxY
        return true
    }
}
