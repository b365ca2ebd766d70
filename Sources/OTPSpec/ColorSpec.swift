import OTPRaster

/// Colours of every part and state. The fills of the background, cells, borders, text and
/// button may be gradients.
public struct ColorSpec: Hashable, Sendable {
    public var background = Fill.color(Color(hex: "#FFFFFF")!)
    public var cellFill = Fill.color(Color(hex: "#00000000")!)
    public var border = Fill.color(Color(hex: "#C4C9D4")!)
    public var focus = Fill.color(Color(hex: "#1E90FF")!)
    public var filled = Fill.color(Color(hex: "#5B6170")!)
    public var text = Fill.color(Color(hex: "#111827")!)
    public var caret = Color(hex: "#1E90FF")!
    public var mask = Color(hex: "#111827")!
    public var placeholder = Color(hex: "#BDBDBD")!
    public var error = Color(hex: "#E53935")!
    public var success = Color(hex: "#2E7D32")!
    public var disabled = Color(hex: "#BDBDBD")!
    public var buttonText = Fill.color(Color(hex: "#1E90FF")!)
    public var buttonFill = Fill.color(Color(hex: "#1E90FF")!)
    public var buttonFilledText = Color(hex: "#FFFFFF")!
    public var title = Color(hex: "#111827")!
    public var message = Color(hex: "#6B7280")!
    public var card = Fill.color(Color(hex: "#FFFFFF")!)
    /// The box each cell's gradients span: the cell's own, or the whole field's.
    public var gradientSpace = GradientSpace.cell
    public init() {}
}
