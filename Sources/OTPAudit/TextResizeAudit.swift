import OTPFields
import OTPSpec

extension FieldAudit {
    /// The text scale 1.4.4 asks texts to reach without loss of content: 200 %.
    static let resizedTextScale = 2.0
    /// The width 1.4.10 asks content to fit without scrolling sideways: 320 CSS px (points
    /// stand in for them, as in the target checks).
    static let reflowWidth = 320.0

    /// 1.4.4: the spec with its texts at twice their size (its cells growing as `cell.grow`
    /// says) loses nothing: no text is clipped by its cell or button, no line is wider than
    /// the block (``OverflowCheck``). Measured as the farthest any text reaches past where
    /// it must end.
    func resizeFinding(_ spec: FieldSpec) throws -> AuditFinding {
        var resized = spec
        resized.textScale = min(TextScale.range.upperBound, max(1, Self.resizedTextScale / spec.appliedTextScale))
        let overflows = try OverflowCheck.overflows(of: resized.applyingTextScale(), resources: resources)
        return AuditFinding(state: "all", part: "texts at 200 %", criterion: .resizeText, measured: overflows.map(\.amount).max() ?? 0,
                            threshold: 0, unit: .pointsOver, passed: overflows.isEmpty, note: Self.note(overflows, none: "nothing clipped"))
    }

    /// 1.4.10: on a screen 320 pt wide the image (the block and its padding) fits without
    /// scrolling sideways: with `fit: shrink` the cells shrink into what is left of it, as
    /// the app's field would, and nothing may then overflow. Measured as how far it reaches
    /// past 320 pt.
    func reflowFinding(_ spec: FieldSpec) throws -> AuditFinding {
        var narrow = spec
        if spec.fit == .shrink {
            let trailing = spec.button.map { $0.placement == .trailing ? $0.width + $0.gap : 0 } ?? 0
            narrow.width = Self.reflowWidth - 2 * spec.contentInset - trailing
            narrow = narrow.fittingWidth()
        }
        let layout = try FieldLayout(spec: narrow, resources: resources)
        let over = max(0, layout.canvas.width - Self.reflowWidth)
        let overflows = try OverflowCheck.overflows(of: narrow, resources: resources)
        var width = "the image is \(PointFormat.string(layout.canvas.width)) pt wide"
        if over > 0 && spec.fit == .none { width += " (`fit: shrink` lets its cells shrink into 320 pt)" }
        return AuditFinding(state: "all", part: "width at 320 pt", criterion: .reflow, measured: over, threshold: 0, unit: .pointsOver,
                            passed: over == 0 && overflows.isEmpty, note: width + "; " + Self.note(overflows, none: "nothing overflows"))
    }

    /// The first overflow, and how many more; `none` without any.
    private static func note(_ overflows: [TextOverflow], none: String) -> String {
        guard let first = overflows.first else { return none }
        return first.description + (overflows.count > 1 ? " (+\(overflows.count - 1) more)" : "")
    }
}
