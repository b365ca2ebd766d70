import OTPRaster

/// What a comparison loop counts: differing and anti-aliased pixels, the largest delta and
/// the bounding box of the differing pixels.
struct DiffTally {
    var differentPixels = 0
    var antialiasedPixels = 0
    /// The largest delta seen, in the loop's own unit (channel levels, or squared YIQ distance).
    var largestDelta: Double = 0
    private var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    /// Counts pixel (x, y) as different and grows the box around it.
    @inline(__always)
    mutating func countDifferent(x: Int, y: Int) {
        differentPixels &+= 1
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    @inline(__always)
    mutating func noteDelta(_ delta: Double) {
        if delta > largestDelta { largestDelta = delta }
    }

    /// Adds the counts of another part of the image and takes in its box and largest delta.
    mutating func merge(_ other: DiffTally) {
        differentPixels += other.differentPixels
        antialiasedPixels += other.antialiasedPixels
        largestDelta = max(largestDelta, other.largestDelta)
        (minX, minY) = (min(minX, other.minX), min(minY, other.minY))
        (maxX, maxY) = (max(maxX, other.maxX), max(maxY, other.maxY))
    }

    /// The box around the differing pixels, or `nil` when none differ.
    var changedBounds: PixelRect? {
        differentPixels == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
