/// The radius of each corner of a rounded rectangle, all finite and ≥ 0.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    /// Per-corner radii; negative or non-finite values become 0.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        func clean(_ r: Double) -> Double { r.isFinite && r > 0 ? r : 0 }
        self.topLeft = clean(topLeft)
        self.topRight = clean(topRight)
        self.bottomRight = clean(bottomRight)
        self.bottomLeft = clean(bottomLeft)
    }

    /// The same radius at every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(0)

    /// Every radius reduced by `d`, never below 0.
    public func inset(by d: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft - d, topRight: topRight - d,
                    bottomRight: bottomRight - d, bottomLeft: bottomLeft - d)
    }

    /// Every radius multiplied by `f`.
    public func scaled(by f: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * f, topRight: topRight * f,
                    bottomRight: bottomRight * f, bottomLeft: bottomLeft * f)
    }
}
