import OTPRaster

/// The colours of a sheet's own marks, chosen for its background (the field's): dark text
/// and a deep magenta on light backgrounds, light text and a bright magenta on dark ones.
package struct SheetPalette: Hashable, Sendable {
    /// The sheet's background: the field's `colors.background` (a gradient's first colour), made opaque.
    package let background: Color
    /// Title, headings and colour values.
    package let primary: Color
    /// Captions, details and colour names.
    package let secondary: Color
    /// Outlines of swatches and of the annotated instance.
    package let hairline: Color
    /// Redlines.
    package let redline: Color
    /// An audit's PASS and FAIL badges, under white text (5.1:1 and 5.3:1).
    package let pass = Color(red: 0x1A, green: 0x7F, blue: 0x37), fail = Color(red: 0xCF, green: 0x22, blue: 0x2E)

    /// The palette for a sheet on `background`.
    package init(background: Color) {
        let opaque = Color(red: background.red, green: background.green, blue: background.blue)
        self.background = opaque
        if Self.isDark(opaque) {
            primary = Color(red: 0xF3, green: 0xF4, blue: 0xF6)
            secondary = Color(red: 0x9C, green: 0xA3, blue: 0xAF)
            hairline = Color(red: 0x4B, green: 0x55, blue: 0x63)
            redline = Color(red: 0xFF, green: 0x5C, blue: 0xC0)
        } else {
            primary = Color(red: 0x11, green: 0x18, blue: 0x27)
            secondary = Color(red: 0x6B, green: 0x72, blue: 0x80)
            hairline = Color(red: 0xD1, green: 0xD5, blue: 0xDB)
            redline = RedlineStyle().color
        }
    }

    /// Whether a colour is dark: its luma (Rec. 601 weights on the sRGB values) is under half.
    package static func isDark(_ color: Color) -> Bool {
        let luma = 299 * Int(color.red) + 587 * Int(color.green) + 114 * Int(color.blue)
        return luma < 1000 * 128
    }
}
