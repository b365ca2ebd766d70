import OTPGeometry
import OTPSpec

extension FieldPainter {
    /// The block's box (``FieldLayout/block``), with the card's corners; square without a card.
    var blockShape: RoundedRect {
        RoundedRect(rect: layout.block, radius: spec.card?.cornerRadius ?? 0, smoothing: spec.card?.cornerSmoothing ?? 0)
    }

    /// The block's outer shadows, the card's fill and the block's inset shadows, as a browser
    /// paints a box: under everything else, and still (a shake moves what the card holds).
    mutating func drawCard() {
        guard spec.hasBlockBox else { return }
        let shape = blockShape
        drawShadows(spec.shadow, of: shape, inset: false)
        if spec.card != nil, !spec.colors.card.isInvisible {
            fillShape(spec.colors.card.paint(over: layout.block)) { $0.addRoundedRect(shape) }
        }
        drawShadows(spec.shadow, of: shape, inset: true)
    }
}
