import OTPGeometry
import OTPSpec
import OTPText

/// The column a verification block's texts stack in, top to bottom: each text wrapped to
/// the column's width and placed across it by the spec's `align` and `direction`.
struct BlockColumn {
    /// The spec's `align`.
    let alignment: BlockAlignment
    /// The texts' direction, from the spec's `direction`.
    let direction: TextDirection
    /// The digits numbers are shown in, from the spec's `digits`; nil for ASCII digits.
    let digits: NumberingSystem?
    /// The column's left edge and width, in points: the row of cells (and a button beside them).
    let left: Double
    let width: Double
    /// The top of what comes next.
    var y: Double

    init(spec: borrowing FieldSpec, left: Double, width: Double) {
        alignment = spec.align
        direction = spec.direction == .rightToLeft ? .rightToLeft : .leftToRight
        digits = spec.digits.isLatin ? nil : spec.digits
        self.left = left
        self.width = width
        y = spec.contentInset
    }

    /// The x where something `width` wide starts, by the spec's alignment.
    func startX(ofWidth lineWidth: Double) -> Double {
        switch (alignment, direction) {
        case (.center, _): return left + (width - lineWidth) / 2
        case (.leading, .leftToRight): return left
        case (.leading, .rightToLeft): return left + width - lineWidth
        }
    }

    /// Places a title or subtitle (when given, with a font, and not empty) and the gap below it.
    mutating func place(_ text: BlockText?, font: Font?, into lines: inout [PlacedLine]) {
        guard let text, !text.text.isEmpty else { return lines.removeAll(keepingCapacity: true) }
        place(text.text, font: font, gapBelow: text.gap, into: &lines)
    }

    /// Wraps `text` (its digits shown in ``digits``) to the column's width, one line under the other (each as tall as the
    /// font's ascender to descender), then leaves `gapBelow`.
    mutating func place(_ text: String, font: Font?, gapBelow: Double, into lines: inout [PlacedLine]) {
        lines.removeAll(keepingCapacity: true)
        guard let font else { return }
        let paragraph = digits.map { TextParagraph($0.displaying(text), font: font, direction: direction, maxWidth: width) }
            ?? TextParagraph(text, font: font, direction: direction, maxWidth: width)
        for line in paragraph {
            lines.append(PlacedLine(line: line, origin: Point(x: startX(ofWidth: line.width), y: y + font.ascender)))
            y += font.ascender - font.descender
        }
        y += gapBelow
    }

    /// The rectangle of a button below the message (after its gap): `button.width` wide, or
    /// its title's (as shown) for a link; `button.height` tall, or 40 pt (a link: one line of its font).
    mutating func placeButton(_ button: ButtonSpec, title: String, font: Font) -> Rect? {
        y += button.gap
        let buttonHeight = button.height ?? (button.style == .link ? font.ascender - font.descender : 40)
        // A link is as wide as its title; while sending, a square around its spinner.
        let sending = button.phase(remaining: button.remaining) == .sending
        let linkWidth = sending ? buttonHeight : TextLine(title, font: font, direction: direction).width
        let buttonWidth = button.style == .link ? linkWidth : button.width
        defer { y += buttonHeight }
        return Rect(x: startX(ofWidth: buttonWidth), y: y, width: buttonWidth, height: buttonHeight)
    }
}
