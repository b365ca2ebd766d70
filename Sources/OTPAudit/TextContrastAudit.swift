import OTPFields
import OTPRaster
import OTPSpec

/// A text of the field and how to measure it: where it is, its font (for what counts as
/// large text) and which colours draw it.
private struct TextPart {
    let name: String
    let size: Double
    let weight: Int
    let regions: [PixelRect]
    var isExempt = false
    let paint: (inout FieldSpec, Color) -> Void

    /// 18 pt, or 14 pt at weight 700 (WCAG's large text, points for CSS pixels as 1.4.3's notes allow).
    var isLarge: Bool { size >= 18 || (size >= 14 && weight >= 700) }
}

extension FieldAudit {
    /// Every text against what is behind it (1.4.3, 1.4.6): 4.5:1 (3:1 for large text) at
    /// AA, 7:1 (4.5:1) at AAA; each at its worst pixel.
    func textFindings(_ state: AuditedState, level: AuditLevel) throws -> [AuditFinding] {
        let criterion: AuditCriterion = level == .AA ? .contrastMinimum : .contrastEnhanced
        return try textParts(of: state).compactMap { part in
            guard let worst = try state.contrast(of: part.paint, in: part.regions) else { return nil }
            let threshold = level == .AA ? (part.isLarge ? 3 : 4.5) : (part.isLarge ? 4.5 : 7)
            return AuditFinding(
                state: state.name, part: part.name, criterion: criterion, measured: worst.ratio, threshold: threshold,
                colors: (worst.foreground, worst.background), isExempt: part.isExempt || state.isInactive,
                note: part.isLarge ? "large text (\(Self.points(part.size)) pt, weight \(part.weight))" : "")
        }
    }

    /// The texts `state` draws: in the cells (characters or masks, placeholders), between
    /// groups (separators), the block's title, subtitle and message, and the button's title.
    private func textParts(of state: AuditedState) -> [TextPart] {
        let spec = state.spec, layout = state.layout
        let (size, weight) = (spec.font.size, spec.font.weight)
        let cellText: (inout FieldSpec, Color) -> Void = { $0.colors.text = .color($1); $0.colors.disabled = $1 }
        var parts: [TextPart] = []
        let cells = state.characterBands(in: layout.cells)
        if !spec.value.isEmpty && !spec.secure.enabled {
            parts.append(TextPart(name: "code characters", size: size, weight: weight, regions: cells, paint: cellText))
        }
        if !spec.value.isEmpty && spec.secure.enabled && spec.secure.mask != "dot" {
            parts.append(TextPart(name: "masks", size: size, weight: weight, regions: cells) {
                $0.colors.mask = $1; $0.colors.disabled = $1
            })
        }
        if !spec.placeholder.isEmpty, spec.value.count < spec.length {
            parts.append(TextPart(name: "placeholders", size: size, weight: weight, regions: cells) { $0.colors.placeholder = $1 })
        }
        if !spec.separator.text.isEmpty, !layout.separators.isEmpty {
            parts.append(TextPart(name: "separators", size: size, weight: weight,
                                  regions: state.characterBands(in: layout.separators), paint: cellText))
        }
        if let title = spec.title {
            parts.append(TextPart(name: "title", size: title.font.size, weight: title.font.weight,
                                  regions: layout.title.compactMap(state.pixels)) { $0.title?.color = $1 })
        }
        if let subtitle = spec.subtitle {
            parts.append(TextPart(name: "subtitle", size: subtitle.font.size, weight: subtitle.font.weight,
                                  regions: layout.subtitle.compactMap(state.pixels)) { $0.subtitle?.color = $1 })
        }
        if let message = spec.message {
            parts.append(TextPart(name: "message", size: message.font.size, weight: message.font.weight,
                                  regions: layout.message.compactMap(state.pixels)) {
                $0.colors.message = $1; $0.colors.error = $1; $0.colors.warning = $1; $0.colors.success = $1
            })
        }
        if let button = spec.button, let rect = layout.button {
            // Inside an outline, clear of it; a counting or sending (disabled) button is exempt.
            let inside = button.style == .outlined ? rect.insetBy(spec.cell.borderWidth + 1) : rect
            parts.append(TextPart(name: "button title", size: size * 0.65, weight: weight, regions: [state.pixels(inside)],
                                  isExempt: button.phase(remaining: button.remaining).isWaiting) {
                $0.colors.buttonText = .color($1); $0.colors.buttonFilledText = $1; $0.colors.disabled = $1
            })
        }
        return parts
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
