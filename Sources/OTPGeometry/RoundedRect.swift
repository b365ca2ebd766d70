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
    /// Whether the shape is turned 45° clockwise about the rectangle's centre: a square
    /// becomes a diamond, its top-left corner the top. Insets apply to the rectangle; moving
    /// the rectangle moves the turned shape by as much (it turns about its own centre).
    public let isTurned: Bool

    /// A rounded rectangle; radii too large for `rect` are scaled down proportionally;
    /// `smoothing` is clamped to 0…1.
    public init(rect: Rect, radii: CornerRadii, smoothing: Double = 0, isTurned: Bool = false) {
        self.rect = rect
        self.isTurned = isTurned
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
    public init(rect: Rect, radius: Double, smoothing: Double = 0, isTurned: Bool = false) {
        self.init(rect: rect, radii: CornerRadii(radius), smoothing: smoothing, isTurned: isTurned)
    }

    /// The square turned 45° whose corners touch the middle of each side of the largest
    /// square centred in `box`: its diagonals are the square's sides.
    public static func diamond(in box: Rect, radius: Double, smoothing: Double = 0) -> RoundedRect {
        let square = box.centeredSquare(side: min(box.width, box.height) * halfSquareRootOfTwo)
        return RoundedRect(rect: square, radius: radius, smoothing: smoothing, isTurned: true)
    }

    /// cos 45° = sin 45° = √2 / 2 (a square root, correctly rounded on every machine).
    static let halfSquareRootOfTwo = 0.5.squareRoot()


    /// Hashes the rectangle, radii and smoothing; ``isTurned`` is left out (a table rarely
    /// holds a shape both turned and not, and `==` still tells them apart), so that the
    /// caches keyed by shapes hash no more than they did before shapes could turn.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect)
        hasher.combine(radii)
        hasher.combine(smoothing)
    }

    /// The rounded rectangle `d` inside this one: the rectangle inset by `d` on each side,
    /// each radius reduced by `d` (never below 0). This is the inner edge of a border of
    /// width `d` whose outer edge is `self`.
    public func inset(by d: Double) -> RoundedRect {
        RoundedRect(rect: rect.insetBy(d), radii: radii.inset(by: d), smoothing: smoothing, isTurned: isTurned)
    }
}
