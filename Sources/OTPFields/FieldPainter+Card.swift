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
        element(.card) { painter in
            let shape = painter.blockShape
            painter.drawShadows(painter.spec.shadow, of: shape, inset: false)
            if painter.spec.card != nil, !painter.spec.colors.card.isInvisible {
                painter.fillShape(painter.spec.colors.card.paint(over: painter.layout.block)) { $0.addRoundedRect(shape) }
            }
            painter.drawShadows(painter.spec.shadow, of: shape, inset: true)
        }
    }
}
