/// The keys of the JSON spec: every property of ``FieldSpec`` and its nested types under
/// its Swift name, in the order of PRODUCT.md's example (keys it does not show sit next to
/// their relatives). The decoder reads through these tables and the encoder writes through
/// them, so the two cannot disagree. The tables are built once, on first use.
enum SpecSchema {
    /// The whole spec.
    static let root: SpecCodec<FieldSpec> = .object([
        SpecField("preset", \.preset, .optional(.string)),
        SpecField("style", \.style, .enumeration),
        SpecField("length", \.length, .integer),
        SpecField("value", \.value, .string),
        SpecField("charset", \.charset, .enumeration),
        SpecField("state", \.state, .enumeration),
        SpecField("focused", \.focused, .boolean),
        SpecField("focusIndex", \.focusIndex, .optional(.integer)),
        SpecField("secure", \.secure, secure),
        SpecField("caret", \.caret, caret),
        SpecField("placeholder", \.placeholder, .string),
        SpecField("groups", \.groups, .optional(.array(of: .integer))),
        SpecField("separator", \.separator, separator),
        SpecField("cell", \.cell, cell),
        SpecField("width", \.width, .optional(.number)),
        SpecField("font", \.font, font),
        SpecField("colors", \.colors, colors),
        SpecField("backgroundImage", \.backgroundImage, .optional(.string)),
        SpecField("button", \.button, .optional(button)),
        SpecField("input", \.input, .optional(.array(of: .string))),
        SpecField("inputRule", \.inputRule, .enumeration),
        SpecField("direction", \.direction, .enumeration),
        SpecField("animation", \.animation, .optional(animation)),
        SpecField("padding", \.padding, .number),
        SpecField("scale", \.scale, .number),
    ], empty: FieldSpec())

    static let secure: SpecCodec<SecureSpec> = .object([
        SpecField("enabled", \.enabled, .boolean),
        SpecField("mask", \.mask, .string),
        SpecField("dotRadius", \.dotRadius, .number),
        SpecField("revealLast", \.revealLast, .boolean),
    ], empty: SecureSpec())

    static let caret: SpecCodec<CaretSpec> = .object([
        SpecField("visible", \.visible, .boolean),
        SpecField("shape", \.shape, .enumeration),
        SpecField("width", \.width, .number),
        SpecField("inset", \.inset, .number),
        SpecField("time", \.time, .number),
        SpecField("placement", \.placement, .enumeration),
    ], empty: CaretSpec())

    static let separator: SpecCodec<SeparatorSpec> = .object([
        SpecField("text", \.text, .string),
        SpecField("gap", \.gap, .number),
    ], empty: SeparatorSpec())

    static let cell: SpecCodec<CellSpec> = .object([
        SpecField("width", \.width, .number),
        SpecField("height", \.height, .number),
        SpecField("spacing", \.spacing, .number),
        SpecField("cornerRadius", \.cornerRadius, .number),
        SpecField("borderWidth", \.borderWidth, .number),
        SpecField("focusBorderWidth", \.focusBorderWidth, .optional(.number)),
        SpecField("dash", \.dash, .optional(.array(of: .number))),
    ], empty: CellSpec())

    static let font: SpecCodec<FontSpec> = .object([
        SpecField("family", \.family, .string),
        SpecField("weight", \.weight, .integer),
        SpecField("size", \.size, .number),
        SpecField("file", \.file, .optional(.string)),
    ], empty: FontSpec())

    static let colors: SpecCodec<ColorSpec> = .object([
        SpecField("background", \.background, .color),
        SpecField("cellFill", \.cellFill, .color),
        SpecField("border", \.border, .color),
        SpecField("focus", \.focus, .color),
        SpecField("filled", \.filled, .color),
        SpecField("text", \.text, .color),
        SpecField("caret", \.caret, .color),
        SpecField("mask", \.mask, .color),
        SpecField("placeholder", \.placeholder, .color),
        SpecField("error", \.error, .color),
        SpecField("success", \.success, .color),
        SpecField("disabled", \.disabled, .color),
        SpecField("buttonText", \.buttonText, .color),
    ], empty: ColorSpec())

    static let animation: SpecCodec<AnimationSpec> = .object([
        SpecField("name", \.name, .optional(.enumeration)),
        SpecField("time", \.time, .number),
    ], empty: AnimationSpec())

    static let button: SpecCodec<ButtonSpec> = .object([
        SpecField("title", \.title, .string),
        SpecField("remaining", \.remaining, .integer),
        SpecField("format", \.format, .string),
        SpecField("width", \.width, .number),
        SpecField("gap", \.gap, .number),
    ], empty: ButtonSpec())
}
