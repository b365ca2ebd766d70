/// The text caret.
public struct CaretSpec: Hashable, Sendable {
    /// Whether the caret is drawn (when focused and not full). Default true.
    public var visible = true
    /// Bar, underscore or block. Default `.bar`.
    public var shape = CaretShape.bar
    /// Thickness in points. Default 2.
    public var width = 2.0
    /// A bar's distance from the cell's top and bottom, in points. Default 14.
    public var inset = 14.0
    /// Seconds into the blink cycle (seed 000's curve). Default 0: fully visible.
    public var time = 0.0
    /// Which cell the caret sits in. Default `.nextCell`.
    public var placement = CaretPlacement.nextCell
    /// The defaults, as a spec that leaves these keys out has them.
    public init() {}
}

/// The caret's shape.
public enum CaretShape: String, Hashable, Sendable, CaseIterable {
    /// A vertical bar, `inset` from the cell's top and bottom.
    case bar
    /// A line under the cell's text.
    case underscore
    /// A filled block.
    case block
}

/// Where the caret goes.
public enum CaretPlacement: String, Hashable, Sendable, CaseIterable {
    /// Centred in the first empty cell.
    case nextCell
    /// Right of the last entered character (centred in cell 0 when empty), as seed 000.
    case afterLast
}
