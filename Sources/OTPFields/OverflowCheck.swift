import OTPGeometry
import OTPSpec
import OTPText

/// What does not fit in a spec's image: each text whose glyphs reach past the inside of
/// their cell or button (a device clips them there), each line of the block wider than the
/// block's column (a word that cannot wrap, a link's title), each separator text wider than
/// its gap; and a field that `fit: shrink` could not fit in its `width`. Measured on the
/// glyphs' exact outlines, in points; reaches below ``tolerance`` are not reported.
public enum OverflowCheck {
    /// Reaches up to this many points are not reported.
    public static let tolerance = 0.01

    /// The overflows of `spec` as its renderer lays it out with `resources`' fonts, in the
    /// order the image draws them.
    ///
    /// - Throws: what laying out `spec` throws (a font that cannot be opened, bad `input`).
    public static func overflows(of spec: FieldSpec, resources: FieldResources) throws -> [TextOverflow] {
        let drawn = try DrawnField(spec, resources: resources)
        let (font, blockFonts, texts, layout) = (drawn.font, drawn.blockFonts, drawn.texts, drawn.layout)
        var found: [TextOverflow] = []
        if let room = spec.fittedWidth, layout.field.width - room > tolerance {
            found.append(TextOverflow(element: "field", text: "", problem: .widerThanWidth, amount: layout.field.width - room, limit: room))
        }
        found += cellOverflows(spec, layout: layout, font: font, texts: texts)
        found += separatorOverflows(spec, layout: layout, font: font)
        let column = columnRect(spec, layout: layout)
        let blockTexts = [("title", spec.title?.text, layout.title), ("subtitle", spec.subtitle?.text, layout.subtitle),
                          ("message", spec.message?.text(in: spec.state).text, layout.message)]
        for case let (name, text?, lines) in blockTexts {
            let reach = lines.map { widthReach(from: $0.origin.x, width: $0.line.width, column: column) }.max() ?? 0
            if reach > tolerance { found.append(TextOverflow(element: name, text: spec.digits.displaying(text), problem: .tooWide, amount: reach)) }
        }
        if let buttonFont = blockFonts.button { found += buttonOverflows(spec, layout: layout, font: buttonFont, column: column) }
        return found
    }

    /// Characters and placeholders past the inside of their cells.
    private static func cellOverflows(_ spec: FieldSpec, layout: FieldLayout, font: Font, texts: [String]) -> [TextOverflow] {
        var found: [TextOverflow] = []
        for (index, cell) in layout.cells.enumerated() {
            let inside = spec.style == .underlined ? cell : cell.insetBy(spec.cell.borderWidth)
            if index < texts.count {
                let origin = index < layout.glyphOrigins.count ? layout.glyphOrigins[index] : Point(x: cell.midX, y: layout.baseline)
                if let reach = reach(of: TextLine(texts[index], font: font), at: origin, past: inside) {
                    found.append(TextOverflow(element: "cell[\(index)]", text: texts[index], problem: .clipped, amount: reach))
                }
            } else if !layout.isCaretCell(index), let placeholder = FieldContent.placeholder(spec.placeholder, at: index) {
                let line = TextLine(spec.digits.displaying(placeholder), font: font)
                let origin = Point(x: line.startX(at: cell.midX, alignment: .center), y: layout.baseline)
                if let reach = reach(of: line, at: origin, past: inside) {
                    found.append(TextOverflow(element: "placeholder[\(index)]", text: placeholder, problem: .clipped, amount: reach))
                }
            }
        }
        return found
    }

    /// Separator texts wider than their gaps, over the cells beside them.
    private static func separatorOverflows(_ spec: FieldSpec, layout: FieldLayout, font: Font) -> [TextOverflow] {
        guard !spec.separator.text.isEmpty else { return [] }
        let line = TextLine(spec.digits.displaying(spec.separator.text), font: font)
        return layout.separators.enumerated().compactMap { index, gap in
            let origin = Point(x: line.startX(at: gap.midX, alignment: .center), y: layout.baseline)
            guard let ink = line.path(at: origin).bounds else { return nil }
            let reach = max(gap.minX - ink.minX, ink.maxX - gap.maxX)
            return reach > tolerance ? TextOverflow(element: "separator[\(index)]", text: spec.separator.text, problem: .overlaps, amount: reach) : nil
        }
    }

    /// The button's title past the inside of a button with a shape, or wider than the column.
    private static func buttonOverflows(_ spec: FieldSpec, layout: FieldLayout, font: Font, column: Rect) -> [TextOverflow] {
        guard let button = spec.button, let rect = layout.button, !layout.buttonTitle.isEmpty else { return [] }
        let direction: TextDirection = spec.direction == .rightToLeft ? .rightToLeft : .leftToRight
        let line = TextLine(layout.buttonTitle, font: font, direction: direction)
        let origin = Point(x: line.startX(at: rect.midX, alignment: .center), y: rect.midY + font.capHeight / 2)
        if button.style != .link {
            let inside = button.style == .outlined ? rect.insetBy(spec.cell.borderWidth) : rect
            return reach(of: line, at: origin, past: inside, vertically: false).map {
                [TextOverflow(element: "button", text: layout.buttonTitle, problem: .clipped, amount: $0)]
            } ?? []
        }
        let reach = widthReach(from: origin.x, width: line.width, column: column)
        return reach > tolerance ? [TextOverflow(element: "button", text: layout.buttonTitle, problem: .tooWide, amount: reach)] : []
    }

    /// The row of cells and a button beside them: the column the block's texts wrap in.
    private static func columnRect(_ spec: FieldSpec, layout: FieldLayout) -> Rect {
        guard spec.button?.placement == .trailing, let button = layout.button else { return layout.field }
        return layout.field.union(button)
    }

    /// How much wider than the column a line `width` wide is, wherever it is placed; for a
    /// line that fits, how far it reaches past the column's sides where it starts at `x`
    /// (≤ 0 inside).
    private static func widthReach(from x: Double, width: Double, column: Rect) -> Double {
        width > column.width ? width - column.width : max(column.minX - x, x + width - column.maxX)
    }

    /// How far the ink of `line` drawn at `origin` reaches past `inside` (its sides, and its
    /// top and bottom when `vertically`); nil when it stays inside.
    private static func reach(of line: TextLine, at origin: Point, past inside: Rect, vertically: Bool = true) -> Double? {
        guard let ink = line.path(at: origin).bounds else { return nil }
        var reach = max(inside.minX - ink.minX, ink.maxX - inside.maxX)
        if vertically { reach = max(reach, inside.minY - ink.minY, ink.maxY - inside.maxY) }
        return reach > tolerance ? reach : nil
    }
}
