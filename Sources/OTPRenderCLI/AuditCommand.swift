import OTPAudit
import OTPCommandLine
import OTPDesign
import OTPFields
import OTPJSON
import OTPRendering
import OTPSpec
import OTPText

/// `otp-render audit`: a spec checked against WCAG 2.2 in every state.
struct AuditCommand {
    static let level: Argument<AuditLevel?> = .option("level", help: "AA or AAA (default: AA).")
    static let states: Argument<String?> = .option("states", help: "The states to check, e.g. empty,error (default: all but loading).")
    static let all: Argument<Bool> = .flag("all", help: "Print every check, not only the failures.")
    static let json: Argument<Bool> = .flag("json", help: "Print the findings as JSON.")

    static let definition = CommandDefinition(
        name: "audit",
        abstract: "Check a spec against WCAG 2.2: contrast, focus visibility and target size, in every state.",
        discussion: """
            The spec is rendered in each state of a design sheet (empty, focused, partial, \
            complete, error, success, disabled, secure; loading when asked for) and checked:
              1.4.3 / 1.4.6  every text against what is behind it: characters, masks,
                             placeholders, separators, title, subtitle, message, button
                             title (4.5:1, 3:1 for text of 18 pt, or 14 pt at weight 700;
                             AAA 7:1 and 4.5:1)
              1.4.11         each cell's edge (its border, or its fill) against the colour
                             around it, the focused cell's, the caret and secure dots, 3:1
              1.4.1          error and success differ from normal by more than colour
              2.4.7          the focused cell looks different from itself unfocused
              2.4.13         AAA: focus changes by 3:1 over an area of a 2 pt perimeter
              2.5.8 / 2.5.5  cells and button at least 24 x 24 pt or spaced; AAA 44 x 44 pt
            Colours are measured on the renders, so translucency, gradients (at their worst point) \
            and images count as drawn. A disabled field's parts are reported but exempt.

            Prints one line per failure and a summary; --all prints every check, --json a JSON \
            document. Exit codes: 0 every check passes, 1 one fails, 64 a bad spec or option.

            Examples:
              otp-render audit --preset boxed
              otp-render audit spec.json --level AAA --json
              otp-render audit --preset ios --states empty,focused,error
            """,
        arguments: SpecOptions.arguments + [level, states, all, json],
        run: { try AuditCommand($0).run() }
    )

    let specOptions: SpecOptions
    let level: AuditLevel
    let states: String?
    let all: Bool
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        specOptions = SpecOptions(arguments)
        level = arguments[Self.level] ?? .AA
        states = arguments[Self.states]
        all = arguments[Self.all]
        json = arguments[Self.json]
    }

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
        let report = AuditReport(level: level, findings: findings)
        if json {
            print(report.json.description)
        } else {
            for finding in all ? findings : report.failures { print(finding.line) }
            print(report.summary)
        }
        if !report.passed { throw ExitCode(1) }
    }
}

extension AuditLevel: ArgumentValue {}
