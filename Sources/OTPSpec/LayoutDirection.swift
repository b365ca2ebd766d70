/// Layout direction of the field and its button.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// The first cell on the left (`ltr`).
    case leftToRight = "ltr"
    /// The first cell on the right (`rtl`).
    case rightToLeft = "rtl"
}
