/// A CSS gradient as written (`linear-gradient(90deg, #FFF, #000 80%)`,
/// `radial-gradient(circle at top, ...)`): its direction or ending shape and its colour
/// stops, before a box gives them a size. `Paint.gradient(_:in:)` lays it over a box as
/// CSS Images 3 lays a gradient over an element's box; `GradientShader` then gives each
/// device pixel the colour at its centre.
public struct Gradient: Hashable, Sendable {
    /// A linear gradient's direction, or a radial gradient's ending shape.
    public var kind: Kind
    /// The colour stops, in order: at least two (a gradient of fewer draws nothing).
    public var stops: [GradientStop]

    /// A gradient of `kind` through `stops`.
    public init(kind: Kind, stops: [GradientStop]) {
        (self.kind, self.stops) = (kind, stops)
    }

    /// How colours change across the box.
    public enum Kind: Hashable, Sendable {
        /// Along a line through the box's centre.
        case linear(LinearDirection)
        /// Outwards from a centre, through ellipses (or circles) of one shape.
        case radial(RadialShape)
    }

    /// Whether every stop is transparent (it draws nothing).
    public var isInvisible: Bool { stops.allSatisfy { $0.color.alpha == 0 } }

    /// The gradient with every stop's opacity multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Gradient {
        Gradient(kind: kind, stops: stops.map { GradientStop(color: $0.color.withOpacity(opacity), position: $0.position) })
    }
}

/// A colour at a place along the gradient line (or ray); without a place, CSS's rules
/// place it (the first at 0%, the last at 100%, the rest evenly between placed ones).
public struct GradientStop: Hashable, Sendable {
    /// The stop's colour.
    public var color: Color
    /// Where it is along the line; nil for CSS's rules to place it.
    public var position: GradientLength?

    /// A stop of `color` at `position`.
    public init(color: Color, position: GradientLength? = nil) {
        (self.color, self.position) = (color, position)
    }
}

/// A length of CSS's `<length-percentage>`: a fraction of a reference length (the
/// gradient line, the box's width or height), or points.
public enum GradientLength: Hashable, Sendable {
    /// A percentage: `.percentage(50)` is 50%.
    case percentage(Double)
    /// Points (CSS `px`).
    case points(Double)

    /// The length in points, for a reference of `whole` points.
    public func resolved(against whole: Double) -> Double {
        switch self {
        case .percentage(let p): return p / 100 * whole
        case .points(let p): return p
        }
    }
}

/// A linear gradient's direction.
public enum LinearDirection: Hashable, Sendable {
    /// Towards `degrees` clockwise from the top (`90deg` is `to right`).
    case angle(degrees: Double)
    /// Towards a corner (`to top right`): the line is square to the diagonal between the
    /// two other corners, whatever the box's shape, so those corners share the 50% colour.
    case corner(right: Bool, bottom: Bool)
}

/// A radial gradient's ending shape: its centre and size in the box.
public struct RadialShape: Hashable, Sendable {
    /// A circle; otherwise an ellipse whose radii follow the box's sides.
    public var isCircle: Bool
    /// How far the ending shape reaches.
    public var size: RadialSize
    /// The centre, from the box's left (percentages of its width) and top (of its height).
    public var centerX: GradientLength
    /// The centre's distance from the box's top.
    public var centerY: GradientLength

    /// An ending shape; by default CSS's: an ellipse to the farthest corner, centred.
    public init(isCircle: Bool = false, size: RadialSize = .farthestCorner,
                centerX: GradientLength = .percentage(50), centerY: GradientLength = .percentage(50)) {
        (self.isCircle, self.size, self.centerX, self.centerY) = (isCircle, size, centerX, centerY)
    }
}

/// How large a radial gradient's ending shape is.
public enum RadialSize: Hashable, Sendable {
    /// Meets the side of the box closest to the centre (an ellipse: the closest side each way).
    case closestSide
    /// Meets the farthest side.
    case farthestSide
    /// Passes through the closest corner (an ellipse keeps `closestSide`'s proportions).
    case closestCorner
    /// Passes through the farthest corner (the default).
    case farthestCorner
    /// Radii given: x of the box's width and y of its height (a circle's are equal points).
    case radii(x: GradientLength, y: GradientLength)
}
