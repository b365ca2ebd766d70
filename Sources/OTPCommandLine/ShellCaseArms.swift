/// What the bash and zsh scripts share: both walk the words before the cursor with the same
/// two `case "$path:$word"` statements and choose what to offer with `case "$pending"` and
/// `case "$path:$positional"`, differing only in how they offer it.
struct ShellCaseArms {
    let script: CompletionScript
    /// What offers a completion in the shell; nil offers nothing (a free value).
    let offer: (ValueCompletion) -> String?

    private static let indent = String(repeating: " ", count: 12)

    /// The walk over the words before the cursor (`words[from..<to]`, the shell's array and
    /// index names) to the command they name, the positional arguments given and the option
    /// whose value is at the cursor, which it offers and returns.
    func walk(words: String, from first: Int, to current: String) -> String {
        """
            for ((i = \(first); i < \(current); i++)); do
                word=${\(words)[i]}
                if [[ -n $pending ]]; then pending=""; continue; fi
                case "$path:$word" in
        \(subcommands)
                esac
                case "$path:$word" in
        \(valueOptions)
                    -*) ;;
                    *) positional=$((positional + 1)) ;;
                esac
            done
            if [[ -n $pending ]]; then
                case "$pending" in
        \(pendingValues)
                esac
                return
            fi
        """
    }

    private func pattern(_ entry: CompletionScript.Entry, _ word: String) -> String {
        "\"\(entry.key):\(word)\""
    }

    /// A subcommand's name moves the walk into it.
    private var subcommands: String {
        script.entries.filter { !$0.subcommands.isEmpty }.map { entry in
            let patterns = entry.subcommands.map { pattern(entry, $0.name) }.joined(separator: "|")
            return Self.indent + patterns + #") path="${path:+$path }$word"; positional=0; continue ;;"#
        }.joined(separator: "\n")
    }

    /// An option that takes a value makes the next word its value.
    private var valueOptions: String {
        let patterns = script.valueOptions.flatMap { option in option.spellings.map { pattern(option.entry, $0) } }
        return patterns.isEmpty ? "" : Self.indent + patterns.joined(separator: "|") + #") pending="$path:$word" ;;"#
    }

    /// The value of the option before the cursor.
    private var pendingValues: String {
        script.valueOptions.compactMap { option in
            guard let offer = offer(option.completion) else { return nil }
            return Self.indent + option.spellings.map { pattern(option.entry, $0) }.joined(separator: "|") + ") " + offer + " ;;"
        }.joined(separator: "\n")
    }

    /// A subcommand (offered by `commands`, given the command that groups them) or the
    /// positional argument at the cursor.
    func positionals(commands: (CompletionScript.Entry) -> String) -> String {
        script.entries.flatMap { entry -> [String] in
            if !entry.subcommands.isEmpty { return [Self.indent + "\"\(entry.key):0\") " + commands(entry) + " ;;"] }
            return entry.positionals.enumerated().compactMap { index, positional in
                guard let offer = offer(positional.completion) else { return nil }
                let at = positional.takesTheRest ? "\"\(entry.key):\"*" : "\"\(entry.key):\(index)\""
                return Self.indent + at + ") " + offer + " ;;"
            }
        }.joined(separator: "\n")
    }

    /// One arm per command, `body` given it.
    func perCommand(_ body: (CompletionScript.Entry) -> String) -> String {
        script.entries.map { Self.indent + "\"\($0.key)\") " + body($0) + " ;;" }.joined(separator: "\n")
    }
}
