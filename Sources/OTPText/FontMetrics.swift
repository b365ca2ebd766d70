/// A face's vertical metrics, in font units (y up, baseline at 0).
///
/// ```
///   ascender ─────────────  top of the tallest letters and accents
///   capHeight ───────────   top of flat capitals (H) and digits
///   xHeight ─────────       top of x
///   baseline ══════════════ 0
///   descender ────────────  bottom of p, g (negative)
/// ```
public struct FontMetrics: Hashable, Sendable {
    /// Font units per em: the scale of every other value.
    public let unitsPerEm: Double
    /// Distance from the baseline up to the top of the line (positive).
    public let ascender: Double
    /// Distance from the baseline down to the bottom of the line (negative).
    public let descender: Double
    /// Extra space between lines.
    public let lineGap: Double
    /// Height of flat capital letters, from OS/2 `sCapHeight` or else the ink top of "H".
    public let capHeight: Double
    /// Height of lower-case x, from OS/2 `sxHeight` or else the ink top of "x".
    public let xHeight: Double

    /// `value` in font units as points at `size` points per em.
    public func scaled(_ value: Double, to size: Double) -> Double { value * size / unitsPerEm }
}

extension FontMetrics {
    /// The metrics of a deferred face that could not open (it has no glyphs, so nothing is
    /// drawn with them): a thousand units per em and no height, so nothing divides by zero.
    static let unavailable = FontMetrics(unitsPerEm: 1000, ascender: 0, descender: 0, lineGap: 0, capHeight: 0, xHeight: 0)
}
