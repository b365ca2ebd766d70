import ArgumentParser
import OTPFiles

/// `otp-render`: renders verification-code fields to PNG.
@main
struct OTPRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "otp-render",
        abstract: "Render verification-code input fields (OTP, SMS code, PIN) to pixel-exact PNG images.",
        discussion: """
            Every image is drawn by OTPRender's own anti-aliased rasterizer, so the same spec gives \
            the same pixels on every machine.

            Exit codes: 0 success, 1 images differ, 2 size mismatch, 3 missing or unreadable golden, \
            64 bad usage or invalid spec, 70 internal error.
            """,
        version: BuildStamp.description,
        subcommands: [RenderCommand.self, BatchCommand.self, SheetCommand.self, FramesCommand.self, CompareCommand.self,
                      GoldensCommand.self, PreviewCommand.self, AuditCommand.self, ServeCommand.self, PresetsCommand.self, SpecDocCommand.self, BenchCommand.self, DoctorCommand.self]
    )

    /// Runs the command, then makes sure that what it printed reached standard output: a
    /// full disk, a closed descriptor or a reader that has gone (SIGPIPE ignored) is one line
    /// and exit 70, as careful Unix tools do, rather than a silent success.
    static func main() {
        AddressSpace.configureAllocatorIfLimited()
        if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
            // What scripts call to probe the tool, answered before the parser reflects on
            // every command: it starts in a third of the time.
            print(BuildStamp.description)
        } else {
            parseAndRun()
        }
        do throws(OutputError) {
            try StandardOutput.flushPrintedText()
        } catch {
            exit(withError: ErrorReporting.report(error))
        }
    }

    /// Parses the arguments and runs the command they name; --help is printed here, so that
    /// the check of standard output in ``main()`` covers it too.
    private static func parseAndRun() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch where exitCode(for: error) == .success {
            print(fullMessage(for: error))
        } catch {
            exit(withError: error)
        }
    }
}
