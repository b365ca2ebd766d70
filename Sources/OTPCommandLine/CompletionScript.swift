import OTPTextSearch

/// A shell that `otp-render completions` writes a script for.
package enum CompletionShell: String, CaseIterable, ArgumentValue, Sendable {
    case bash, zsh, fish
}

/// A completion script for a command tree, generated from its declarations: the commands
/// and subcommands, each command's options (with `--help`, and `--version` at the root), the
/// values an option or a positional argument takes (``ArgumentDeclaration/completion``).
package struct CompletionScript {
    /// A command of the tree with what completion needs of it.
    struct Entry {
        /// The subcommand names from the root (empty for the root).
        let path: [String]
        let subcommands: [(name: String, abstract: String)]
        /// Flags and options, then the built-in ones.
        let options: [ArgumentDeclaration]
        let positionals: [ArgumentDeclaration]
        /// Whether `--version` is taken here.
        let takesVersion: Bool

        /// The path as the scripts match it: the names joined by spaces.
        var key: String { path.joined(separator: " ") }
    }

    let program: String
    let entries: [Entry]

    package init(root: CommandDefinition) {
        program = root.name
        entries = Self.entries(of: root, path: [])
    }

    private static func entries(of command: CommandDefinition, path: [String]) -> [Entry] {
        let entry = Entry(path: path, subcommands: command.subcommands.map { ($0.name, $0.abstract) },
                          options: command.arguments.filter { $0.kind != .positional },
                          positionals: command.arguments.filter { $0.kind == .positional }, takesVersion: path.isEmpty)
        return [entry] + command.subcommands.flatMap { entries(of: $0, path: path + [$0.name]) }
    }

    /// The script for `shell`.
    package func text(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: BashCompletion(script: self).text
        case .zsh: ZshCompletion(script: self).text
        case .fish: FishCompletion(script: self).text
        }
    }

    /// The shell function names' stem: `otp_render` for `otp-render`.
    var functionStem: String { String(program.map { $0 == "-" ? "_" : $0 }) }

    /// Each option that takes a value, by the command it belongs to: its spellings (`--output`,
    /// `-o`) and what its value completes to.
    var valueOptions: [(entry: Entry, spellings: [String], completion: ValueCompletion)] {
        entries.flatMap { entry in
            entry.options.filter { $0.kind != .flag }.map { option in
                (entry, Self.spellings(of: option), option.completion)
            }
        }
    }

    static func spellings(of option: ArgumentDeclaration) -> [String] {
        ["--" + option.name] + (option.shortName.map { ["-" + String($0)] } ?? [])
    }

    /// Every spelling of `entry`'s options, the built-in ones included.
    static func optionWords(_ entry: Entry) -> [String] {
        entry.options.flatMap(spellings) + ["--help", "-h"] + (entry.takesVersion ? ["--version"] : [])
    }

    /// The first sentence of `help`, for a description beside a completion.
    static func summary(_ help: String) -> String {
        let flat = help.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.firstRange(ofText: ". ").map { flat[..<$0.lowerBound] + "." } ?? flat
    }
}

extension String {
    /// The text in single quotes for a POSIX shell (bash, zsh): `'` written as `'\''`.
    var shellQuoted: String { "'" + replacingText("'", with: #"'\''"#) + "'" }
}
