import OTPFields
import OTPGeometry
import OTPSpec

/// The lengths of the last cell's first outer shadow to annotate, placed after the cells'
/// and the block's own (tier 3), from the edges the shadow is cast past:
///
/// - right: its offset down (`shadow y`), then its blur past the moved and spread edge;
/// - bottom: its offset to the right past the right edge (to the left past the left edge,
///   `shadow x`) and its spread.
///
/// Zero lengths are left out; a negative offset is measured as its length.
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
        let edge = cell.maxY + max(0, shadow.spread), moved = edge + shadow.y
        let anchors = [cell.maxX + gap, cell.maxX + gap]
        return [DimensionRequest(kind: .shadowY, side: .right, from: min(edge, moved), to: max(edge, moved), anchors: anchors,
                                 tier: 3),
                DimensionRequest(kind: .shadowBlur, side: .right, from: max(edge, moved), to: max(edge, moved) + shadow.blur,
                                 anchors: anchors, tier: 3)]
    }

    var bottom: [DimensionRequest] {
        guard let shadow else { return [] }
        let anchors = [cell.maxY + gap, cell.maxY + gap]
        // Past the edge the shadow is moved towards: the right one, or the left when negative.
        let edge = shadow.x < 0 ? cell.minX : cell.maxX
        return [DimensionRequest(kind: .shadowX, side: .bottom, from: min(edge, edge + shadow.x),
                                 to: max(edge, edge + shadow.x), anchors: anchors, tier: 3),
                DimensionRequest(kind: .shadowSpread, side: .bottom, from: cell.maxX, to: cell.maxX + max(0, shadow.spread),
                                 anchors: anchors, tier: 3)]
    }
}
