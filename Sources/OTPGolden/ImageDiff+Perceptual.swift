@_spi(RawPixels) import OTPRaster

/// The perceptual path: pixelmatch 7.2.0 on the straight colours of the two images.
///
/// For each pixel whose value changed, the signed YIQ distance Δ (``YIQ``); past
/// `35215 · threshold²` the pixel differs, unless anti-aliasing detection is on and either
/// image shows it as an anti-aliased edge pixel (``AntialiasDetector``), in which case it is
/// counted apart. Δ < 0 (the actual pixel darker) selects `diffColorAlt` in the diff image.
extension ImageDiff {
    static func perceptualDiff(_ expected: Pixmap, _ actual: Pixmap, options: PerceptualOptions,
                               drawing style: DiffImageStyle?, bands: Int?) -> (DiffTally, Pixmap?) {
        let (width, height) = (expected.width, expected.height)
        let e = expected.straightRGBABytes, a = actual.straightRGBABytes
        var (tally, image) = UnsafePixels.reading(e) { ep in
            UnsafePixels.reading(a) { ap in
                let comparison = PerceptualComparison(expected: ep, actual: ap, options: options, width: width, height: height)
                return comparePixels(with: comparison, width: width, height: height, bands: bands,
                                     drawing: style.map { ($0, e, a) })
            }
        }
        // Report the distance on the threshold's scale: counted pixels have it above threshold.
        tally.largestDelta = (tally.largestDelta / YIQ.maximumDelta).squareRoot()
        return (tally, image)
    }
}

/// pixelmatch's comparison of two straight images: the colour distance is computed only for
/// changed pixels, and the (costlier) anti-aliasing test only for those past the threshold.
/// The delta is |Δ|.
struct PerceptualComparison: PixelComparison {
    let expected: UnsafePixels
    let actual: UnsafePixels
    private let maxDelta: Double
    private let detectsAA: Bool
    private let detector: AntialiasDetector

    init(expected: UnsafePixels, actual: UnsafePixels, options: PerceptualOptions, width: Int, height: Int) {
        (self.expected, self.actual) = (expected, actual)
        (maxDelta, detectsAA) = (options.maxDelta, !options.includeAA)
        detector = AntialiasDetector(width: width, height: height)
    }

    @inline(__always)
    func compare(pixel i: Int, x: Int, y: Int) -> (delta: Double, verdict: PixelVerdict) {
        let delta = YIQ.delta(expected, actual, at: i)
        let magnitude = abs(delta)
        if magnitude <= maxDelta { return (magnitude, .matching) }
        if detectsAA && (detector.isAntialiased(expected, other: actual, x: x, y: y)
            || detector.isAntialiased(actual, other: expected, x: x, y: y)) {
            return (magnitude, .antialiased)
        }
        return (magnitude, .different(darker: delta < 0))
    }
}
