import OTPGeometry
import OTPSpec

/// The shape a box-shadow is cast from, as CSS Backgrounds 3 defines it: the shape grown by
/// the spread (an inset shadow's shrunk by it), then moved by the offset.
///
/// Corner radii grow and shrink with the spread, never below 0, except that a radius
/// smaller than a growing distance g grows by g·(1 + (r/g - 1)³) instead of g, so that a
/// sharp corner stays sharp and a small radius grows smoothly into a large one.
enum ShadowGeometry {
    /// The caster of `shadow` on `shape`, in the same units; `nil` when it has shrunk away.
    static func caster(of shape: RoundedRect, shadow: Shadow) -> RoundedRect? {
        let growth = shadow.inset ? -shadow.spread : shadow.spread
        let rect = shape.rect
        guard rect.width + 2 * growth > 0, rect.height + 2 * growth > 0,
              let grown = Rect(x: rect.minX - growth + shadow.x, y: rect.minY - growth + shadow.y,
                               width: rect.width + 2 * growth, height: rect.height + 2 * growth) else { return nil }
        let r = shape.radii
        let radii = CornerRadii(topLeft: radius(r.topLeft, growing: growth), topRight: radius(r.topRight, growing: growth),
                                bottomRight: radius(r.bottomRight, growing: growth),
                                bottomLeft: radius(r.bottomLeft, growing: growth))
        return RoundedRect(rect: grown, radii: radii, smoothing: shape.smoothing, isTurned: shape.isTurned)
    }

    /// A corner radius `r` after the shape grows by `growth` (shrinks when negative).
    static func radius(_ r: Double, growing growth: Double) -> Double {
        guard growth > 0, r < growth else { return max(0, r + growth) }
        let ratio = r / growth - 1
        return r + growth * (1 + ratio * ratio * ratio)
    }
}
