import OTPGeometry
import OTPJSON
import OTPSpec
import OTPText

/// Every part a spec draws, where it is and with which of the spec's properties: what
/// `otp-render render --regions` writes, for tools that measure a screenshot against the spec
/// or leave moving parts out of a comparison. Boxes are in points from the image's top-left
/// corner; ``json`` gives each in device pixels too.
public struct RegionMap: Sendable {
    /// One drawn part.
    public struct Region: Sendable {
        /// `field`, `cell[2]`, `character[0]`, `dot[1]`, `placeholder[4]`, `caret`,
        /// `separator[0]`, `button`, `title[0]` (a line), `subtitle[1]`, `message[0]`.
        public let element: String
        /// `field`, `cell`, `character`, `dot`, `placeholder`, `caret`, `separator`, `button`,
        /// `title`, `subtitle` or `message`.
        public let kind: String
        /// Its box: a cell's outer edge (a circle's, the square it is drawn in), a character's
        /// advance (its line's ascender to descender), a dot's circle, a line's advance.
        public let box: Rect
        /// What the spec says of it: `state`, `borderWidth`, `borderColor`, `text`, `inkBox`, …
        public let properties: JSONObject
    }

    /// Device pixels per point.
    public let scale: Double
    /// The image's size in points.
    public let size: Size
    /// The parts, in the order they are drawn.
    public let regions: [Region]

    /// The map of `spec` as its renderer lays it out with `resources`' fonts.
    ///
    /// - Throws: what laying `spec` out throws (a font that cannot be opened, bad `input`).
    public init(spec given: FieldSpec, resources: FieldResources) throws {
        let spec = AnimationFrame(spec: try given.styledForState()).spec
        let drawn = try DrawnField(spec, resources: resources)
        let (font, blockFonts, content, texts, layout) = (drawn.font, drawn.blockFonts, drawn.content, drawn.texts, drawn.layout)
        var regions = [Region(element: "field", kind: "field", box: layout.field, properties: [:])]
        regions += Self.cells(spec, layout: layout, content: content)
        regions += Self.characters(spec, layout: layout, content: content, texts: texts, font: font)
        if let caret = layout.caret {
            regions.append(Region(element: "caret", kind: "caret", box: caret, properties: ["color": .string(spec.colors.caret.hexString)]))
        }
        for (index, gap) in layout.separators.enumerated() {
            regions.append(Region(element: "separator[\(index)]", kind: "separator", box: gap, properties: ["text": .string(spec.separator.text)]))
        }
        if let button = spec.button, let box = layout.button {
            regions.append(Region(element: "button", kind: "button", box: box,
                                  properties: Self.buttonProperties(button, spec: spec, title: layout.buttonTitle)))
        }
        for (kind, lines, font) in [("title", layout.title, blockFonts.title), ("subtitle", layout.subtitle, blockFonts.subtitle),
                                    ("message", layout.message, blockFonts.message)] {
            guard let font else { continue }
            for (index, line) in lines.enumerated() {
                let box = Rect(clampingX: line.origin.x, y: line.origin.y - font.ascender, width: line.line.width,
                               height: font.ascender - font.descender)
                regions.append(Region(element: "\(kind)[\(index)]", kind: kind, box: box, properties: ["fontSize": Self.number(font.size)]))
            }
        }
        (scale, size, self.regions) = (spec.scale, layout.canvas, regions)
    }

    /// The map as JSON: `{"scale", "size": {"width", "height"}, "regions": [{"element",
    /// "kind", "box": {"x", "y", "width", "height"}, "pixels": {…}, properties…}]}`.
    public var json: JSONValue {
        .object([
            "scale": Self.number(scale), "size": .object(["width": Self.number(size.width), "height": Self.number(size.height)]),
            "regions": .array(regions.map { region in
                var object: JSONObject = ["element": .string(region.element), "kind": .string(region.kind), "box": Self.value(region.box),
                                          "pixels": Self.value(region.box, scale: scale)]
                for key in region.properties.keys { object[key] = region.properties[key] }
                return .object(object)
            }),
        ])
    }

