import ArgumentParser
import OTPFields
import OTPSpec

/// `otp-render presets`: lists the presets, or prints one as a spec.
struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the presets, or print one as a JSON spec.",
        discussion: """
            Examples:
              otp-render presets
              otp-render presets show alipay-grid > pay.json   # a spec that render accepts
            """,
        subcommands: [List.self, Show.self],
        defaultSubcommand: List.self
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "One line per preset.")

        func run() {
            let width = Presets.names.map(\.count).max() ?? 0
            for entry in Presets.all {
                print(entry.name.leftAligned(width: width + 2) + entry.summary)
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a preset as a JSON spec.")

        @Argument(help: "The preset's name.")
        var name: String

        func validate() throws {
            guard Presets.named(name) != nil else {
                throw ValidationError("unknown preset '\(name)'; presets: \(Presets.names.joined(separator: ", "))")
            }
        }

        func run() {
            guard let spec = Presets.named(name) else { preconditionFailure("validate() accepts only known presets") }
            print(SpecEncoder.encode(spec))
        }
    }
}
