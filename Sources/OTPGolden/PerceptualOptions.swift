/// The settings of the perceptual comparison, compatible with pixelmatch 7.2.0 (its options
/// `threshold` and `includeAA`; the options that only shape the diff image are in
/// ``DiffImageStyle``).
///
/// A pixel counts as different when its YIQ colour distance (Kotsarenko and Ramos 2010)
/// exceeds `35215 · threshold²`, 35215 being the largest possible distance, and, unless
/// `includeAA`, when neither image shows it as an anti-aliased edge pixel (Vysniauskas 2009).
public struct PerceptualOptions: Hashable, Sendable {
    /// The matching threshold, 0...1: smaller is more sensitive, 0 counts any colour change.
    /// Default 0.1 (pixelmatch's).
    public let threshold: Double
    /// Whether anti-aliased pixels count as differences too (pixelmatch's `includeAA`): `false`
    /// detects them, leaves them out of the count and draws them in ``DiffImageStyle/aaColor``.
    /// Default `false`.
    public var includeAA: Bool

    /// pixelmatch's defaults: threshold 0.1, anti-aliased pixels detected and not counted.
    public static let pixelmatchDefault = PerceptualOptions(checkedThreshold: 0.1, includeAA: false)

    /// Options with a threshold in 0...1.
    ///
    /// - Throws: ``ImageDiffError/thresholdOutOfRange(_:)`` for a threshold outside 0...1 or NaN.
    public init(threshold: Double = 0.1, includeAA: Bool = false) throws(ImageDiffError) {
        guard (0...1).contains(threshold) else { throw .thresholdOutOfRange(threshold) }
        self.init(checkedThreshold: threshold, includeAA: includeAA)
    }

    private init(checkedThreshold: Double, includeAA: Bool) {
        (threshold, self.includeAA) = (checkedThreshold, includeAA)
    }

    /// The squared YIQ distance above which a pixel differs, computed as pixelmatch does
    /// (`35215 * threshold * threshold`, in that order, so the comparison rounds the same).
    var maxDelta: Double { YIQ.maximumDelta * threshold * threshold }
}
