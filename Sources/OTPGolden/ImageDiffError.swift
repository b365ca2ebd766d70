/// Why an image-diff setting was refused. Each case carries the value that was given and
/// describes the accepted range, so the message can be shown to a person as is.
public enum ImageDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `maxDiffRatio` was above 1, negative or not a number.
    case maxDiffRatioOutOfRange(Double)
    /// `maxDiffPixels` was negative.
    case negativeMaxDiffPixels(Int)
    /// A perceptual `threshold` outside 0...1 or not a number.
    case thresholdOutOfRange(Double)
    /// A diff-image `alpha` outside 0...1 or not a number.
    case alphaOutOfRange(Double)

    public var description: String {
        switch self {
        case .maxDiffRatioOutOfRange(let ratio):
            return "maxDiffRatio \(ratio) is out of range: it is a fraction of the image's pixels, "
                + "from 0 to 1 (0.01 allows 1% of the pixels to differ)"
        case .negativeMaxDiffPixels(let count):
            return "maxDiffPixels \(count) is negative: it is a number of pixels, 0 or more"
        case .thresholdOutOfRange(let threshold):
            return "threshold \(threshold) is out of range: it goes from 0 (any colour change counts) "
                + "to 1 (none does); pixelmatch's default is 0.1"
        case .alphaOutOfRange(let alpha):
            return "alpha \(alpha) is out of range: it goes from 0 (unchanged pixels drawn white) "
                + "to 1 (at their full brightness); pixelmatch's default is 0.1"
        }
    }
}
