/// A command of `otp-render`: its name, what its help says, what it accepts, and either what
/// it runs or its subcommands.
struct CommandDefinition: Sendable {
    let name: String
    /// One sentence, shown in the parent's list of subcommands and atop the help.
    let abstract: String
    /// The rest of the help: paragraphs (wrapped to the terminal's 80 columns) and lines that
    /// start with a space, such as examples (kept as written).
    let discussion: String
    let arguments: [ArgumentDeclaration]
    let subcommands: [CommandDefinition]
    /// The subcommand run when none is named (`presets` lists them).
    let defaultSubcommand: String?
    /// Builds the command from what the command line gave and runs it; nil for a command that
    /// only groups subcommands.
    let run: (@Sendable (ParsedArguments) throws -> Void)?

    /// A command that runs.
    init(name: String, abstract: String, discussion: String = "", arguments: [ArgumentDeclaration] = [],
         run: @escaping @Sendable (ParsedArguments) throws -> Void) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.subcommands = []
        self.defaultSubcommand = nil
        self.run = run
    }

    /// A command that groups subcommands.
    init(name: String, abstract: String, discussion: String = "", subcommands: [CommandDefinition],
         defaultSubcommand: String? = nil) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = []
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.run = nil
    }

    /// The subcommand called `name`.
    func subcommand(named name: String) -> CommandDefinition? {
        subcommands.first { $0.name == name }
    }
}
