import ArgumentParser
import Foundation
import OTPAudit
import OTPDesign
import OTPFields
import OTPJSON
import OTPSpec
import OTPText

/// `otp-render audit`: a spec checked against WCAG 2.2 in every state.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check a spec against WCAG 2.2: contrast, focus visibility and target size, in every state.",
        discussion: """
            The spec is rendered in each state of a design sheet (empty, focused, partial, \\
            complete, error, success, disabled, secure; loading when asked for) and checked:
              1.4.3 / 1.4.6  characters, masks and placeholders against what is behind them
                             (4.5:1, 3:1 for text of 18 pt, or 14 pt at weight 700; AAA 7:1 and 4.5:1)
              1.4.11         each cell's edge (its border, or its fill) against the colour around it, 3:1
              2.4.7          the focused cell looks different from itself unfocused
              2.5.8 / 2.5.5  cells at least 24 x 24 pt (or 24 pt apart), AAA 44 x 44 pt
            Colours are measured on the renders, so translucency, gradients (at their worst point) \\
            and images count as drawn. A disabled field's parts are reported but exempt.

            Prints one line per failure and a summary; --all prints every check, --json a JSON \\
            document. Exit codes: 0 every check passes, 1 one fails, 64 a bad spec or option.

            Examples:
              otp-render audit --preset boxed
              otp-render audit spec.json --level AAA --json
              otp-render audit --preset ios --states empty,focused,error
            """
    )

    @OptionGroup var specOptions: SpecOptions

    @Option(help: "AA or AAA (default: AA).")
    var level: AuditLevel = .AA

    @Option(help: ArgumentHelp("The states to check, e.g. empty,error (default: all but loading).", valueName: "states"))
    var states: String?

    @Flag(help: "Print every check, not only the failures.")
    var all = false

    @Flag(help: "Print the findings as JSON.")
    var json = false

    func run() throws {
        let findings: [AuditFinding]
        do {
            let spec = try specOptions.resolve()
            let chosen = try states.map { try SheetSelection.states($0) } ?? SheetState.defaults
            let fonts = try FontLibrary(explicitFolder: specOptions.fonts)
            let audit = FieldAudit(resources: FieldResources(fonts: fonts, baseDirectory: specOptions.baseDirectory))
            findings = try audit.audit(spec, level: level, states: chosen)
        } catch {
            throw ErrorReporting.report(error, specFile: specOptions.fileName)
        }
        let failures = findings.filter(\.fails)
        if json {
            print(Self.json(findings, level: level).description)
        } else {
            for finding in all ? findings : failures { print(finding.line) }
            print("\(findings.count) checks at \(level.rawValue): \(findings.count - failures.count) pass, \(failures.count) fail")
        }
        if !failures.isEmpty { throw ExitCode(1) }
    }

    /// `{"level": "AA", "passed": false, "findings": [{"state", "part", "criterion", …}]}`.
    static func json(_ findings: [AuditFinding], level: AuditLevel) -> JSONValue {
        let items: [JSONValue] = findings.map { finding in
            var item: JSONObject = [
                "state": .string(finding.state), "part": .string(finding.part),
                "criterion": .string(finding.criterion.rawValue), "criterionName": .string(finding.criterion.name),
                "measured": number((finding.measured * 100).rounded(.down) / 100), "threshold": number(finding.threshold),
            ]
            if let colors = finding.colors {
                item["foreground"] = .string(colors.foreground.hexString)
                item["background"] = .string(colors.background.hexString)
            }
            item["passed"] = .bool(finding.passed)
            item["exempt"] = .bool(finding.isExempt)
            item["note"] = .string(finding.note)
            return .object(item)
        }
        return .object(["level": .string(level.rawValue), "passed": .bool(!findings.contains(where: \.fails)),
                        "findings": .array(items)])
    }

    private static func number(_ value: Double) -> JSONValue { JSONNumber(value).map(JSONValue.number) ?? .null }
}

extension AuditLevel: ExpressibleByArgument {}
