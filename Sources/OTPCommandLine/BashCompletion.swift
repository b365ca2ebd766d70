/// A bash completion script: one function that walks the words before the cursor (the
/// subcommands named, an option that takes a value, the positional arguments given) and
/// offers what the command there takes next.
struct BashCompletion {
    let script: CompletionScript

    var text: String {
        let function = "_" + script.functionStem
        return """
            # bash completion for \(script.program), from `\(script.program) completions bash`.
            # Load it:    source <(\(script.program) completions bash)
            # Install it: \(script.program) completions bash > ~/.local/share/bash-completion/completions/\(script.program)
            \(function)() {
                local cur=${COMP_WORDS[COMP_CWORD]} path="" pending="" positional=0 word i
            \(arms.walk(words: "COMP_WORDS", from: 1, to: "COMP_CWORD"))
                if [[ $cur == -* ]]; then
                    case "$path" in
            \(optionCases)
                    esac
                    return
                fi
                case "$path:$positional" in
            \(positionalCases)
                esac
            }
            complete -o filenames -F \(function) \(script.program)

            """
    }

    private var arms: ShellCaseArms { ShellCaseArms(script: script, offer: Self.reply) }
    private var optionCases: String { arms.perCommand { Self.words(CompletionScript.optionWords($0)) } }
    private var positionalCases: String { arms.positionals { Self.words($0.subcommands.map(\.name)) } }

    private static func words(_ words: [String]) -> String {
        "COMPREPLY=($(compgen -W " + words.joined(separator: " ").shellQuoted + #" -- "$cur"))"#
    }

    /// The command that fills COMPREPLY for `completion`; nil for a free value.
    private static func reply(_ completion: ValueCompletion) -> String? {
        switch completion {
        case .none: nil
        case .files: #"COMPREPLY=($(compgen -f -- "$cur"))"#
        case .directories: #"COMPREPLY=($(compgen -d -- "$cur"))"#
        case .values(let values): words(values)
        }
    }
}
