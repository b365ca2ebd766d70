/// The help of a command (`--help`) and its usage line, laid out for an 80-column terminal:
/// an overview, the discussion, usage, then each argument with its description in a column.
public enum HelpText {
    private static let width = 80
    /// Where descriptions start: two spaces, a label of up to 22 characters, two spaces.
    private static let descriptionColumn = 26

    /// The help of the last command of `path` (the root first).
    public static func help(for path: [CommandDefinition]) -> String {
        guard let command = path.last else { return "" }
        var blocks = [wrap("OVERVIEW: " + command.abstract)]
        if !command.discussion.isEmpty { blocks.append(discussion(command.discussion)) }
        blocks.append(wrap(["USAGE:"] + usageParts(for: path), indent: "       "))
        for (title, declarations) in sections(of: command) {
            blocks.append(title + ":\n" + declarations.map(entry).joined(separator: "\n"))
        }
        if !command.subcommands.isEmpty {
            let entries = command.subcommands.map { subcommand in
                let label = subcommand.name + (subcommand.name == command.defaultSubcommand ? " (default)" : "")
                return row(label: label, description: subcommand.abstract)
            }
            let names = path.dropFirst().map(\.name) + ["<subcommand>"]
            blocks.append("SUBCOMMANDS:\n" + entries.joined(separator: "\n")
                          + "\n\n  See '\(commandName(path.prefix(1))) help \(names.joined(separator: " "))' for detailed help.")
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// How the last command of `path` is called: its required arguments and, when it has
    /// many, its other options as `[<options>]`.
    public static func usage(for path: [CommandDefinition]) -> String {
        usageParts(for: path).joined(separator: " ")
    }

    /// The usage's words, an option and its value being one word.
    private static func usageParts(for path: [CommandDefinition]) -> [String] {
        guard let command = path.last else { return [] }
        if !command.subcommands.isEmpty { return [commandName(path), "<subcommand>"] }
        let optional = command.arguments.filter { $0.kind != .positional && !$0.isRequired }
        let collapsed = optional.count > 6
        var parts = [commandName(path)] + (collapsed ? ["[<options>]"] : [])
        for declaration in command.arguments {
            let label = declaration.label() + (declaration.kind == .repeatedOption || declaration.takesTheRest ? " ..." : "")
            if declaration.isRequired {
                parts.append(label)
            } else if declaration.kind == .positional || !collapsed {
                parts.append("[\(label)]")
            }
        }
        return parts
    }

    /// `otp-render goldens verify`.
    public static func commandName<Path: Collection<CommandDefinition>>(_ path: Path) -> String {
        path.map(\.name).joined(separator: " ")
    }

    private static func sections(of command: CommandDefinition) -> [(String, [ArgumentDeclaration])] {
        var titled: [(String, [ArgumentDeclaration])] = []
        for declaration in command.arguments {
            guard let section = declaration.section else { continue }
            if let index = titled.firstIndex(where: { $0.0 == section.uppercased() }) {
                titled[index].1.append(declaration)
            } else {
                titled.append((section.uppercased(), [declaration]))
            }
        }
        let plain = command.arguments.filter { $0.section == nil }
        let positionals = plain.filter { $0.kind == .positional }
        let options = plain.filter { $0.kind != .positional } + [
            ArgumentDeclaration(kind: .flag, name: "version", valueName: "", help: "Show the version."),
            ArgumentDeclaration(kind: .flag, name: "help", shortName: "h", valueName: "", help: "Show help information."),
        ]
        return titled + (positionals.isEmpty ? [] : [("ARGUMENTS", positionals)]) + [("OPTIONS", options)]
    }

    private static func entry(_ declaration: ArgumentDeclaration) -> String {
        var label = declaration.label()
        if let short = declaration.shortName {
            label = "-\(short), " + label
        }
        var description = declaration.help
        if let defaultText = declaration.defaultText { description += " (default: \(defaultText))" }
        if !declaration.valueList.isEmpty { description += " (values: \(declaration.valueList.joined(separator: ", ")))" }
        return row(label: label, description: description)
    }

    /// `  label` and the description beside it, on the next line when the label is long.
    private static func row(label: String, description: String) -> String {
        let indent = String(repeating: " ", count: descriptionColumn)
        let lines = wrap(description, indent: indent, start: descriptionColumn)
        let labelText = "  " + label
        if labelText.count + 2 > descriptionColumn {
            return labelText + "\n" + indent + lines
        }
        return labelText + String(repeating: " ", count: descriptionColumn - labelText.count) + lines
    }

    private static func discussion(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.first == " " ? String(line) : wrap(String(line))
        }.joined(separator: "\n")
    }

    /// `text` broken at spaces into lines that end by column `width` (a longer word gets a
    /// line of its own): the first line starts at column `start`, every other one with `indent`.
    private static func wrap(_ text: String, indent: String = "", start: Int = 0) -> String {
        wrap(text.split(separator: " ").map(String.init), indent: indent, start: start)
    }

    private static func wrap(_ words: [String], indent: String = "", start: Int = 0) -> String {
        var lines: [String] = []
        var line = ""
        var column = start
        for word in words {
            if !line.isEmpty && column + 1 + word.count > width {
                lines.append(line)
                line = indent + word
                column = indent.count + word.count
            } else {
                column += (line.isEmpty ? 0 : 1) + word.count
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
