import OTPGeometry
import OTPRaster
import OTPSpec

/// Box-shadows, as CSS draws them: outer ones under a shape's fill, inset ones over it and
/// under its border; in a list, the first on top. And the focus ring, which is drawn as a
/// spread shadow is shaped.
extension FieldPainter {
    /// The outer (or, with `inset`, the inset) shadows of `shadows` cast by `shape`.
    mutating func drawShadows(_ shadows: [Shadow], of shape: RoundedRect, inset: Bool) {
        for shadow in shadows.reversed() where shadow.inset == inset {
            let cast = shadow.cast(by: shape), color = shadow.color ?? spec.colors.text.leadingColor
            if canvas.isRecording {
                canvas.fill(cast, color: color)
            } else if let mask = cache.shadow(cast, on: canvas) {
                canvas.fill(mask, with: .solid(color))
            }
        }
    }

    /// The shadows of cell `index`: the focused cell's own (in the error state, its error
    /// ones) when it has them.
    func shadows(ofCell index: Int) -> [Shadow] {
        spec.cell.shadows(focused: index == content.focusIndex, state: spec.state)
    }
}

extension FieldPainter {
    /// The spec's focus ring around `shape`, the focused cell's: between the shape grown by
    /// the ring's offset and grown by its offset and width, in the focus colour of the state
    /// (a gradient spans the ring's outer box, or the field's in the field space).
    mutating func drawFocusRing(around shape: RoundedRect) {
        guard let ring = spec.cell.focusRing, ring.width > 0,
              let inner = BoxShadow(shape: shape, spread: ring.offset).caster,
              let outer = BoxShadow(shape: shape, spread: ring.offset + ring.width).caster else { return }
        let fill = ring.color.map(Fill.color) ?? palette.border(isFocused: true, isHovered: false, isFilled: false)
        fillShape(fill.paint(over: spec.colors.gradientSpace == .field ? layout.field : outer.rect)) {
            $0.addRoundedRect(outer)
            $0.addRoundedRect(inner, clockwise: false)
        }
    }
}
