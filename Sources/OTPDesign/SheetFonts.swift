import OTPText

/// The bundled fonts a sheet's own text is set in (labels, header, redlines), whatever font
/// the field uses.
package struct SheetFonts: Sendable {
    /// The sheet's title: Inter 700, 20 pt.
    package let title: Font
    /// Section headings: Inter 600, 13 pt.
    package let heading: Font
    /// Captions and the header's details: Inter 400, 11 pt.
    package let body: Font
    /// Colour values: JetBrains Mono 400, 11 pt.
    package let mono: Font
    /// Redline labels: Inter 500 at ``RedlineStyle/labelSize``.
    package let label: Font

    /// The fonts, from `library`; `labelSize` is the redline labels' size (default 11 pt).
    package init(library: FontLibrary, labelSize: Double = RedlineStyle().labelSize) throws {
        title = try library.font(family: "Inter", weight: 700, size: 20)
        heading = try library.font(family: "Inter", weight: 600, size: 13)
        body = try library.font(family: "Inter", weight: 400, size: 11)
        mono = try library.font(family: "JetBrains Mono", weight: 400, size: 11)
        label = try library.font(family: "Inter", weight: 500, size: labelSize)
    }
}
