import OTPDesign
import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec

/// Checks a spec against WCAG 2.2 in each state it can be in (the rows of a design sheet):
/// the contrast of its characters, masks and placeholders (1.4.3, 1.4.6), of its cells'
/// boundaries (1.4.11), whether focus shows (2.4.7), and the size of its targets (2.5.8,
/// 2.5.5). Colours are measured on renders (``PartContrast``), so translucency, gradients
/// and whatever is behind a part count as drawn. Use one per thread.
public struct FieldAudit {
    private let resources: FieldResources
    private let renderer: FieldRenderer

    public init(resources: FieldResources) {
        self.resources = resources
        renderer = FieldRenderer(resources: resources)
    }

    /// The findings for `spec` at `level` in each of `states`, state by state.
    public func audit(_ spec: FieldSpec, level: AuditLevel, states: [SheetState] = SheetState.defaults) throws -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for state in states {
            let shown = state.apply(to: spec)
            let context = try Context(state: state, spec: shown, resources: resources, renderer: renderer)
            findings += try textFindings(context, level: level)
            findings += try boundaryFindings(context)
            if state == .focused { findings += try focusFindings(context) }
        }
        return findings + targetFindings(spec, level: level)
    }

    /// One state's spec, its layout and its render.
    private struct Context {
        let state: SheetState
        let spec: FieldSpec
        let layout: FieldLayout
        let image: Pixmap

        init(state: SheetState, spec: FieldSpec, resources: FieldResources, renderer: FieldRenderer) throws {
            (self.state, self.spec) = (state, spec)
            layout = try FieldLayout(spec: spec, resources: resources, characters: spec.value.map(String.init))
            image = try renderer.render(spec)
        }

        /// `rect` (points) in device pixels, grown by `grow` pixels.
        func pixels(_ rect: Rect, grow: Int = 0) -> PixelRect {
            let s = spec.scale
            let x0 = Int((rect.minX * s).rounded(.down)) - grow, y0 = Int((rect.minY * s).rounded(.down)) - grow
            let x1 = Int((rect.maxX * s).rounded(.up)) + grow, y1 = Int((rect.maxY * s).rounded(.up)) + grow
            return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        /// Where each cell's character, mask or placeholder is: inside the cell clear of its
        /// border, in a band a font size high about the cell's middle (clear of rounded
        /// corners, circles and underlines, which may share the characters' colour).
        var characterAreas: [PixelRect] {
            let inset = max(spec.cell.borderWidth, spec.cell.focusBorderWidth ?? 0) + 1
            return layout.cells.compactMap { cell in
                let inside = cell.insetBy(inset)
                guard let band = Rect(x: inside.minX, y: max(inside.minY, cell.midY - spec.font.size / 2), width: inside.width,
                                      height: min(inside.height, spec.font.size)) else { return nil }
                return pixels(band)
            }
        }

        var isDisabled: Bool { state == .disabled }
    }

    // MARK: Text

    /// Characters, masks and placeholders against what is behind them: 4.5:1 (3:1 for large
    /// text) at AA, 7:1 (4.5:1) at AAA.
    private func textFindings(_ context: Context, level: AuditLevel) throws -> [AuditFinding] {
        let spec = context.spec
        let large = spec.font.size >= 18 || (spec.font.size >= 14 && spec.font.weight >= 700)
        let criterion: AuditCriterion = level == .AA ? .contrastMinimum : .contrastEnhanced
        let threshold = level == .AA ? (large ? 3 : 4.5) : (large ? 4.5 : 7)
        var parts: [(name: String, paint: (inout ColorSpec, Color) -> Void)] = []
        if !spec.value.isEmpty {
            if spec.secure.enabled {
                parts.append(("masks", { $0.mask = $1; $0.disabled = $1 }))
            } else {
                parts.append(("code characters", { $0.text = .color($1); $0.disabled = $1 }))
            }
        }
        if !spec.placeholder.isEmpty, spec.value.count < spec.length {
            parts.append(("placeholders", { $0.placeholder = $1 }))
        }
        var findings: [AuditFinding] = []
        for part in parts {
            func render(in color: Color) throws -> Pixmap {
                var painted = spec
                part.paint(&painted.colors, color)
                return try renderer.render(painted)
            }
            let (hidden, black, white) = (try render(in: .transparent), try render(in: .black), try render(in: .white))
            let worst = context.characterAreas
                .compactMap { PartContrast(shown: context.image, hidden: hidden, black: black, white: white, in: $0) }
                .min { $0.ratio < $1.ratio }
            guard let worst else { continue }
            findings.append(AuditFinding(
                state: context.state.rawValue, part: part.name, criterion: criterion, measured: worst.ratio, threshold: threshold,
                colors: (worst.foreground, worst.background), isExempt: context.isDisabled,
                note: large ? "large text (\(Self.points(spec.font.size)) pt, weight \(spec.font.weight))" : ""))
        }
        return findings
    }

    // MARK: Boundaries

    /// Each cell's edge against the colour around the cell: the border's, or the cell's fill
    /// where it stands out more (either shows where the cell is), 3:1; the worst cell counts.
    /// The colour around a cell is taken just above it, unfocused (no focus ring), borders and
    /// contents hidden; the fill at its centre, contents hidden.
    private func boundaryFindings(_ context: Context) throws -> [AuditFinding] {
        var plain = context.spec
        plain.colors.text = .color(.transparent)
        for keyPath in [\ColorSpec.caret, \.mask, \.placeholder] { plain.colors[keyPath: keyPath] = .transparent }
        func bordersPainted(_ color: Color) -> FieldSpec {
            var spec = plain
            for keyPath in [\ColorSpec.border, \.focus, \.filled] { spec.colors[keyPath: keyPath] = .color(color) }
            for keyPath in [\ColorSpec.error, \.success, \.disabled] { spec.colors[keyPath: keyPath] = color }
            return spec
        }
        var unfocused = bordersPainted(.transparent)
        unfocused.focused = false
        let withoutBorders = try renderer.render(bordersPainted(.transparent))
        let (black, white, around) = (try renderer.render(bordersPainted(.black)), try renderer.render(bordersPainted(.white)),
                                      try renderer.render(unfocused))
        var worst: (ratio: Double, foreground: Color, background: Color, byFill: Bool)?
        for cell in context.layout.cells {
            let center = context.pixels(Rect(x: cell.midX, y: cell.midY, width: 0, height: 0)!)
            let above = context.pixels(Rect(x: cell.midX, y: cell.minY, width: 0, height: 0)!)
            let outside = PartContrast.seen(around.color(x: center.x, y: max(0, above.y - 3)))
            let fill = PartContrast.seen(withoutBorders.color(x: center.x, y: center.y))
            let border = PartContrast(shown: context.image, hidden: withoutBorders, black: black, white: white,
                                      in: context.pixels(cell, grow: 2))
            let byBorder = border.map { Contrast.ratio($0.foreground, outside) } ?? 1
            let byFill = Contrast.ratio(fill, outside)
            let best = byBorder >= byFill ? (byBorder, border?.foreground ?? fill, outside, false) : (byFill, fill, outside, true)
            if worst.map({ best.0 < $0.ratio }) ?? true { worst = best }
        }
        guard let worst else { return [] }
        return [AuditFinding(state: context.state.rawValue, part: worst.byFill ? "cell boundary (fill)" : "cell boundary (border)",
                             criterion: .nonTextContrast, measured: worst.ratio, threshold: 3,
                             colors: (worst.foreground, worst.background), isExempt: context.isDisabled,
                             note: "the border or the fill against the colour around the cell, whichever stands out more")]
    }

    // MARK: Focus

    /// The focused cell must look different from itself unfocused (2.4.7): the largest
    /// contrast between the same pixel focused and not.
    private func focusFindings(_ context: Context) throws -> [AuditFinding] {
        var unfocused = context.spec
        unfocused.focused = false
        let other = try renderer.render(unfocused)
        guard let cell = context.layout.cells.first else { return [] }
        let area = context.pixels(cell, grow: 4).intersection(context.image.bounds)
        var best: (Double, Color, Color) = (1, .white, .white)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let a = PartContrast.seen(context.image.color(x: x, y: y)), b = PartContrast.seen(other.color(x: x, y: y))
                let ratio = Contrast.ratio(a, b)
                if ratio > best.0 { best = (ratio, a, b) }
            }
        }
        return [AuditFinding(state: context.state.rawValue, part: "focused cell", criterion: .focusVisible,
                             measured: best.0, threshold: 1, colors: (best.1, best.2), passed: best.0 > 1,
                             note: "the focused cell against itself unfocused; any visible change passes at AA")]
    }

    // MARK: Targets

    /// Cells (and the button) at least 24 by 24 pt at AA, unless 24 pt circles on their
    /// centres keep clear of each other (the spacing exception); 44 by 44 pt at AAA.
    private func targetFindings(_ spec: FieldSpec, level: AuditLevel) -> [AuditFinding] {
        let size = min(spec.cell.width, spec.cell.height)
        let pitch = spec.cell.width + spec.cell.spacing
        if level == .AAA {
            return [AuditFinding(state: "all", part: "cells", criterion: .targetSizeEnhanced, measured: size, threshold: 44,
                                 note: "the smaller of width and height")]
        }
        let spaced = size < 24 && pitch >= 24
        return [AuditFinding(state: "all", part: "cells", criterion: .targetSizeMinimum, measured: size, threshold: 24,
                             passed: size >= 24 || spaced,
                             note: spaced ? "passes by spacing: cells \(Self.points(pitch)) pt apart" : "the smaller of width and height")]
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
