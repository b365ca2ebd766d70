/// A card behind the verification block: the box of its title, cells, message and button
/// grown by ``padding``, with rounded corners, filled with `colors.card` and casting the
/// spec's `shadow`. The image's own `padding` lies around it.
public struct CardSpec: Hashable, Sendable {
    /// Space between the card's edge and what it holds, in points. Default 24.
    public var padding = 24.0
    /// Default 16.
    public var cornerRadius = 16.0
    /// Figma's corner smoothing, 0…1, as ``CellSpec/cornerSmoothing``. Default 0.
    public var cornerSmoothing = 0.0

    /// A card of these; by default as a spec's `card` without them.
    public init(padding: Double = 24, cornerRadius: Double = 16, cornerSmoothing: Double = 0) {
        (self.padding, self.cornerRadius, self.cornerSmoothing) = (padding, cornerRadius, cornerSmoothing)
    }
}

extension FieldSpec {
    /// The distance from the image's edge to the block's contents: the padding, and the
    /// card's own when there is a card.
    package var contentInset: Double { padding + (card?.padding ?? 0) }

    /// Whether the block draws a box of its own: a card, or shadows cast by the box of its
    /// contents.
    package var hasBlockBox: Bool { card != nil || !shadow.isEmpty }
}
