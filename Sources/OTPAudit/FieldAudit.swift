import OTPDesign
import OTPFields
import OTPSpec

/// Checks a spec against WCAG 2.2 in each state it can be in (the rows of a design sheet):
/// the contrast of every text (1.4.3, 1.4.6), of the cells' boundaries, the focus and hover borders, the
/// caret and secure dots (1.4.11), whether focus shows (2.4.7) and, at AAA, how much
/// (2.4.13), whether error, warning and success differ from normal by more than colour (1.4.1), and
/// the size of the cells and the button (2.5.8, 2.5.5), and whether its texts survive being
/// doubled (1.4.4) and the whole a 320 pt wide screen (1.4.10). Colours are measured on renders
/// (``PartContrast``), so translucency, gradients and whatever is behind a part count as
/// drawn. Use one per thread.
public struct FieldAudit {
    let resources: FieldResources
    let renderer: FieldRenderer

    public init(resources: FieldResources) {
        self.resources = resources
        renderer = FieldRenderer(resources: resources)
    }

    /// The findings for `spec` at `level` in each of `states`, state by state, then its
    /// targets', its texts' at 200 % and its width at 320 pt.
    public func audit(_ spec: FieldSpec, level: AuditLevel, states: [SheetState] = SheetState.defaults) throws -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for state in states where state.applies(to: spec) {
            findings += try audit(AuditedState(name: state.rawValue, spec: state.apply(to: spec), audit: self), level: level)
        }
        let layout = try FieldLayout(spec: spec, resources: resources)
        return findings + targetFindings(spec, layout: layout, state: "all", level: level) + [try resizeFinding(spec), try reflowFinding(spec)]
    }

    /// The findings for `spec` as it is drawn (its own value, focus and state), under the
    /// state name `name`, its targets' included: what a golden image shows. (Resizing and
    /// reflow are about other images than the golden, and are left to ``audit(_:level:states:)``.)
    public func audit(asDrawn spec: FieldSpec, name: String, level: AuditLevel) throws -> [AuditFinding] {
        let state = try AuditedState(name: name, spec: spec, audit: self)
        return try audit(state, level: level) + targetFindings(spec, layout: state.layout, state: name, level: level)
    }

    /// Every check of one state but the targets'.
    func audit(_ state: AuditedState, level: AuditLevel) throws -> [AuditFinding] {
        var findings = try textFindings(state, level: level) + nonTextFindings(state)
        if state.spec.showsFocus { findings += try focusFindings(state, level: level) }
        if [.error, .warning, .success].contains(state.spec.state) { findings += try distinctionFindings(state) }
        return findings.map { $0.namingTokens(from: state.spec.tokenUses) }
    }
}
