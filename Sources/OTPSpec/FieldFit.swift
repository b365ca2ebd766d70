/// What happens when the cells at their size do not fit in the spec's `width`.
public enum FieldFit: String, Hashable, Sendable, CaseIterable {
    /// Cells share `width` exactly: each is as wide as its share.
    case none
    /// `width` is the room there is: the cells keep their size when they fit, else the
    /// spacing shrinks, then the cells down to `cell.minWidth`; what still does not fit is
    /// reported.
    case shrink
}
