import OTPPaint

/// A ring drawn outside the focused cell at a gap, besides its focus border (shadcn's
/// `ring-2 ring-offset-2`): the cell's shape grown by `offset` is the ring's inner edge,
/// grown by `offset + width` its outer edge, radii growing as a box-shadow's spread does.
public struct FocusRing: Hashable, Sendable {
    /// The ring's width, in points. Default 2.
    public var width = 2.0
    /// The gap between the cell and the ring, in points. Default 2.
    public var offset = 2.0
    /// The ring's colour; `nil` for the focus colour of the state. Default nil.
    public var color: Color? = nil

    /// A ring of these; by default 2 pt wide, 2 pt out, in the state's focus colour.
    public init(width: Double = 2, offset: Double = 2, color: Color? = nil) {
        (self.width, self.offset, self.color) = (width, offset, color)
    }
}
