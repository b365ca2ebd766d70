import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText

/// A colour of the spec in the sheet's header: a square swatch, the colour's key and its
/// value (hex, or a gradient's CSS, and the design token it came from).
package struct Swatch: Hashable, Sendable {
    /// The key in the spec's `colors` ("background", "focus", ...).
    package let name: String
    /// The colour or gradient.
    package let fill: Fill
    /// The value as shown: hex or CSS, then the design token it came from, if any
    /// ("#8C93A1 · color.border.default").
    package let value: String
    /// The swatch square, in points.
    package let square: Rect
    /// Where the name's baseline starts.
    package let nameOrigin: Point
    /// Where the value's baseline starts.
    package let valueOrigin: Point
}

/// The top of a sheet: the title (the spec's name), a line of details (style, cells, font,
/// sizes, scale), and a swatch for every colour of the spec, flowing in rows.
///
/// ```
///  boxed
///  boxed · 6 cells of 48 × 56 pt, spacing 10, radius 8, border 1 · Inter 500 24 pt · image 370 × 88 pt @2x
///  ■ background #FFFFFF   ■ cellFill #00000000   ■ border #C4C9D4   ■ focus #1E90FF …
/// ```
package struct SheetHeader: Hashable, Sendable {
    /// The sheet's title.
    package let title: String
    /// Where the title's baseline starts.
    package let titleOrigin: Point
    /// The details line: style, cells, spacing, radius, border, groups, font, image size, scale.
    package let details: String
    /// Where the details' baseline starts.
    package let detailsOrigin: Point
    /// A swatch per colour of the spec.
    package let swatches: [Swatch]
    /// The lowest point of the header.
    package let bottom: Double

    /// The side of a swatch's square: 14 pt.
    package static let swatchSize = 14.0

    /// The header of `sheet` at `origin`, swatches wrapping within `width`; `layout` is its
    /// spec's.
    package init(sheet: DesignSheet, layout: FieldLayout, fonts: SheetFonts, origin: Point, width: Double) {
        title = sheet.title
        titleOrigin = Point(x: origin.x, y: origin.y + fonts.title.ascender)
        details = Self.details(of: sheet.spec, layout: layout)
        detailsOrigin = Point(x: origin.x, y: titleOrigin.y - fonts.title.descender + 6 + fonts.body.ascender)
        let swatchTop = detailsOrigin.y - fonts.body.descender + 12
        swatches = Self.flow(Self.colors(of: sheet.spec), tokens: sheet.spec, fonts: fonts, origin: Point(x: origin.x, y: swatchTop), width: width)
        bottom = swatches.map { max($0.square.maxY, $0.nameOrigin.y - fonts.body.descender) }.max() ?? swatchTop
    }

    /// "boxed · 6 cells of 48 × 56 pt, spacing 10, radius 8, border 1 · Inter 500 24 pt ·
    /// image 370 × 88 pt @2x", with "· groups 3-3, gap 16" after the border when grouped and
    /// the font file's name instead of the family when the spec names one, and the card's
/// padding and radius when it has one.
    package static func details(of spec: FieldSpec, layout: FieldLayout) -> String {
        let cell = layout.cells[0]
        let f = PointFormat.string
        let typeface = spec.font.file.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            ?? "\(spec.font.family) \(spec.font.weight)"
        let groups = spec.groups.map { g in " · groups " + g.map(String.init).joined(separator: "-") + ", gap \(f(spec.separator.gap))" } ?? ""
        let card = spec.card.map { " · card padding \(f($0.padding)), radius \(f($0.cornerRadius))" } ?? ""
        return "\(spec.style.rawValue) · \(spec.length) cells of \(f(cell.width)) × \(f(cell.height)) pt, "
            + "spacing \(f(spec.style == .grid ? 0 : spec.cell.spacing)), radius \(f(spec.cell.cornerRadius)), "
            + "border \(f(spec.cell.borderWidth))\(groups) · \(typeface) \(f(spec.font.size)) pt\(card) · "
            + "image \(f(layout.canvas.width)) × \(f(layout.canvas.height)) pt @\(f(spec.scale))x"
    }

    /// Every colour of the spec that it draws with, by its key, in the spec's order (read
    /// through the encoder, so a new colour key shows without changes here): the block's
    /// and the filled button's colours and the card's only when the spec has those parts.
    package static func colors(of spec: FieldSpec) -> [(String, Fill)] {
        guard case .object(let colors)? = SpecEncoder.jsonValue(for: spec)["colors"] else { return [] }
        var unused: Set<String> = []
        if spec.button?.style != .filled { unused.formUnion(["buttonFill", "buttonFilledText"]) }
        if spec.title == nil { unused.insert("title") }
        if spec.subtitle == nil && spec.message == nil { unused.insert("message") }
        if spec.card == nil { unused.insert("card") }
        return colors.members.compactMap { member in
            guard !unused.contains(member.key), case .string(let text) = member.value, let fill = Fill(css: text) else { return nil }
            return (member.key, fill)
        }
    }

    /// Swatches left to right from `origin`, a new row when the next would pass `width`.
    private static func flow(_ colors: [(String, Fill)], tokens spec: FieldSpec, fonts: SheetFonts, origin: Point, width: Double) -> [Swatch] {
        let size = swatchSize, rowHeight = 22.0, gap = 18.0
        var x = origin.x, y = origin.y
        var result: [Swatch] = []
        for (name, fill) in colors {
            let nameWidth = TextLine(name, font: fonts.body).width
            let value = fill.description + (spec.token(forKey: "colors." + name).map { " · " + $0 } ?? "")
            let valueWidth = TextLine(value, font: fonts.mono).width
            let itemWidth = size + 6 + nameWidth + 5 + valueWidth
            if x > origin.x && x + itemWidth > origin.x + width {
                x = origin.x
                y += rowHeight
            }
            let baseline = y + size / 2 + fonts.body.capHeight / 2
            result.append(Swatch(name: name, fill: fill, value: value, square: Rect(clampingX: x, y: y, width: size, height: size),
                                 nameOrigin: Point(x: x + size + 6, y: baseline),
                                 valueOrigin: Point(x: x + size + 6 + nameWidth + 5, y: baseline)))
            x += itemWidth + gap
        }
        return result
    }
}
