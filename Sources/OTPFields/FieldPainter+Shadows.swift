import OTPGeometry
import OTPRaster
import OTPSpec

/// Box-shadows, as CSS draws them: outer ones under a shape's fill, inset ones over it and
/// under its border; in a list, the first on top.
extension FieldPainter {
    /// The outer (or, with `inset`, the inset) shadows of `shadows` cast by `shape`.
    mutating func drawShadows(_ shadows: [Shadow], of shape: RoundedRect, inset: Bool) {
        for shadow in shadows.reversed() where shadow.inset == inset {
            guard let mask = cache.shadow(shadow, of: shape, on: canvas) else { continue }
            canvas.fill(mask, with: .solid(shadow.color ?? spec.colors.text))
        }
    }

    /// The shadows of cell `index`: the focused cell's own when it has them.
    func shadows(ofCell index: Int) -> [Shadow] {
        spec.cell.shadows(focused: index == content.focusIndex)
    }
}
