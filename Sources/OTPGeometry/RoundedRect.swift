/// A rectangle with circular corners of per-corner radii.
///
/// Radii that do not fit are scaled down together, as CSS does, so that adjacent radii
/// never add up to more than the side between them.
/// ```
///   ╭──────────╮   each corner is a quarter circle of its radius,
///   │          │   tangent to both sides it joins
///   ╰──────────╯
/// ```
public struct RoundedRect: Hashable, Sendable {
    /// The outer rectangle.
    public let rect: Rect
    /// The corner radii after fitting.
    public let radii: CornerRadii
    /// Figma's corner smoothing, 0…1: 0 for circular corners (the default), 0.6 for the iOS
    /// look (``PathBuilder/addRoundedRect(_:clockwise:)``).
    public let smoothing: Double

    /// A rounded rectangle; radii too large for `rect` are scaled down proportionally;
    /// `smoothing` is clamped to 0…1.
    public init(rect: Rect, radii: CornerRadii, smoothing: Double = 0) {
        self.rect = rect
        self.smoothing = smoothing.isFinite ? min(1, max(0, smoothing)) : 0
        let sums = [
            (radii.topLeft + radii.topRight, rect.width),
            (radii.bottomLeft + radii.bottomRight, rect.width),
            (radii.topLeft + radii.bottomLeft, rect.height),
            (radii.topRight + radii.bottomRight, rect.height),
        ]
        let factor = sums.reduce(1.0) { f, pair in pair.0 > pair.1 ? min(f, pair.1 / pair.0) : f }
        self.radii = factor < 1 ? radii.scaled(by: factor) : radii
    }

    /// A rounded rectangle with the same radius at every corner.
    public init(rect: Rect, radius: Double, smoothing: Double = 0) {
        self.init(rect: rect, radii: CornerRadii(radius), smoothing: smoothing)
    }

    /// The rounded rectangle `d` inside this one: the rectangle inset by `d` on each side,
    /// each radius reduced by `d` (never below 0). This is the inner edge of a border of
    /// width `d` whose outer edge is `self`.
    public func inset(by d: Double) -> RoundedRect {
        RoundedRect(rect: rect.insetBy(d), radii: radii.inset(by: d), smoothing: smoothing)
    }
}
