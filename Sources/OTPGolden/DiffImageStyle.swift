import OTPRaster

/// How the diff image is drawn (pixelmatch's options `alpha`, `aaColor`, `diffColor`,
/// `diffColorAlt` and `diffMask`, with its defaults).
///
/// ```
/// unchanged pixel        the expected image in grey, faded towards white by `alpha`
///                        (transparent with `diffMask`)
/// anti-aliased pixel     aaColor        (transparent with `diffMask`)
/// differing pixel        diffColor, or diffColorAlt where the actual image is darker
/// ```
///
/// Colours are drawn opaque; their own alpha is ignored, as pixelmatch takes RGB triples.
public struct DiffImageStyle: Hashable, Sendable {
    /// How much of the expected image shows in unchanged pixels, 0 (white) to 1 (its full
    /// brightness, in grey). Default 0.1.
    public let alpha: Double
    /// The colour of anti-aliased pixels. Default yellow (255, 255, 0).
    public var aaColor: Color
    /// The colour of differing pixels. Default red (255, 0, 0).
    public var diffColor: Color
    /// The colour of differing pixels where the actual image is darker than the expected one,
    /// to tell what was added from what was removed; `nil` draws them in `diffColor` too.
    /// Default `nil`.
    public var diffColorAlt: Color?
    /// Whether to draw only the differing pixels over a transparent image (a mask).
    /// Default `false`.
    public var diffMask: Bool
    /// The colour of the hatching over pixels left out of the comparison (``IgnoredPixels``),
    /// every other diagonal band of 4 pixels. Default blue (0x4C, 0x8B, 0xF5).
    public var ignoredColor = Color(red: 0x4C, green: 0x8B, blue: 0xF5)

    /// pixelmatch's defaults.
    public static let pixelmatchDefault = DiffImageStyle(
        checkedAlpha: 0.1, aaColor: Color(red: 255, green: 255, blue: 0),
        diffColor: Color(red: 255, green: 0, blue: 0), diffColorAlt: nil, diffMask: false)

    /// A style with an alpha in 0...1.
    ///
    /// - Throws: ``ImageDiffError/alphaOutOfRange(_:)`` for an alpha outside 0...1 or NaN.
    public init(alpha: Double = 0.1, aaColor: Color = Color(red: 255, green: 255, blue: 0),
                diffColor: Color = Color(red: 255, green: 0, blue: 0), diffColorAlt: Color? = nil,
                diffMask: Bool = false) throws(ImageDiffError) {
        guard (0...1).contains(alpha) else { throw .alphaOutOfRange(alpha) }
        self.init(checkedAlpha: alpha, aaColor: aaColor, diffColor: diffColor,
                  diffColorAlt: diffColorAlt, diffMask: diffMask)
    }

    private init(checkedAlpha: Double, aaColor: Color, diffColor: Color, diffColorAlt: Color?, diffMask: Bool) {
        alpha = checkedAlpha
        (self.aaColor, self.diffColor, self.diffColorAlt, self.diffMask) = (aaColor, diffColor, diffColorAlt, diffMask)
    }
}
