@_spi(RawPixels) import OTPRaster

/// A diff method as the one pixel loop of the diffs sees it
/// (``ImageDiff/comparePixels(with:width:height:bands:drawing:)``): the two images, and how
/// a pixel whose value changed compares. The loop is generic over it, so it is compiled
/// apart for each method, as if written out for it.
protocol PixelComparison {
    /// The expected image, in the pixel format the method reads.
    var expected: UnsafePixels { get }
    /// The actual image, with as many pixels as ``expected``.
    var actual: UnsafePixels { get }

    /// Compares pixel `i`, at (`x`, `y`), whose value differs between the images: its
    /// delta, in the method's own unit (the tally keeps the largest), and its class.
    func compare(pixel i: Int, x: Int, y: Int) -> (delta: Double, verdict: PixelVerdict)
}

/// The class of a changed pixel.
enum PixelVerdict {
    /// Within the tolerance: drawn as unchanged, not counted.
    case matching
    /// Past the tolerance but an anti-aliased edge: drawn in the anti-aliasing colour and
    /// counted apart.
    case antialiased
    /// Different, and counted. `darker` tells whether the actual pixel is darker, or is `nil`
    /// when the method does not know: the diff image then works it out, if it draws darker
    /// pixels apart.
    case different(darker: Bool?)
}
