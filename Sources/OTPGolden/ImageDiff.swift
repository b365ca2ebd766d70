import OTPRaster

/// Compares two images of the same size and, on request, draws where they differ.
///
/// ```swift
/// let diff = ImageDiff(method: .perceptual(try PerceptualOptions(threshold: 0.05)),
///                      limits: try DiffLimits(maxDiffPixels: 20, maxDiffRatio: 0.001))
/// let result = diff.compare(golden, rendered)
/// if !result.passed { print(result) }   // "different: 143 of 131072 pixels differ ..."
/// ```
///
/// Every method first checks the bytes for equality (a `memcmp`); equal images are
/// ``ImageDiffResult/Verdict/identical`` whatever the method. Otherwise:
///
/// - ``DiffMethod/exact`` and ``DiffMethod/perChannel(tolerance:)`` compare premultiplied
///   channels, pixel by pixel;
/// - ``DiffMethod/perceptual(_:)`` is pixelmatch 7.2.0 (YIQ colour distance after
///   Kotsarenko and Ramos 2010, anti-aliased pixels detected after Vysniauskas 2009). It
///   reads straight colour, as pixelmatch does: pixmaps are unpremultiplied first, which
///   gives back a PNG's straight values exactly when they are opaque, transparent black, or
///   of alpha 128 and more. It reproduces pixelmatch's counts and diff images on its own
///   test fixtures.
///
/// The counted differences are then held against the ``DiffLimits``. Images of 64 Ki pixels
/// or more are compared in bands of rows on all cores; the result and the
/// diff image do not depend on it.
public struct ImageDiff: Hashable, Sendable {
    /// How pixels are compared. Default ``DiffMethod/exact``.
    public var method: DiffMethod
    /// How many differing pixels still pass. Default ``DiffLimits/noDifferences``.
    public var limits: DiffLimits

    /// How many bands of rows to compare concurrently; `nil` (the default) picks one per core
    /// for large images (see ``RowBands``). Set by tests.
    package var bands: Int?

    /// A comparison by `method` within `limits`; by default exact, with no pixel allowed to differ.
    public init(method: DiffMethod = .exact, limits: DiffLimits = .noDifferences) {
        (self.method, self.limits) = (method, limits)
    }

