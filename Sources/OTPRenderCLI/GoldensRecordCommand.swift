import OTPCommandLine
import OTPRendering
import OTPGolden

/// `otp-render goldens record DIR`.
struct GoldensRecordCommand {
    static let update: Argument<String?> = .option("update", valueName: "mode", defaultText: RecordMode.changed.rawValue, help: "Record mode: none, missing, changed or all.")
    static let lockOnly: Argument<Bool> = .flag("lock-only", help: "Record the new images' hashes in goldens.lock (made in the folder if there is none), writing no PNG.")

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
              otp-render goldens record Goldens --lock-only          # the lock's hashes, no PNG

            Where a goldens.lock governs the folder (goldens lock), recorded images update it too.
            """,
        arguments: GoldensOptions.arguments + [update, lockOnly],
        run: { try GoldensRecordCommand($0).run() }
    )

    let options: GoldensRunOptions
    let update: String
    let lockOnly: Bool

    init(_ arguments: ParsedArguments) throws {
        options = try GoldensOptions.run(arguments)
        update = arguments[Self.update] ?? RecordMode.changed.rawValue
        lockOnly = arguments[Self.lockOnly]
    }

    func run() throws {
        var run = GoldensRun(options: options, command: "record", modeArgument: update, acceptsRecorded: true)
        run.lockOnly = lockOnly
        try run.run()
    }
}
