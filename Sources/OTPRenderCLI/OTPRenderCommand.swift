import ArgumentParser

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
        version: "0.1.0",
        subcommands: [RenderCommand.self, BatchCommand.self, SheetCommand.self, FramesCommand.self, CompareCommand.self,
                      GoldensCommand.self, PresetsCommand.self, SpecDocCommand.self, BenchCommand.self]
    )
}
