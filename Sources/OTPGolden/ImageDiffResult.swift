import OTPRaster

/// What a comparison found: the verdict, the counts, the largest difference and where the
/// differing pixels are.
public struct ImageDiffResult: Hashable, Sendable, CustomStringConvertible {
    /// The outcome of a comparison.
    public enum Verdict: Hashable, Sendable {
        /// Every byte of the two images is the same.
        case identical
        /// Some pixels differ, but no more than the limits allow (for the perceptual method,
        /// possibly none: bytes differ yet no pixel is past the threshold).
        case withinTolerance
        /// More pixels differ than the limits allow.
        case different
        /// The images are not the same size; nothing was compared.
        case sizeMismatch
    }

    /// Whether the images matched, differed or were not the same size.
    public internal(set) var verdict: Verdict
    /// The method the images were compared with.
    public internal(set) var method: DiffMethod
    /// The size of the expected image (at the origin).
    public internal(set) var expectedBounds: PixelRect
    /// The size of the actual image (at the origin).
    public internal(set) var actualBounds: PixelRect
    /// The pixels compared: width × height, or 0 on a size mismatch.
    public internal(set) var pixelCount: Int
    /// The pixels that differ under the method (for the perceptual method, not counting
    /// anti-aliased pixels unless `includeAA`).
    public internal(set) var differentPixelCount: Int
    /// Perceptual method only: pixels past the threshold that were taken for anti-aliasing
    /// and not counted. 0 otherwise.
    public internal(set) var antialiasedPixelCount: Int
    /// The pixels left out of the comparison (``IgnoredPixels``), never counted as different.
    public internal(set) var ignoredPixelCount: Int
    /// The most pixels the limits allowed to differ.
    public internal(set) var allowedDifferentPixels: Int
    /// The largest difference of any pixel, counted or not. For `exact` and `perChannel`, in
    /// levels of a premultiplied channel (0...255); for `perceptual`, the YIQ distance on the
    /// scale of the threshold, `sqrt(|δ| / 35215)` (0...1), so a pixel past the threshold
    /// has a delta above it.
    public internal(set) var largestDelta: Double
    /// The smallest rectangle holding every counted differing pixel; `nil` when none.
    public internal(set) var changedBounds: PixelRect?

    /// Whether the comparison passes: identical, or within tolerance.
    public var passed: Bool { verdict == .identical || verdict == .withinTolerance }

    /// The fraction of the pixels that differ (0 when nothing was compared).
    public var differentRatio: Double {
        pixelCount == 0 ? 0 : Double(differentPixelCount) / Double(pixelCount)
    }

    /// One line for a test failure or a log.
    public var description: String {
        switch verdict {
        case .sizeMismatch:
            return "size mismatch: expected \(expectedBounds.width)x\(expectedBounds.height), "
                + "actual \(actualBounds.width)x\(actualBounds.height)"
        case .identical:
            return "identical (\(pixelCount) pixels)"
        case .withinTolerance, .different:
            var text = verdict == .different ? "different: " : "within tolerance: "
            text += "\(differentPixelCount) of \(pixelCount) pixels differ (\(Self.percent(differentRatio))), "
            text += "\(allowedDifferentPixels) allowed; largest delta \(Self.short(largestDelta))"
            if antialiasedPixelCount > 0 { text += "; \(antialiasedPixelCount) anti-aliased pixels ignored" }
            if ignoredPixelCount > 0 { text += "; \(ignoredPixelCount) pixels left out" }
            if let box = changedBounds {
                text += "; changed region x \(box.x)..<\(box.maxX), y \(box.y)..<\(box.maxY)"
            }
            return text
        }
    }

    private static func percent(_ ratio: Double) -> String {
        short(ratio * 100) + "%"
    }

    /// A number with at most 4 decimals and no trailing zeros, without Foundation.
    private static func short(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "\(value)" }
        let whole = Int(scaled) / 10_000, fraction = abs(Int(scaled) % 10_000)
        guard fraction != 0 else { return "\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
