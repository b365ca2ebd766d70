import OTPGeometry

/// A CSS box-shadow cast by a rounded shape, all in one space (user space or device
/// pixels): the shape, the offset, the blur radius, the spread, and whether it is inset.
/// Its colour is the caller's.
///
/// As CSS Backgrounds 3 defines it, the shadow is cast from ``caster``: the shape grown by
/// the spread (an inset shadow's shrunk by it), then moved by the offset. Corner radii grow
/// and shrink with the spread, never below 0, except that a radius smaller than a growing
/// distance g grows by g·(1 + (r/g - 1)³) instead of g, so that a sharp corner stays sharp
/// and a small radius grows smoothly into a large one.
public struct BoxShadow: Hashable, Sendable {
    public var shape: RoundedRect
    public var x, y, blur, spread: Double
    public var inset: Bool

    public init(shape: RoundedRect, x: Double = 0, y: Double = 0, blur: Double = 0, spread: Double = 0, inset: Bool = false) {
        (self.shape, self.x, self.y, self.blur, self.spread, self.inset) = (shape, x, y, blur, spread, inset)
    }

    /// The standard deviation of the blur: half its radius.
    public var sigma: Double { blur / 2 }

    /// The shape the shadow is cast from; `nil` when the spread has shrunk it away.
    public var caster: RoundedRect? {
        let growth = inset ? -spread : spread
        let rect = shape.rect
        guard rect.width + 2 * growth > 0, rect.height + 2 * growth > 0,
              let grown = Rect(x: rect.minX - growth + x, y: rect.minY - growth + y,
                               width: rect.width + 2 * growth, height: rect.height + 2 * growth) else { return nil }
        let r = shape.radii
        let radii = CornerRadii(topLeft: Self.radius(r.topLeft, growing: growth),
                                topRight: Self.radius(r.topRight, growing: growth),
                                bottomRight: Self.radius(r.bottomRight, growing: growth),
                                bottomLeft: Self.radius(r.bottomLeft, growing: growth))
        return RoundedRect(rect: grown, radii: radii, smoothing: shape.smoothing, isTurned: shape.isTurned)
    }

    /// A corner radius `r` after the shape grows by `growth` (shrinks when negative).
    public static func radius(_ r: Double, growing growth: Double) -> Double {
        guard growth > 0, r < growth else { return max(0, r + growth) }
        let ratio = r / growth - 1
        return r + growth * (1 + ratio * ratio * ratio)
    }

    /// This shadow in the device pixels of `transform` (which must scale both axes alike and
    /// not turn), its shape moved by whole pixels to start in the pixel at the origin, and
    /// how many whole pixels it was moved: the same shadow of every cell alike is then the
    /// same value, whose coverage is made once. `nil` for another transform or a shape
    /// beyond 2³⁰ pixels.
    public func inDevicePixels(_ transform: Transform) -> (shadow: BoxShadow, dx: Int, dy: Int)? {
        let t = transform, s = t.a
        guard t.b == 0, t.c == 0, t.d == s, s > 0,
              let device = Rect(x: shape.rect.minX * s + t.tx, y: shape.rect.minY * s + t.ty,
                                width: shape.rect.width * s, height: shape.rect.height * s) else { return nil }
        let origin = (x: device.minX.rounded(.down), y: device.minY.rounded(.down))
        guard abs(origin.x) < 0x1p30, abs(origin.y) < 0x1p30,
              let moved = device.offsetBy(Vector(dx: -origin.x, dy: -origin.y)) else { return nil }
        let movedShape = RoundedRect(rect: moved, radii: shape.radii.scaled(by: s), smoothing: shape.smoothing,
                                     isTurned: shape.isTurned)
        let shadow = BoxShadow(shape: movedShape, x: x * s, y: y * s, blur: blur * s, spread: spread * s, inset: inset)
        return (shadow, Int(origin.x), Int(origin.y))
    }
}
