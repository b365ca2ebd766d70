/// A width and a height, both finite and non-negative.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent, finite and ≥ 0.
    public let width: Double
    /// The vertical extent, finite and ≥ 0.
    public let height: Double

    /// Creates a size, or `nil` when either extent is negative, NaN or infinite.
    @inlinable
    public init?(width: Double, height: Double) {
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else { return nil }
        self.width = width
        self.height = height
    }

    /// A size from extents that may be out of range, made valid: a negative or NaN extent
    /// becomes 0, an infinite one the largest finite number. For sizes worked out from
    /// validated values, where an invalid extent could only come from rounding.
    @inlinable
    public init(clampingWidth width: Double, height: Double) {
        self.width = Self.clamped(width)
        self.height = Self.clamped(height)
    }

    /// `extent` as a valid extent (see ``init(clampingWidth:height:)``).
    @inlinable
    static func clamped(_ extent: Double) -> Double {
        extent.isNaN ? 0 : min(max(extent, 0), .greatestFiniteMagnitude)
    }

    /// The empty size.
    public static let zero = Size(clampingWidth: 0, height: 0)

    /// Whether the size encloses no area.
    @inlinable
    public var isEmpty: Bool { width == 0 || height == 0 }

    public var description: String { "\(width)×\(height)" }
}
