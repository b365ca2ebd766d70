/// Where the pixel loop of the diffs reports each pixel's class: a diff image being drawn
/// (``DiffImageWriter``) or nothing (``NoDiffImage``). The loop is generic over it, so it is
/// compiled apart for each and the no-image loop carries no drawing code at all.
protocol DiffPixelSink {
    /// Pixel `i` (index in the image, not byte offset) matches.
    mutating func unchanged(at i: Int)
    /// Pixel `i` is past the threshold but anti-aliasing, not counted.
    mutating func antialiased(at i: Int)
    /// Pixel `i` differs; `darker` when the actual image is darker there.
    mutating func different(at i: Int, darker: Bool)
    /// Whether the actual image is darker than the expected one at pixel `i` (computed only
    /// when the drawing needs it: always `false` when nothing is drawn or no
    /// `diffColorAlt` is set).
    func actualIsDarker(at i: Int) -> Bool
}

/// The sink of a comparison that draws no image.
struct NoDiffImage: DiffPixelSink {
    @inline(__always) func unchanged(at i: Int) {}
    @inline(__always) func antialiased(at i: Int) {}
    @inline(__always) func different(at i: Int, darker: Bool) {}
    @inline(__always) func actualIsDarker(at i: Int) -> Bool { false }
}
