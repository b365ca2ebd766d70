/// A zsh completion script: the walk of ``BashCompletion`` over `words`, offering
/// subcommands and options with their descriptions (`_describe`), files (`_files`), folders
/// (`_files -/`) and declared values (`compadd`). Loaded from `fpath` as `_otp_render` or
/// sourced, when it registers itself with `compdef`.
struct ZshCompletion {
    let script: CompletionScript

    var text: String {
        let function = "_" + script.functionStem
        return """
            #compdef \(script.program)
            # zsh completion for \(script.program), from `\(script.program) completions zsh`.
            # Install it: \(script.program) completions zsh > "${fpath[1]}/\(function)"
            # or load it: source <(\(script.program) completions zsh)   (after compinit)
            \(function)() {
                local cur=${words[CURRENT]} path="" pending="" positional=0 word i
                local -a described
            \(arms.walk(words: "words", from: 2, to: "CURRENT"))
                if [[ $cur == -* ]]; then
                    case "$path" in
            \(optionCases)
                    esac
                    _describe -t options option described
                    return
                fi
                case "$path:$positional" in
            \(positionalCases)
                esac
            }
            if [[ "${funcstack[1]}" == "\(function)" ]]; then
                \(function) "$@"
            else
                compdef \(function) \(script.program)
            fi

            """
    }

    private var arms: ShellCaseArms { ShellCaseArms(script: script, offer: Self.offer) }

    /// Each command's options as `_describe` takes them: `--output:The image.`.
    private var optionCases: String {
        arms.perCommand { entry in
            let options = entry.options.flatMap { option in
                CompletionScript.spellings(of: option).map { "\($0):\(CompletionScript.summary(option.help))" }
            } + ["--help:Show help information.", "-h:Show help information."]
                + (entry.takesVersion ? ["--version:Show the version."] : [])
            return "described=(" + options.map(\.shellQuoted).joined(separator: " ") + ")"
        }
    }

    private var positionalCases: String {
        arms.positionals { entry in
            let commands = entry.subcommands.map { "\($0.name):\($0.abstract)".shellQuoted }.joined(separator: " ")
            return "described=(\(commands)); _describe -t commands command described"
        }
    }

    /// The command that offers `completion`; nil for a free value.
    private static func offer(_ completion: ValueCompletion) -> String? {
        switch completion {
        case .none: nil
        case .files: "_files"
        case .directories: "_files -/"
        case .values(let values): "compadd -- " + values.map(\.shellQuoted).joined(separator: " ")
        }
    }
}
