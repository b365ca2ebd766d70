import OTPGeometry
import OTPPaint

/// One shadow of a CSS `box-shadow` list, in points: offset, blur, spread, colour, and
/// whether it is cast inside the shape (`inset`) or outside it.
///
/// As CSS Backgrounds 3 draws them: the blur is a Gaussian of standard deviation blur / 2;
/// the spread grows the shape (shrinks it, inset) before it is moved and blurred; an outer
/// shadow is not drawn inside the shape, an inset one only inside it; in a list the first
/// shadow is on top.
public struct Shadow: Hashable, Sendable {
    /// The offset to the right, in points. Default 0.
    public var x = 0.0
    /// The offset down, in points. Default 0.
    public var y = 0.0
    /// The blur radius (twice the Gaussian's standard deviation), ≥ 0, in points. Default 0.
    public var blur = 0.0
    /// How far the shape grows (negative: shrinks) before it is blurred, in points. Default 0.
    public var spread = 0.0
    /// The colour; `nil` for the text colour (CSS's `currentcolor`). Default nil.
    public var color: Color? = nil
    /// Cast inside the shape instead of outside. Default false.
    public var inset = false

    /// A shadow of these, as CSS's `box-shadow` writes them; by default none visible.
    public init(x: Double = 0, y: Double = 0, blur: Double = 0, spread: Double = 0, color: Color? = nil,
                inset: Bool = false) {
        (self.x, self.y, self.blur, self.spread, self.color, self.inset) = (x, y, blur, spread, color, inset)
    }

    /// The standard deviation of the blur, in points.
    public var sigma: Double { blur / 2 }

    /// This shadow cast by `shape`.
    package func cast(by shape: RoundedRect) -> BoxShadow {
        BoxShadow(shape: shape, x: x, y: y, blur: blur, spread: spread, inset: inset)
    }
}
