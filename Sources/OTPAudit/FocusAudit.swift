import OTPGeometry
import OTPRaster
import OTPSpec

extension FieldAudit {
    /// Whether focus shows, comparing the cells pixel by pixel with the same state unfocused
    /// (the focused cell, or the caret after the last character, may be any of them): any
    /// visible change at AA (2.4.7); at AAA also an indicator of enough area that changes by
    /// 3:1 (2.4.13).
    func focusFindings(_ state: AuditedState, level: AuditLevel) throws -> [AuditFinding] {
        let cell = state.layout.cells[state.focusedCell]
        let unfocused = try state.render { $0.focused = false }
        let area = state.pixels(state.layout.field, grow: state.focusReach).intersection(state.image.bounds)
        var best: (ratio: Double, focused: Color, unfocused: Color) = (1, .white, .white)
        forEachPixel(in: area, of: state.image, unfocused) { focused, plain in
            let ratio = Contrast.ratio(focused, plain)
            if ratio > best.ratio { best = (ratio, focused, plain) }
        }
        var findings = [AuditFinding(
            state: state.name, part: "focus change", criterion: .focusVisible, measured: best.ratio, threshold: 1,
            colors: (best.focused, best.unfocused), passed: best.ratio > 1,
            note: "the cells against themselves unfocused; any visible change passes at AA")]
        if level == .AAA { findings.append(try focusAppearance(state, cell: cell, area: area)) }
        return findings
    }

    /// 2.4.13 Focus Appearance: the pixels that change by at least 3:1 between focused and
    /// unfocused, caret hidden (it blinks), must cover at least the area of a 2 pt perimeter
    /// of the cell, taken as 4 × (width + height) as the understanding document does.
    private func focusAppearance(_ state: AuditedState, cell: Rect, area: PixelRect) throws -> AuditFinding {
        let focused = try state.render { $0.caret.visible = false }
        let unfocused = try state.render { $0.caret.visible = false; $0.focused = false }
        var changed = 0
        forEachPixel(in: area, of: focused, unfocused) { a, b in
            if Contrast.ratio(a, b) >= 3 { changed += 1 }
        }
        let scale = state.spec.scale
        return AuditFinding(
            state: state.name, part: "focus indicator area", criterion: .focusAppearance,
            measured: Double(changed) / (scale * scale), threshold: 4 * (cell.width + cell.height), unit: .squarePoints,
            note: "the area changing by 3:1 between focused and unfocused, caret hidden, against a 2 pt perimeter of the cell")
    }

    /// Calls `body` with each pixel of `area` in `a` and in `b`, as seen on white.
    private func forEachPixel(in area: PixelRect, of a: Pixmap, _ b: Pixmap, _ body: (Color, Color) -> Void) {
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                body(PartContrast.seen(a.color(x: x, y: y)), PartContrast.seen(b.color(x: x, y: y)))
            }
        }
    }
}
