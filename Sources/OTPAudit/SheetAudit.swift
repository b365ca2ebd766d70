import OTPDesign
import OTPFields

extension FieldAudit {
    /// The audit strip of `sheet`: for each of its rows, the row's field (in its own style)
    /// audited at `level`, as a pass or fail and its worst finding (the one furthest below
    /// its threshold, or the closest to it when all pass).
    public func strip(for sheet: DesignSheet, level: AuditLevel) throws -> SheetAuditStrip {
        var rows: [String: SheetAuditStrip.Row] = [:]
        for row in sheet.rows {
            let audited = try AuditedState(name: row.state.rawValue, spec: row.spec, audit: self)
            rows[row.name] = Self.row(for: try audit(audited, level: level))
        }
        return SheetAuditStrip(level: level.rawValue, rows: rows)
    }

    /// PASS or FAIL, and "1.65:1 cell boundary (border), needs 3:1 · 1.4.11" for the worst
    /// finding (with "+2 more" when more fail); "exempt (disabled)" when nothing counts.
    static func row(for findings: [AuditFinding]) -> SheetAuditStrip.Row {
        let failures = findings.filter(\.fails)
        let counted = failures.isEmpty ? findings.filter { !$0.isExempt } : failures
        guard let worst = counted.min(by: { margin($0) < margin($1) }) else {
            return SheetAuditStrip.Row(passed: true, detail: findings.isEmpty ? "nothing to check" : "exempt (disabled)")
        }
        var detail = detail(of: worst) + " · \(worst.criterion.rawValue)"
        if failures.count > 1 { detail += " · +\(failures.count - 1) more" }
        return SheetAuditStrip.Row(passed: failures.isEmpty, detail: detail)
    }

    /// "1.65:1 cell boundary (border), needs 3.00:1"; for 1.4.1 what the state is shown by.
    private static func detail(of finding: AuditFinding) -> String {
        if finding.criterion == .useOfColor {
            return finding.passed ? "shown by more than colour" : "shown by colour only: no message, icon or shape of its own"
        }
        return "\(finding.unit.text(finding.measured)) \(finding.part), needs \(finding.unit.text(finding.threshold))"
    }

    /// How far a finding is above its threshold, as a fraction of it.
    private static func margin(_ finding: AuditFinding) -> Double {
        finding.threshold > 0 ? finding.measured / finding.threshold : finding.measured
    }
}

extension DesignSheet {
    /// This sheet with its audit column filled at `level`, its fields measured with
    /// `resources`: what `otp-render sheet` draws unless told `--no-audit`.
    public func audited(at level: AuditLevel = .AA, resources: FieldResources) throws -> DesignSheet {
        var sheet = self
        sheet.audit = try FieldAudit(resources: resources).strip(for: self, level: level)
        return sheet
    }
}
