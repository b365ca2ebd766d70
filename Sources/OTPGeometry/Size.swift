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

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)!

    /// Whether the size encloses no area.
    @inlinable
    public var isEmpty: Bool { width == 0 || height == 0 }

    public var description: String { "\(width)×\(height)" }
}
