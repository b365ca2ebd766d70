import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec

extension FieldAudit {
    /// The parts that show where the field is and where typing goes, 3:1 against what is
    /// next to them (1.4.11): each cell's boundary, the focused cell's, the hovered cell's,
    /// the caret, secure dots.
    func nonTextFindings(_ state: AuditedState) throws -> [AuditFinding] {
        let boundaries = try CellBoundaries(state)
        var findings: [AuditFinding] = []
        if let worst = state.layout.cells.indices.map(boundaries.edge(ofCell:)).min(by: { $0.ratio < $1.ratio }) {
            findings.append(boundaryFinding(worst, part: "cell boundary", state: state))
        }
        if state.spec.showsFocus {
            findings.append(boundaryFinding(boundaries.edge(ofCell: state.focusedCell), part: "focused cell boundary", state: state))
        }
        if let hovered = state.spec.hoverIndex, state.look(ofCell: hovered) == .hover {
            findings.append(boundaryFinding(boundaries.edge(ofCell: hovered), part: "hovered cell boundary", state: state))
        }
        if let caret = state.layout.caret,
           let contrast = try state.contrast(of: { $0.colors.caret = $1 }, in: [state.pixels(caret)]) {
            findings.append(nonText(contrast, part: "caret", state: state, note: "at the start of its blink"))
        }
        if !state.spec.value.isEmpty && state.spec.secure.enabled && state.spec.secure.mask == "dot",
           let contrast = try state.contrast(of: { $0.colors.mask = $1; $0.colors.disabled = $1 },
                                             in: state.characterBands(in: state.layout.cells)) {
            findings.append(nonText(contrast, part: "secure dots", state: state, note: ""))
        }
        return findings
    }

    private func boundaryFinding(_ boundary: CellBoundaries.Edge, part: String, state: AuditedState) -> AuditFinding {
        AuditFinding(state: state.name, part: part + (boundary.byFill ? " (fill)" : " (border)"), criterion: .nonTextContrast,
                     measured: boundary.ratio, threshold: 3, colors: (boundary.foreground, boundary.background),
                     isExempt: state.isInactive,
                     note: "the border or the fill against the colour around the cell, whichever stands out more")
    }

    private func nonText(_ contrast: PartContrast, part: String, state: AuditedState, note: String) -> AuditFinding {
        AuditFinding(state: state.name, part: part, criterion: .nonTextContrast, measured: contrast.ratio, threshold: 3,
                     colors: (contrast.foreground, contrast.background), isExempt: state.isInactive, note: note)
    }
}

/// How each cell of a state stands out from what is around it: its border (and focus ring),
/// or its fill where that stands out more (either shows where the cell is). The colour around
/// a cell is taken 3 pixels above it, unfocused (no ring), borders and contents hidden; the
/// fill at its centre, contents hidden.
private struct CellBoundaries {
    /// A cell's edge: the ratio it stands out by, its colour and the colour around it.
    struct Edge {
        let ratio: Double
        let foreground: Color
        let background: Color
        let byFill: Bool
    }

    private let state: AuditedState
    private let withoutBorders: Pixmap, black: Pixmap, white: Pixmap, around: Pixmap

    init(_ state: AuditedState) throws {
        self.state = state
        func bordersPainted(_ color: Color) -> (inout FieldSpec) -> Void {
            { spec in
                spec.colors.text = .color(.transparent)
                for keyPath in [\ColorSpec.caret, \.mask, \.placeholder] { spec.colors[keyPath: keyPath] = .transparent }
                for keyPath in [\ColorSpec.border, \.focus, \.hover, \.filled] { spec.colors[keyPath: keyPath] = .color(color) }
                for keyPath in [\ColorSpec.error, \.warning, \.success, \.disabled] { spec.colors[keyPath: keyPath] = color }
                if spec.cell.focusRing != nil { spec.cell.focusRing?.color = color }
            }
        }
        withoutBorders = try state.render(bordersPainted(.transparent))
        black = try state.render(bordersPainted(.black))
        white = try state.render(bordersPainted(.white))
        around = try state.render { bordersPainted(.transparent)(&$0); $0.focused = false; $0.hoverIndex = nil }
    }

    func edge(ofCell index: Int) -> Edge {
        let cell = state.layout.cells[index]
        let center = state.pixels(Rect(clampingX: cell.midX, y: cell.midY, width: 0, height: 0))
        let above = state.pixels(Rect(clampingX: cell.midX, y: cell.minY, width: 0, height: 0))
        let outside = PartContrast.seen(around.color(x: center.x, y: max(0, above.y - 3)))
        let fill = PartContrast.seen(withoutBorders.color(x: center.x, y: center.y))
        let border = PartContrast(shown: state.image, hidden: withoutBorders, black: black, white: white,
                                  in: state.pixels(cell, grow: state.focusReach))
        let byBorder = border.map { Contrast.ratio($0.foreground, outside) } ?? 1
        let byFill = Contrast.ratio(fill, outside)
        return byBorder >= byFill ? Edge(ratio: byBorder, foreground: border?.foreground ?? fill, background: outside, byFill: false)
            : Edge(ratio: byFill, foreground: fill, background: outside, byFill: true)
    }
}
