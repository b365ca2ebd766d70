import OTPFields
import OTPGeometry
import OTPSpec

/// A shape's first outer shadow (the last cell's, or the block's card's), annotated on its
/// right (placed after the cells' and the block's own lengths, tier 3) as one dimension: how
/// far the shadow reaches past the shape's bottom edge (its top edge when cast upwards),
/// labelled with the parts that add up to it: "shadow y 1 + blur 3", "shadow y 6 + spread 2
/// + blur 12, x 6".
///
/// One dimension, not one per part: a shadow's parts are a few points each and side by
/// side, where separate dimensions' labels and leaders cannot all be placed.
package struct ShadowFeatures {
    /// `.shadow` for a cell's, `.blockShadow` for the card's.
    package let kind: Dimension.Kind
    /// The box of the shape casting it.
    package let box: Rect
    /// The shadow annotated: the shape's first outer shadow, if any.
    package let shadow: Shadow?
    /// Space between a feature and its extension line.
    package let gap: Double

    /// The first outer shadow of `shadows`, cast by `box`.
    package init(_ kind: Dimension.Kind, shadows: [Shadow], box: Rect, gap: Double) {
        self.kind = kind
        self.box = box
        shadow = shadows.first { !$0.inset }
        self.gap = gap
    }

    package var right: [DimensionRequest] {
        guard let shadow else { return [] }
        let reachBelow = shadow.y + shadow.spread + shadow.blur, reachAbove = -shadow.y + shadow.spread + shadow.blur
        let anchors = [box.maxX + gap, box.maxX + gap]
        let label = Self.label(of: shadow, kind: kind, upwards: reachBelow <= 0)
        if reachBelow > 0 {
            return [DimensionRequest(kind: kind, side: .right, from: box.maxY, to: box.maxY + reachBelow, anchors: anchors,
                                     tier: 3, label: label)]
        }
        guard reachAbove > 0 else { return [] }
        return [DimensionRequest(kind: kind, side: .right, from: box.minY - reachAbove, to: box.minY, anchors: anchors,
                                 tier: 3, label: label)]
    }

    /// The parts of the reach (the offset along y as a length, the spread, the blur), then
    /// the offset along x; zero parts left out.
    package static func label(of shadow: Shadow, kind: Dimension.Kind = .shadow, upwards: Bool) -> String {
        let parts = [("y", upwards ? -shadow.y : shadow.y), ("spread", shadow.spread), ("blur", shadow.blur)]
            .filter { $0.1 != 0 }
            .map { "\($0.0) \(PointFormat.string($0.1))" }
        var label = kind.title + " " + parts.joined(separator: " + ")
        if shadow.x != 0 { label += ", x \(PointFormat.string(shadow.x))" }
        return label
    }
}
