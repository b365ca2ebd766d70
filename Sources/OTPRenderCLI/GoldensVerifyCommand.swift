import OTPCommandLine
import OTPRendering


/// `otp-render goldens verify DIR`.
struct GoldensVerifyCommand {
    static let update: Argument<String?> = .option("update", valueName: "mode",
                    help: "Record mode: none, missing, changed or all (default: OTP_RENDER_RECORD, else missing, or none when CI is set).")

    static let definition = CommandDefinition(
        name: "verify",
        abstract: "Render every spec under a folder and compare each with its golden PNG.",
        discussion: """
            Writes report.html (self-contained: every image inlined; each failure with expected, \
            diff and actual side by side, a slider and a blink view), report.json and, with \
            --junit, JUnit XML. For each failure it also writes <name>.expected.png, .actual.png, \
            .diff.png and a labelled .side-by-side.png under <report>/artifacts/, and prints the \
            command that accepts the new image. An animation plays in the report as an animated \
            PNG of the new frames (<name>.actual.apng), beside the goldens' when a frame differs, \
            over a badge per frame.

            Unless --update or OTP_RENDER_RECORD says otherwise, missing goldens are written (and \
            still fail) on a developer's machine; nothing is written when CI is set.

            With --from-artifacts DIR nothing is rendered: the new images are the .actual.png \
            files of a report made elsewhere (CI's, downloaded), each checked against its golden \
            and, with --update changed, written over it; so a team accepts CI's images without \
            rendering them again (or reviews them first: goldens review --from-artifacts). An \
            image no spec of the folder produces is an error and never written.

            Examples:
              otp-render goldens verify Goldens
              otp-render goldens verify Goldens --jobs 2 --junit junit.xml
              otp-render goldens verify Goldens/boxed --report out/boxed
              CI=1 otp-render goldens verify Goldens --max-diff-pixels 10
              otp-render goldens verify Goldens --audit AA --junit junit.xml
              otp-render goldens verify Goldens --from-artifacts ci-report --update changed
              otp-render goldens verify Goldens --cache ~/.cache/otp-render   # unchanged images not drawn again
            """,
        arguments: GoldensOptions.arguments + [update],
        run: { try GoldensVerifyCommand($0).run() }
    )

    let options: GoldensRunOptions
    let update: String?

    init(_ arguments: ParsedArguments) throws {
        options = try GoldensOptions.run(arguments)
        update = arguments[Self.update]
    }

    func run() throws {
        try GoldensRun(options: options, command: "verify", modeArgument: update, acceptsRecorded: false).run()
    }
}