    /// Each cell: its state, border width and colour, corner radius and fill.
    private static func cells(_ spec: FieldSpec, layout: FieldLayout, content: FieldContent) -> [Region] {
        let palette = FieldPalette(spec: spec)
        return layout.cells.enumerated().map { index, cell in
            // A circle is drawn in its cell's largest centred square: that is its outer edge.
            let box = spec.style == .circle ? cell.largestCenteredSquare : cell
            let isFocused = content.focusIndex == index, isFilled = index < content.count, isHovered = spec.hoverIndex == index
            let width = isFocused ? (spec.cell.focusBorderWidth ?? spec.cell.borderWidth) : spec.cell.borderWidth
            let state = isFocused ? "focused" : isHovered ? "hovered" : isFilled ? "filled" : "empty"
            var properties: JSONObject = [
                "index": .number(JSONNumber(index)), "state": .string(state), "borderWidth": number(width),
                "innerBox": value(box.insetBy(width)),
                "borderColor": .string(palette.border(isFocused: isFocused, isHovered: isHovered, isFilled: isFilled).description),
                "fill": .string(palette.cellFill.description),
            ]
            // A line and a grid's cells have no corners of their own.
            if spec.style != .underlined, spec.style != .grid {
                properties["cornerRadius"] = number(spec.style == .circle ? box.width / 2 : spec.cell.cornerRadius)
            }
            return Region(element: "cell[\(index)]", kind: "cell", box: box, properties: properties)
        }
    }

    /// The button's title, style and colours as drawn: its outline or fill and its title's
    /// (the disabled colour while it counts down or the field is disabled).
    private static func buttonProperties(_ button: ButtonSpec, spec: FieldSpec, title: String) -> JSONObject {
        let colors = ButtonColors(button, spec: spec)
        var properties: JSONObject = ["text": .string(title), "style": .string(button.style.rawValue), "color": .string(colors.ink.description),
                                      "phase": .string(button.phase(remaining: button.remaining).rawValue)]
        switch button.style {
        case .outlined:
            properties["borderColor"] = .string(colors.ink.description)
            properties["borderWidth"] = number(spec.cell.borderWidth)
        case .filled:
            properties["fill"] = .string(colors.fill.description)
            properties["color"] = .string(colors.filledTitle.hexString)
        case .link:
            break
        }
        return properties
    }

    /// Each entered character (its advance and ink boxes), secure dot and placeholder.
    private static func characters(_ spec: FieldSpec, layout: FieldLayout, content: FieldContent, texts: [String], font: Font) -> [Region] {
        var regions: [Region] = []
        for (index, cell) in layout.cells.enumerated() {
            if index < texts.count, texts[index].isEmpty {
                let radius = spec.secure.dotRadius
                let box = Rect(clampingX: cell.midX - radius, y: cell.midY - radius, width: 2 * radius, height: 2 * radius)
                regions.append(Region(element: "dot[\(index)]", kind: "dot", box: box,
                                      properties: ["index": .number(JSONNumber(index)), "color": .string(spec.colors.mask.hexString)]))
            } else if index < texts.count {
                let masked = content.isMasked(at: index, secure: spec.secure)
                let color = masked ? spec.colors.mask.hexString : spec.colors.text.description
                regions.append(textRegion("character", index: index, text: texts[index], cell: cell, layout: layout, font: font, color: color))
            } else if !layout.isCaretCell(index), let placeholder = FieldContent.placeholder(spec.placeholder, at: index) {
                regions.append(textRegion("placeholder", index: index, text: spec.digits.displaying(placeholder), cell: cell, layout: layout,
                                          font: font, color: spec.colors.placeholder.hexString))
            }
        }
        return regions
    }

    /// A text centred in `cell` on the baseline: its advance box, with its ink box and glyphs.
    private static func textRegion(_ kind: String, index: Int, text: String, cell: Rect, layout: FieldLayout, font: Font, color: String) -> Region {
        let line = TextLine(text, font: font)
        let origin = Point(x: line.startX(at: cell.midX, alignment: .center), y: layout.baseline)
        let box = Rect(clampingX: origin.x, y: origin.y - font.ascender, width: line.width, height: font.ascender - font.descender)
        var properties: JSONObject = ["index": .number(JSONNumber(index)), "text": .string(text), "color": .string(color)]
        if let ink = line.path(at: origin).bounds { properties["inkBox"] = value(ink) }
        return Region(element: "\(kind)[\(index)]", kind: kind, box: box, properties: properties)
    }

    private static func value(_ rect: Rect, scale: Double = 1) -> JSONValue {
        .object(["x": number(rect.minX * scale), "y": number(rect.minY * scale),
                 "width": number(rect.width * scale), "height": number(rect.height * scale)])
    }

    /// `value` rounded to the hundredth, as JSON.
    private static func number(_ value: Double) -> JSONValue {
        JSONNumber((value * 100).rounded() / 100).map(JSONValue.number) ?? .null
    }
}
