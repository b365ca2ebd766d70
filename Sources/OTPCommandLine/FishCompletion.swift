/// A fish completion script: a function that walks the tokens before the cursor to the
/// subcommand they name, and a `complete` line for each subcommand, option and argument,
/// conditioned on it, with its description.
struct FishCompletion {
    let script: CompletionScript

    var text: String {
        let stem = "__" + script.functionStem
        return """
            # fish completion for \(script.program), from `\(script.program) completions fish`.
            # Install it: \(script.program) completions fish > ~/.config/fish/completions/\(script.program).fish
            function \(stem)_path --description 'The subcommands of \(script.program) named before the cursor'
                set -l tokens (commandline -opc)
                set -l path ""
                set -l pending 0
                for word in $tokens[2..-1]
                    if test $pending = 1
                        set pending 0
                        continue
                    end
                    switch "$path:$word"
            \(walkCases)
                    end
                end
                echo $path
            end
            function \(stem)_at --argument-names expected --description 'Whether the cursor is in that subcommand'
                test (\(stem)_path) = "$expected"
            end
            complete -c \(script.program) -f
            \(completions(condition: stem + "_at"))

            """
    }

    private var walkCases: String {
        let indent = String(repeating: " ", count: 12)
        var lines: [String] = []
        for entry in script.entries where !entry.subcommands.isEmpty {
            lines.append(indent + "case " + entry.subcommands.map { "\(entry.key):\($0.name)".fishQuoted }.joined(separator: " "))
            lines.append(indent + #"    set path (string trim -- "$path $word")"#)
        }
        let spellings = script.valueOptions.flatMap { option in option.spellings.map { "\(option.entry.key):\($0)".fishQuoted } }
        if !spellings.isEmpty {
            lines.append(indent + "case " + spellings.joined(separator: " "))
            lines.append(indent + "    set pending 1")
        }
        return lines.joined(separator: "\n")
    }

    private func completions(condition: String) -> String {
        script.entries.flatMap { entry -> [String] in
            let base = "complete -c \(script.program) -n " + "\(condition) \(entry.key.fishQuoted)".fishQuoted
            let subcommands = entry.subcommands.map { "\(base) -a \($0.name.fishQuoted) -d \($0.abstract.fishQuoted)" }
            let options = entry.options.map { option in
                var line = base + " -l " + option.name
                if let short = option.shortName { line += " -s \(short)" }
                if option.kind != .flag { line += " -r" + Self.arguments(option.completion) }
                return line + " -d " + CompletionScript.summary(option.help).fishQuoted
            }
            let builtIn = ["\(base) -l help -s h -d 'Show help information.'"]
                + (entry.takesVersion ? ["\(base) -l version -d 'Show the version.'"] : [])
            var completions: [ValueCompletion] = []
            for positional in entry.positionals where !completions.contains(positional.completion) {
                completions.append(positional.completion)
            }
            let positionals = completions.compactMap { completion in
                completion == .none ? nil : base + Self.arguments(completion)
            }
            return subcommands + options + builtIn + positionals
        }.joined(separator: "\n")
    }

    /// The `complete` arguments that offer `completion` (after `-r` for an option's value).
    private static func arguments(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: " -f"
        case .files: " -F"
        case .directories: " -f -a '(__fish_complete_directories)'"
        case .values(let values): " -f -a " + values.joined(separator: " ").fishQuoted
        }
    }
}

extension String {
    /// The text in single quotes for fish: `\` and `'` escaped.
    var fishQuoted: String {
        "'" + flatMap { $0 == "\\" || $0 == "'" ? ["\\", $0] : [$0] } + "'"
    }
}
