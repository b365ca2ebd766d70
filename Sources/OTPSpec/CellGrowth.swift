/// How cells grow when the spec's `textScale` enlarges their text.
public enum CellGrowth: String, Hashable, Sendable, CaseIterable {
    /// Cells keep their size; a larger text may not fit.
    case none
    /// Cells grow taller by the text scale (above 1), as iOS and Android grow a field's height.
    case height
    /// Cells grow taller and wider by the text scale (above 1).
    case both
}
