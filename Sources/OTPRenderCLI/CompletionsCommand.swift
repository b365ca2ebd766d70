import OTPCommandLine

/// `otp-render completions bash|zsh|fish`: prints the shell's completion script, generated
/// from the commands' declarations.
enum CompletionsCommand {
    static let shell: Argument<CompletionShell> = .positional("shell", help: "The shell: bash, zsh or fish.")

    static let definition: CommandDefinition = CommandDefinition(
        name: "completions",
        abstract: "Print a completion script for bash, zsh or fish: commands, options, their values, presets and files.",
        discussion: """
            The script is generated from the same declarations that parse the command line, so it \
            completes every command, subcommand and option of this otp-render, the values an option \
            takes (formats, modes, preset names) and files or folders where one goes.

            Examples:
              source <(otp-render completions bash)                                 # this shell
              otp-render completions bash > ~/.local/share/bash-completion/completions/otp-render
              otp-render completions zsh > "${fpath[1]}/_otp_render"                # then restart zsh
              otp-render completions fish > ~/.config/fish/completions/otp-render.fish
            """,
        arguments: [shell]
    ) { arguments in
        print(CompletionScript(root: OTPRenderCommand.definition).text(for: arguments[shell]), terminator: "")
    }
}
