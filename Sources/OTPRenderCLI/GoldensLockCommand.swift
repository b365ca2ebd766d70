import OTPCommandLine
import OTPRendering
import OTPGolden

/// `otp-render goldens lock DIR`.
struct GoldensLockCommand {
    static let definition = CommandDefinition(
        name: "lock",
        abstract: "Write DIR/goldens.lock: the SHA-256 of every golden's pixels, so that goldens need no PNG.",
        discussion: """
            Renders every spec under the folder and writes DIR/goldens.lock (sorted JSON: for each \
            golden its spec, scale or frame, width, height and the SHA-256 of its pixels as straight \
            RGBA, the pixels a spec's "ignore" leaves out as transparent black; once, this renderer's \
            version and the digest of the fonts). No PNG is written. A golden whose PNG exists must \
            match it to be locked: one that differs fails (exit 1) and keeps its entry. Goldens that \
            are already locked keep their hashes; record --lock-only rewrites those that changed.

            From then on goldens verify checks each image against the lock wherever its PNG is \
            absent, and against both where both exist, saying which disagrees. So the PNGs can leave \
            the repository: the renderer draws the same pixels on every machine, so a hash stands for \
            the image. A lock made by another renderer version or with other fonts is reported as \
            such (exit 3), not as a failure of every golden; record --lock-only makes it again.

            Examples:
              otp-render goldens lock Goldens
              otp-render goldens verify Goldens                      # against the PNGs and the lock
              otp-render goldens record Goldens --lock-only          # after an intended change
            """,
        arguments: GoldensOptions.arguments,
        run: { try GoldensLockCommand($0).run() }
    )

    let options: GoldensRunOptions

    init(_ arguments: ParsedArguments) throws {
        options = try GoldensOptions.run(arguments)
    }

    func run() throws {
        var run = GoldensRun(options: options, command: "lock", modeArgument: RecordMode.missing.rawValue, acceptsRecorded: true)
        run.lockOnly = true
        try run.run()
    }
}
