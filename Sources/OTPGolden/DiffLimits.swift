/// How many differing pixels a comparison tolerates before it calls two images different.
///
/// `maxDiffPixels` is a count, `maxDiffRatio` a fraction of the image's pixels. When both are
/// given the stricter one wins: the images pass only if they satisfy both. When neither is
/// given no pixel may differ (``noDifferences``, the default).
public struct DiffLimits: Hashable, Sendable {
    /// The most pixels that may differ; `nil` for no count limit. Default `nil`.
    public let maxDiffPixels: Int?
    /// The largest fraction of the pixels (0...1) that may differ; `nil` for no ratio limit.
    /// Default `nil`.
    public let maxDiffRatio: Double?

    /// No pixel may differ.
    public static let noDifferences = DiffLimits(checkedPixels: nil, ratio: nil)

    /// Limits from a pixel count, a ratio, or both (the stricter wins).
    ///
    /// - Throws: ``ImageDiffError/negativeMaxDiffPixels(_:)`` for a negative count,
    ///   ``ImageDiffError/maxDiffRatioOutOfRange(_:)`` for a ratio above 1, below 0 or NaN.
    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) throws(ImageDiffError) {
        if let count = maxDiffPixels, count < 0 { throw .negativeMaxDiffPixels(count) }
        if let ratio = maxDiffRatio, !(0...1).contains(ratio) { throw .maxDiffRatioOutOfRange(ratio) }
        self.init(checkedPixels: maxDiffPixels, ratio: maxDiffRatio)
    }

    private init(checkedPixels: Int?, ratio: Double?) {
        (maxDiffPixels, maxDiffRatio) = (checkedPixels, ratio)
    }

    /// The most pixels that may differ in an image of `pixelCount` pixels: the smaller of
    /// `maxDiffPixels` and the largest `n` with `n / pixelCount <= maxDiffRatio`; 0 when
    /// neither limit is set.
    public func allowedDifferentPixels(outOf pixelCount: Int) -> Int {
        guard maxDiffPixels != nil || maxDiffRatio != nil else { return 0 }
        var allowed = maxDiffPixels ?? Int.max
        if let ratio = maxDiffRatio, pixelCount > 0 {
            allowed = min(allowed, Self.largestCount(within: ratio, of: pixelCount))
        }
        return allowed
    }

    /// The largest `n` in 0...total with `Double(n) / Double(total) <= ratio`, the test a
    /// person would write: `ratio * total` alone can land just under a whole number
    /// (0.29 * 100 = 28.999…), so the estimate is corrected by the division itself.
    private static func largestCount(within ratio: Double, of total: Int) -> Int {
        let t = Double(total)
        var n = min(total, max(0, Int((ratio * t).rounded(.down))))
        while n < total && Double(n + 1) / t <= ratio { n += 1 }
        while n > 0 && Double(n) / t > ratio { n -= 1 }
        return n
    }
}
