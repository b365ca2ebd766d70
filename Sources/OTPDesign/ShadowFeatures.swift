import OTPFields
import OTPGeometry
import OTPSpec

/// The last cell's first outer shadow, annotated on the right (placed after the cells' and
/// the block's own lengths, tier 3) as one dimension: how far the shadow reaches past the
/// cell's bottom edge (its top edge when cast upwards), labelled with the parts that add
/// up to it: "shadow y 1 + blur 3", "shadow y 6 + spread 2 + blur 12, x 6".
///
/// One dimension, not one per part: a shadow's parts are a few points each and side by
/// side, where separate dimensions' labels and leaders cannot all be placed.
struct ShadowFeatures {
    let spec: FieldSpec
    let cell: Rect
    /// The shadow annotated: the cell's first outer shadow, if any.
    let shadow: Shadow?
    /// Space between a feature and its extension line.
    let gap: Double

    init(spec: FieldSpec, cell: Rect, focused: Bool, gap: Double) {
        self.spec = spec
        self.cell = cell
        shadow = spec.cell.shadows(focused: focused).first { !$0.inset }
        self.gap = gap
    }

    var right: [DimensionRequest] {
        guard let shadow else { return [] }
        let reachBelow = shadow.y + shadow.spread + shadow.blur, reachAbove = -shadow.y + shadow.spread + shadow.blur
        let anchors = [cell.maxX + gap, cell.maxX + gap]
        let label = Self.label(of: shadow, upwards: reachBelow <= 0)
        if reachBelow > 0 {
            return [DimensionRequest(kind: .shadow, side: .right, from: cell.maxY, to: cell.maxY + reachBelow, anchors: anchors,
                                     tier: 3, label: label)]
        }
        guard reachAbove > 0 else { return [] }
        return [DimensionRequest(kind: .shadow, side: .right, from: cell.minY - reachAbove, to: cell.minY, anchors: anchors,
                                 tier: 3, label: label)]
    }

    /// The parts of the reach (the offset along y as a length, the spread, the blur), then
    /// the offset along x; zero parts left out.
    static func label(of shadow: Shadow, upwards: Bool) -> String {
        let parts = [("y", upwards ? -shadow.y : shadow.y), ("spread", shadow.spread), ("blur", shadow.blur)]
            .filter { $0.1 != 0 }
            .map { "\($0.0) \(PointFormat.string($0.1))" }
        var label = Dimension.Kind.shadow.title + " " + parts.joined(separator: " + ")
        if shadow.x != 0 { label += ", x \(PointFormat.string(shadow.x))" }
        return label
    }
}
