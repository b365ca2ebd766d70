import ArgumentParser
import OTPGolden

/// `otp-render goldens record DIR`.
struct GoldensRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
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
            """
    )

    @OptionGroup var options: GoldensOptions

    @Option(help: ArgumentHelp("Record mode: none, missing, changed or all.", valueName: "mode"))
    var update: String = RecordMode.changed.rawValue

    func run() throws {
        try GoldensRun(options: options, command: "record", modeArgument: update, acceptsRecorded: true).run()
    }
}
