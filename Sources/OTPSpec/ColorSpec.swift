import OTPPaint

/// Colours of every part and state. The fills of the background, cells, borders, text and
/// button may be gradients.
public struct ColorSpec: Hashable, Sendable {
    public var background = Fill.color(Color(rgb: 0xFFFFFF))
    public var cellFill = Fill.color(Color(rgba: 0x00000000))
    public var border = Fill.color(Color(rgb: 0xC4C9D4))
    public var focus = Fill.color(Color(rgb: 0x1E90FF))
    /// The border of the cell under the pointer (``FieldSpec/hoverIndex``): a lighter blue
    /// than focus, as Ant Design's hover, at 3.3:1 on white.
    public var hover = Fill.color(Color(rgb: 0x4A90E2))
    public var filled = Fill.color(Color(rgb: 0x5B6170))
    public var text = Fill.color(Color(rgb: 0x111827))
    public var caret = Color(rgb: 0x1E90FF)
    public var mask = Color(rgb: 0x111827)
    public var placeholder = Color(rgb: 0xBDBDBD)
    public var error = Color(rgb: 0xE53935)
    /// Borders and the message in the `warning` state: an amber dark enough for text on
    /// white (5:1).
    public var warning = Color(rgb: 0xB45309)
    public var success = Color(rgb: 0x2E7D32)
    public var disabled = Color(rgb: 0xBDBDBD)
    public var buttonText = Fill.color(Color(rgb: 0x1E90FF))
    public var buttonFill = Fill.color(Color(rgb: 0x1E90FF))
    public var buttonFilledText = Color(rgb: 0xFFFFFF)
    public var title = Color(rgb: 0x111827)
    public var message = Color(rgb: 0x6B7280)
    public var card = Fill.color(Color(rgb: 0xFFFFFF))
    /// The box each cell's gradients span: the cell's own, or the whole field's.
    public var gradientSpace = GradientSpace.cell
    public init() {}
}
