/// Which points a path encloses.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the contours wind around the point a non-zero number of times.
    case nonZero
    /// Inside where a ray from the point crosses the contours an odd number of times.
    case evenOdd
}

/// What a shape is filled with: a solid colour.
public struct Paint: Hashable, Sendable {
    /// The colour, straight sRGB; premultiplied when composited.
    public var color: Color

    /// A solid paint.
    public init(color: Color) { self.color = color }

    /// A solid paint (reads well at call sites: `with: .solid(.black)`).
    public static func solid(_ color: Color) -> Paint { Paint(color: color) }
}
