import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec

/// One state of a spec under audit: the spec as drawn in it, its layout and its render, and
/// the measuring of one part's contrast on renders of it.
struct AuditedState {
    /// How findings name the state: `empty`, `error`, or a golden's name.
    let name: String
    /// The spec as its state draws it (``FieldSpec/styledForState()``: its `states` applied
    /// and removed, so that a part painted for a measurement stays painted).
    let spec: FieldSpec
    /// The spec as given, `states` and all.
    private let given: FieldSpec
    let layout: FieldLayout
    let image: Pixmap
    private let renderer: FieldRenderer

    init(name: String, spec given: FieldSpec, audit: FieldAudit) throws {
        let spec = try given.styledForState()
        (self.name, self.spec, self.given, renderer) = (name, spec, given, audit.renderer)
        let characters = spec.secure.enabled ? spec.value.map { _ in spec.secure.mask == "dot" ? "" : spec.secure.mask }
            : spec.value.map(String.init)
        layout = try FieldLayout(spec: spec, resources: audit.resources, characters: characters)
        image = try audit.renderer.render(spec)
    }

    /// A disabled field's parts, and a loading one's (it takes no input while the code is
    /// checked), are reported but exempt: WCAG exempts inactive components.
    var isInactive: Bool { spec.state == .disabled || spec.state == .loading }

    /// `spec` changed by `change`, rendered.
    func render(_ change: (inout FieldSpec) -> Void) throws -> Pixmap {
        var changed = spec
        change(&changed)
        return try renderer.render(changed)
    }

    /// The contrast of the part that `paint` colours, at its worst in `regions`: measured on
    /// the render with the part hidden (painted transparent), in black and in white
    /// (``PartContrast``); `nil` when it covers no pixel there.
    func contrast(of paint: (inout FieldSpec, Color) -> Void, in regions: [PixelRect]) throws -> PartContrast? {
        guard !regions.isEmpty else { return nil }
        let hidden = try render { paint(&$0, .transparent) }
        let black = try render { paint(&$0, .black) }, white = try render { paint(&$0, .white) }
        return regions.compactMap { PartContrast(shown: image, hidden: hidden, black: black, white: white, in: $0) }
            .min { $0.ratio < $1.ratio }
    }

    /// The spec as given, in the normal state, changed by `change`,
    /// rendered: what a state is compared with.
    func renderNormal(_ change: (inout FieldSpec) -> Void) throws -> Pixmap {
        var normal = given
        normal.state = .normal
        change(&normal)
        return try renderer.render(normal)
    }

    /// The look of cell `index`'s border (``CellLook``), unfocused.
    func look(ofCell index: Int) -> CellLook {
        CellLook(state: spec.state, style: spec.style, isFocused: false, isHovered: spec.hoverIndex == index,
                 isFilled: index < spec.value.count)
    }

    /// `rect` (points) in device pixels, grown by `grow` pixels.
    func pixels(_ rect: Rect, grow: Int = 0) -> PixelRect {
        let s = spec.scale
        let x0 = Int((rect.minX * s).rounded(.down)) - grow, y0 = Int((rect.minY * s).rounded(.down)) - grow
        let x1 = Int((rect.maxX * s).rounded(.up)) + grow, y1 = Int((rect.maxY * s).rounded(.up)) + grow
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels of a line of text: its advance, from its font's ascender to its descender.
    func pixels(_ placed: PlacedLine) -> PixelRect? {
        let font = placed.line.font
        return Rect(x: placed.origin.x, y: placed.origin.y - font.ascender, width: placed.line.width,
                    height: font.ascender - font.descender).map { pixels($0) }
    }

    /// The band a font size high about the middle of each of `rects`, inside their borders:
    /// where a cell's character, mask or placeholder is (clear of rounded corners, circles and
    /// underlines, which may share the characters' colour), or a group's separator.
    func characterBands(in rects: [Rect]) -> [PixelRect] {
        let inset = max(spec.cell.borderWidth, spec.cell.focusBorderWidth ?? 0) + 1
        return rects.compactMap { rect in
            let inside = rect.insetBy(inset)
            return Rect(x: inside.minX, y: max(inside.minY, rect.midY - spec.font.size / 2), width: inside.width,
                        height: min(inside.height, spec.font.size)).map { pixels($0) }
        }
    }

    /// How far outside a cell its border and focus ring reach, in pixels: 2, and the ring's
    /// width and offset.
    var focusReach: Int {
        2 + Int(((spec.cell.focusRing.map { $0.width + $0.offset } ?? 0) * spec.scale).rounded(.up))
    }

    /// The index of the focused cell: `focusIndex`, else the first empty one (the last when full).
    var focusedCell: Int {
        min(spec.focusIndex ?? spec.value.count, layout.cells.count - 1)
    }
}
