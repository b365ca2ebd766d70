import Foundation
import OTPAudit
import OTPDesign
import OTPFields
import OTPJSON
import OTPSpec
import OTPTestSupport
import Testing

/// Every bundled preset's audit at AA, in every state of a sheet, against its golden JSON
/// in `PresetAudits/<preset>.json`: a change in what a preset draws, or in how it is
/// measured, shows here check by check. Record after looking at the difference:
/// `OTP_RENDER_RECORD=changed swift test --filter PresetAuditTests`.
@Suite struct PresetAuditTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PresetAudits")

    @Test(arguments: Presets.names)
    func presetAuditMatchesItsGolden(_ name: String) throws {
        let spec = try #require(Presets.named(name))
        let findings = try FieldAudit(resources: FieldResources(fonts: BundledFonts.library)).audit(spec, level: .AA)
        let actual = AuditReport(level: .AA, findings: findings).json.prettyPrinted()
        let url = Self.folder.appendingPathComponent(name + ".json")
        let expected = try? String(contentsOf: url, encoding: .utf8)
        guard actual != expected else { return }
        let mode = ProcessInfo.processInfo.environment["OTP_RENDER_RECORD"] ?? ""
        if ["changed", "all", "1"].contains(mode) || (mode == "missing" && expected == nil) {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        Issue.record(Comment(rawValue: expected == nil
            ? "no golden audit \(url.path); record it with OTP_RENDER_RECORD=missing swift test --filter PresetAuditTests"
            : "\(name)'s audit differs from \(url.path):\n" + Self.difference(expected!, actual)
                + "\nrecord it after looking: OTP_RENDER_RECORD=changed swift test --filter PresetAuditTests"))
    }

    /// The blocks are composed to pass; the field presets keep their sources' looks (docs/audit.md).
    @Test func theVerificationBlocksPassAA() throws {
        for name in ["signin-block", "payment-block", "rtl-block", "hebrew-block", "chinese-block"] {
            let golden = try JSONValue.parse([UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name + ".json"))))
            #expect(golden["passed"] == JSONValue.bool(true), "\(name)")
        }
    }

    /// The lines of `actual` that `expected` lacks, and the other way round.
    private static func difference(_ expected: String, _ actual: String) -> String {
        let (old, new) = (expected.split(separator: "\n"), actual.split(separator: "\n"))
        let removed = old.filter { !new.contains($0) }.map { "- " + $0 }
        let added = new.filter { !old.contains($0) }.map { "+ " + $0 }
        return (removed + added).prefix(40).joined(separator: "\n")
    }
}
