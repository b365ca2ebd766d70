import OTPCommandLine
import OTPGolden

/// `otp-render goldens record DIR`.
struct GoldensRecordCommand {
    static let definition = CommandDefinition(
        name: "record",
        abstract: "Render every spec under a folder and write the goldens that changed.",
        discussion: """
            The goldens written count as accepted: the exit code is 0 unless an image could not \
            be made or a golden could not be written (a Git LFS pointer, an unwritable file) or, \
            with --update missing, an existing golden differs. Look at every changed image before \
            committing it (git diff --stat Goldens, then the images). Writes the same reports as verify.

            Examples:
              otp-render goldens record Goldens                      # missing and changed goldens
              otp-render goldens record Goldens/boxed/boxed-error.json
              otp-render goldens record Goldens --update missing
            """,
        arguments: GoldensOptions.arguments + [
            .option("update", valueName: "mode", defaultText: RecordMode.changed.rawValue, help: "Record mode: none, missing, changed or all."),
        ],
        run: { try GoldensRecordCommand($0).run() }
    )

    let options: GoldensOptions
    let update: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        options = try GoldensOptions(arguments)
        update = try arguments.value("update") ?? RecordMode.changed.rawValue
    }

    func run() throws {
        try GoldensRun(options: options, command: "record", modeArgument: update, acceptsRecorded: true).run()
    }
}
