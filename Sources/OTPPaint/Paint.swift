import OTPGeometry

/// Which points a path encloses.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the contours wind around the point a non-zero number of times.
    case nonZero
    /// Inside where a ray from the point crosses the contours an odd number of times.
    case evenOdd
}

/// What a shape is filled with: one colour, or a gradient laid over a box (boxed, so that a
/// paint is small to pass).
public enum Paint: Hashable, Sendable {
    /// One colour, straight sRGB; premultiplied when composited.
    case solid(Color)
    /// `gradient` sized by `box` (user space), as CSS sizes a gradient by an element's box:
    /// the shape shows the part of it that it covers (``GradientShader``).
    indirect case gradient(Gradient, in: Rect)

    /// Whether filling with it changes no pixel: a transparent colour, or a gradient whose
    /// every stop is transparent.
    public var isInvisible: Bool {
        switch self {
        case .solid(let color): return color.alpha == 0
        case .gradient(let gradient, _): return gradient.isInvisible
        }
    }
}