    /// The comparison `otp-render compare`'s options ask for: perceptual at `threshold`,
    /// exact when `exact`, else perceptual at pixelmatch's 0.1 when `perceptualByDefault` and
    /// exact otherwise; passing within `maxDiffPixels` and `maxDiffRatio`.
    /// - Throws: ``ImageDiffError`` for values out of range.
    package init(threshold: Double?, exact: Bool, maxDiffPixels: Int?, maxDiffRatio: Double?,
                perceptualByDefault: Bool) throws(ImageDiffError) {
        let limits = try DiffLimits(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
        if let threshold {
            self.init(method: .perceptual(try PerceptualOptions(threshold: threshold)), limits: limits)
        } else {
            self.init(method: exact || !perceptualByDefault ? .exact : .perceptual(.pixelmatchDefault), limits: limits)
        }
    }

    /// Compares `actual` with `expected`, leaving out the `ignored` pixels.
    public func compare(_ expected: Pixmap, _ actual: Pixmap, ignoring ignored: IgnoredPixels = IgnoredPixels()) -> ImageDiffResult {
        run(expected, actual, ignoring: ignored, drawing: nil).result
    }

    /// Compares `actual` with `expected`, leaving out the `ignored` pixels, and draws the diff
    /// image in `style` (the ignored pixels hatched); the image is `nil` only when the sizes differ.
    public func compareWithDiffImage(_ expected: Pixmap, _ actual: Pixmap, ignoring ignored: IgnoredPixels = IgnoredPixels(),
                                     style: DiffImageStyle = .pixelmatchDefault)
        -> (result: ImageDiffResult, diffImage: Pixmap?) {
        run(expected, actual, ignoring: ignored, drawing: style)
    }

    /// The comparison, with the ignored pixels of `actual` taken from `expected` first (so
    /// they match and no other pixel's neighbourhood sees them differ) and counted apart.
    private func run(_ expected: Pixmap, _ actual: Pixmap, ignoring ignored: IgnoredPixels, drawing style: DiffImageStyle?)
        -> (result: ImageDiffResult, diffImage: Pixmap?) {
        guard !ignored.isEmpty, expected.width == actual.width, expected.height == actual.height,
              !Self.haveIdenticalBytes(expected, actual) else { return run(expected, actual, drawing: style) }
        let flags = ignored.flags(width: expected.width, height: expected.height)
        let ignoredCount = flags.reduce(0) { $0 + ($1 ? 1 : 0) }
        var (result, image) = run(expected, Self.replacing(flags, of: actual, from: expected), drawing: style,
                                  comparedPixels: expected.width * expected.height - ignoredCount)
        result.ignoredPixelCount = ignoredCount
        if result.verdict == .identical { result.verdict = .withinTolerance }
        if let style, let drawn = image { image = IgnoredPixels.hatching(flags, over: drawn, color: style.ignoredColor) }
        return (result, image)
    }

    /// `image` with each flagged pixel taken from `source`, of the same size.
    private static func replacing(_ flags: [Bool], of image: Pixmap, from source: Pixmap) -> Pixmap {
        var bytes = image.bytes
        for (index, flagged) in flags.enumerated() where flagged {
            let byte = index * 4
            bytes[byte..<byte + 4] = source.bytes[byte..<byte + 4]
        }
        return Pixmap(validWidth: image.width, height: image.height, premultipliedBytes: bytes)
    }

    /// What comparing two images of `width` by `height` with the same bytes finds, whatever
    /// pixels are ignored (identical bytes are compared whole).
    func identicalResult(width: Int, height: Int) -> ImageDiffResult {
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        return ImageDiffResult(verdict: .identical, method: method, expectedBounds: bounds, actualBounds: bounds,
                               pixelCount: width * height, differentPixelCount: 0, antialiasedPixelCount: 0, ignoredPixelCount: 0,
                               allowedDifferentPixels: limits.allowedDifferentPixels(outOf: width * height),
                               largestDelta: 0, changedBounds: nil)
    }

    private func run(_ expected: Pixmap, _ actual: Pixmap, drawing style: DiffImageStyle?, comparedPixels: Int? = nil)
        -> (result: ImageDiffResult, diffImage: Pixmap?) {
        var result = ImageDiffResult(
            verdict: .sizeMismatch, method: method, expectedBounds: expected.bounds, actualBounds: actual.bounds,
            pixelCount: 0, differentPixelCount: 0, antialiasedPixelCount: 0, ignoredPixelCount: 0, allowedDifferentPixels: 0,
            largestDelta: 0, changedBounds: nil)
        guard expected.width == actual.width, expected.height == actual.height else { return (result, nil) }
        if Self.haveIdenticalBytes(expected, actual) {
            return (identicalResult(width: expected.width, height: expected.height),
                    style.map { Self.identicalDiffImage(of: expected, style: $0) })
        }
        result.pixelCount = expected.width * expected.height
        result.allowedDifferentPixels = limits.allowedDifferentPixels(outOf: comparedPixels ?? result.pixelCount)
        let (tally, image): (DiffTally, Pixmap?)
        switch method {
        case .exact: (tally, image) = Self.channelDiff(expected, actual, tolerance: 0, drawing: style, bands: bands)
        case .perChannel(let tolerance):
            (tally, image) = Self.channelDiff(expected, actual, tolerance: Int(tolerance), drawing: style, bands: bands)
        case .perceptual(let options):
            (tally, image) = Self.perceptualDiff(expected, actual, options: options, drawing: style, bands: bands)
            result.antialiasedPixelCount = tally.antialiasedPixels
        }
        result.differentPixelCount = tally.differentPixels
        result.changedBounds = tally.changedBounds
        result.largestDelta = tally.largestDelta
        result.verdict = tally.differentPixels <= result.allowedDifferentPixels ? .withinTolerance : .different
        return (result, image)
    }
}
