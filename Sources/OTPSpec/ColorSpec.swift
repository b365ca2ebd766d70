import OTPRaster

/// Colours of every part and state.
public struct ColorSpec: Hashable, Sendable {
    public var background = Color(hex: "#FFFFFF")!
    public var cellFill = Color(hex: "#00000000")!
    public var border = Color(hex: "#C4C9D4")!
    public var focus = Color(hex: "#1E90FF")!
    public var filled = Color(hex: "#5B6170")!
    public var text = Color(hex: "#111827")!
    public var caret = Color(hex: "#1E90FF")!
    public var mask = Color(hex: "#111827")!
    public var placeholder = Color(hex: "#BDBDBD")!
    public var error = Color(hex: "#E53935")!
    public var success = Color(hex: "#2E7D32")!
    public var disabled = Color(hex: "#BDBDBD")!
    public var buttonText = Color(hex: "#1E90FF")!
    public var buttonFill = Color(hex: "#1E90FF")!
    public var buttonFilledText = Color(hex: "#FFFFFF")!
    public var title = Color(hex: "#111827")!
    public var message = Color(hex: "#6B7280")!
    public init() {}
}
