import OTPCommandLine
import OTPFields
import OTPSpec

/// `otp-render presets`: lists the presets, or prints one as a spec.
enum PresetsCommand {
    static let name: Argument<String> = Argument<String>.positional("name", help: "The preset's name.")
        .completing(.values(Presets.names))

    static let definition = CommandDefinition(
        name: "presets",
        abstract: "List the presets, or print one as a JSON spec.",
        discussion: """
            Examples:
              otp-render presets
              otp-render presets show alipay-grid > pay.json   # a spec that render accepts
            """,
        subcommands: [List.definition, Show.definition],
        defaultSubcommand: "list"
    )

    enum List {
        static let definition = CommandDefinition(name: "list", abstract: "One line per preset.") { _ in run() }

        static func run() {
            let width = Presets.names.map(\.count).max() ?? 0
            for entry in Presets.all {
                print(entry.name.leftAligned(width: width + 2) + entry.summary)
            }
        }
    }

    enum Show {
        static let definition = CommandDefinition(
            name: "show", abstract: "Print a preset as a JSON spec.",
            arguments: [name],
            run: { try run($0[name]) }
        )

        static func run(_ name: String) throws(UsageError) {
            guard let spec = Presets.named(name) else {
                throw UsageError("unknown preset '\(name)'; presets: \(Presets.names.joined(separator: ", "))")
            }
            print(SpecEncoder.encode(spec))
        }
    }
}
