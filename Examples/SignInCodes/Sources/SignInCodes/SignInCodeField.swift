import OTPRender

/// The sign-in screen's verification-code field, as the app's design draws it: six digits in
/// two groups of three, in rounded cells, in the brand's colours. Built in Swift, key by key,
/// with the same types a JSON spec decodes to.
public enum SignInCodeField {
    /// The brand's accent, for focus and the caret.
    public static let accent = Color(hex: "#6D28D9")!

    /// The field showing `value` in `state`, at `scale` pixels per point.
    public static func spec(value: String = "", state: FieldState = .normal, scale: Double = 2) -> FieldSpec {
        var spec = FieldSpec()
        spec.style = .boxed
        spec.length = 6
        spec.groups = [3, 3]
        spec.value = value
        spec.state = state
        spec.cell.width = 44
        spec.cell.height = 52
        spec.cell.cornerRadius = 12
        spec.cell.focusBorderWidth = 2
        spec.colors.cellFill = .color(Color(hex: "#F5F3FF")!)
        spec.colors.border = .color(Color(hex: "#DDD6FE")!)
        spec.colors.focus = .color(accent)
        spec.colors.caret = accent
        spec.scale = scale
        return spec
    }

    /// Every state the design review looks at, by name.
    public static let states: [(name: String, spec: FieldSpec)] = [
        ("empty", spec()),
        ("partial", spec(value: "482")),
        ("complete", spec(value: "482913")),
        ("error", spec(value: "482913", state: .error)),
    ]

    /// Renders `spec` with OTPRender's bundled fonts.
    public static func render(_ spec: FieldSpec) throws -> Pixmap {
        try Renderer().image(of: spec)
    }
}
