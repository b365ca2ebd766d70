import OTPPaint

/// Colours of every part and state. The fills of the background, cells, borders, text and
/// button may be gradients.
public struct ColorSpec: Hashable, Sendable {
    /// Behind everything (`colors.background`).
    public var background = Fill.color(Color(rgb: 0xFFFFFF))
    /// Inside each cell (`colors.cellFill`); transparent by default.
    public var cellFill = Fill.color(Color(rgba: 0x00000000))
    /// Borders and underlines of empty cells (`colors.border`).
    public var border = Fill.color(Color(rgb: 0xC4C9D4))
    /// The focused cell's border (`colors.focus`).
    public var focus = Fill.color(Color(rgb: 0x1E90FF))
    /// The border of the cell under the pointer (``FieldSpec/hoverIndex``): a lighter blue
    /// than focus, as Ant Design's hover, at 3.3:1 on white.
    public var hover = Fill.color(Color(rgb: 0x4A90E2))
    /// Borders and underlines of cells that hold a character (`colors.filled`).
    public var filled = Fill.color(Color(rgb: 0x5B6170))
    /// The entered characters and the group separators (`colors.text`).
    public var text = Fill.color(Color(rgb: 0x111827))
    /// The caret (`colors.caret`).
    public var caret = Color(rgb: 0x1E90FF)
    /// Secure dots and mask text (`colors.mask`).
    public var mask = Color(rgb: 0x111827)
    /// Placeholder characters (`colors.placeholder`).
    public var placeholder = Color(rgb: 0xBDBDBD)
    /// Borders and text in the `error` state (`colors.error`).
    public var error = Color(rgb: 0xE53935)
    /// Borders and the message in the `warning` state: an amber dark enough for text on
    /// white (5:1).
    public var warning = Color(rgb: 0xB45309)
    /// Borders and text in the `success` state (`colors.success`).
    public var success = Color(rgb: 0x2E7D32)
    /// Borders, text and dots in the `disabled` state, and the button's title while it counts
    /// (`colors.disabled`).
    public var disabled = Color(rgb: 0xBDBDBD)
    /// The button's title and outline when it is not counting (`colors.buttonText`).
    public var buttonText = Fill.color(Color(rgb: 0x1E90FF))
    /// A `filled` button's shape when it is not counting (`colors.buttonFill`).
    public var buttonFill = Fill.color(Color(rgb: 0x1E90FF))
    /// A `filled` button's title (`colors.buttonFilledText`).
    public var buttonFilledText = Color(rgb: 0xFFFFFF)
    /// The block's title (`colors.title`).
    public var title = Color(rgb: 0x111827)
    /// The subtitle, and the message when the state has no text of its own (`colors.message`).
    public var message = Color(rgb: 0x6B7280)
    /// The card's fill (`colors.card`), spanning the card.
    public var card = Fill.color(Color(rgb: 0xFFFFFF))
    /// The box each cell's gradients span: the cell's own, or the whole field's.
    public var gradientSpace = GradientSpace.cell

    /// The default colours.
    public init() {}
}
