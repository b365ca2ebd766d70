/// A command of `otp-render`: its name, what its help says, what it accepts, and either what
/// it runs or its subcommands.
public struct CommandDefinition: Sendable {
    /// What the command line calls it.
    public let name: String
    /// One sentence, shown in the parent's list of subcommands and atop the help.
    public let abstract: String
    /// The rest of the help: paragraphs (wrapped to the terminal's 80 columns) and lines that
    /// start with a space, such as examples (kept as written).
    public let discussion: String
    /// What it accepts, in the order help lists them.
    public let arguments: [ArgumentDeclaration]
    /// The commands it groups.
    public let subcommands: [CommandDefinition]
    /// The subcommand run when none is named (`presets` lists them).
    public let defaultSubcommand: String?
    /// Builds the command from what the command line gave and runs it; nil for a command that
    /// only groups subcommands.
    public let run: (@Sendable (ParsedArguments) throws -> Void)?

    /// A command that runs.
    public init(name: String, abstract: String, discussion: String = "", arguments: [any ArgumentDeclaring] = [],
         run: @escaping @Sendable (ParsedArguments) throws -> Void) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments.map(\.declaration)
        self.subcommands = []
        self.defaultSubcommand = nil
        self.run = run
    }

    /// A command that groups subcommands.
    public init(name: String, abstract: String, discussion: String = "", subcommands: [CommandDefinition],
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
    public func subcommand(named name: String) -> CommandDefinition? {
        subcommands.first { $0.name == name }
    }
}
