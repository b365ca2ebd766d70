/// A font that gives a line of text as an outline: what a picture needs to label itself
/// without knowing where its glyphs come from. OTPText's `Font` is one; a golden-testing
/// sheet (OTPGolden's `SideBySide`) takes any, so that it needs no font library itself.
///
/// Sizes are in the units the outline is drawn in (pixels, for a sheet drawn unscaled).
public protocol OutlineFont: Sendable {
    /// How far the font reaches above the baseline (positive).
    var ascender: Double { get }
    /// How far the font reaches below the baseline (negative).
    var descender: Double { get }
    /// The advance width of `text` set on one line.
    func width(of text: String) -> Double
    /// Appends the outline of `text` set on one line, its baseline's left end at `origin`, to
    /// `path`; it is filled under the non-zero rule.
    func appendOutline(of text: String, at origin: Point, to path: inout Path)
}
