import Glibc
import OTPCommandLine
import OTPFiles
import OTPRendering

/// `otp-render`: renders verification-code fields to PNG.
@main
package enum OTPRenderCommand {
    package static let definition = CommandDefinition(
        name: "otp-render",
        abstract: "Render verification-code input fields (OTP, SMS code, PIN) to pixel-exact PNG images.",
        discussion: """
            Every image is drawn by OTPRender's own anti-aliased rasterizer, so the same spec gives \
            the same pixels on every machine.

            Exit codes: 0 success, 1 images differ, 2 size mismatch, 3 missing or unreadable golden, \
            64 bad usage or invalid spec, 70 internal error.
            """,
        subcommands: [RenderCommand.definition, BatchCommand.definition, SheetCommand.definition, FramesCommand.definition,
                      CompareCommand.definition, ConformCommand.definition, GoldensCommand.definition, PreviewCommand.definition, AuditCommand.definition,
                      ServeCommand.definition, TokensCommand.definition, StringsCommand.definition, PresetsCommand.definition, SpecDocCommand.definition, BenchCommand.definition,
                      SchemaCommand.definition, DoctorCommand.definition, CompletionsCommand.definition]
    )

    /// Runs the command, then makes sure that what it printed reached standard output: a
    /// full disk, a closed descriptor or a reader that has gone (SIGPIPE ignored) is one line
    /// and exit 70, as careful Unix tools do, rather than a silent success.
    static func main() {
        AddressSpace.configureAllocatorIfLimited()
        let status = CommandLineRunner.run(Array(CommandLine.arguments.dropFirst()), root: definition,
                                           version: BuildStamp.description)
        do throws(OutputError) {
            try StandardOutput.flushPrintedText()
        } catch {
            exit(ErrorReporting.report(error).rawValue)
        }
        exit(status)
    }
}
