import OTPJSON

/// An audit's findings at a level, and whether it passes, as tools read it.
public struct AuditReport: Sendable {
    public var level: AuditLevel
    public var findings: [AuditFinding]

    public init(level: AuditLevel, findings: [AuditFinding]) {
        self.level = level
        self.findings = findings
    }

    /// The findings that fail (not passed, not exempt).
    public var failures: [AuditFinding] { findings.filter(\.fails) }

    /// Whether every finding passes or is exempt.
    public var passed: Bool { !findings.contains(where: \.fails) }

    /// "16 checks at AA: 15 pass, 1 fail".
    public var summary: String {
        let failed = failures.count
        return "\(findings.count) checks at \(level.rawValue): \(findings.count - failed) pass, \(failed) fail"
    }

    /// `{"level": "AA", "passed": false, "findings": [{"state", "part", "criterion", …}]}`,
    /// each figure cut to two decimals as printed.
    public var json: JSONValue {
        .object(["level": .string(level.rawValue), "passed": .bool(passed), "findings": .array(findings.map(Self.json))])
    }

    private static func json(_ finding: AuditFinding) -> JSONValue {
        var item: JSONObject = [
            "state": .string(finding.state), "part": .string(finding.part),
            "criterion": .string(finding.criterion.rawValue), "criterionName": .string(finding.criterion.name),
            "measured": number((finding.measured * 100).rounded(.down) / 100), "threshold": number(finding.threshold),
            "unit": .string(finding.unit.rawValue),
        ]
        if let colors = finding.colors {
            item["foreground"] = .string(colors.foreground.hexString)
            item["background"] = .string(colors.background.hexString)
            if let token = finding.tokens.foreground { item["foregroundToken"] = .string(token) }
            if let token = finding.tokens.background { item["backgroundToken"] = .string(token) }
        }
        item["passed"] = .bool(finding.passed)
        item["exempt"] = .bool(finding.isExempt)
        item["note"] = .string(finding.note)
        return .object(item)
    }

    private static func number(_ value: Double) -> JSONValue { JSONNumber(value).map(JSONValue.number) ?? .null }
}
