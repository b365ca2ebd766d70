import OTPCommandLine
import OTPFiles
import OTPRendering

/// Finds the command a command line names, reads its arguments and runs it: help and the
/// version on standard output (exit 0), a usage error on stderr with the command's usage and
/// exit 64, any other error as ``ErrorReporting`` says.
enum CommandLineRunner {
    /// Runs what `arguments` (without the program's name) ask of `root`; returns the exit status.
    /// `--version` alone, which scripts call to probe the tool, is answered before the command
    /// tree is made.
    static func run(_ arguments: [String], root: @autoclosure () -> CommandDefinition, version: String) -> Int32 {
        if arguments == ["--version"] {
            print(version)
            return 0
        }
        var path = [root()]
        var rest = arguments[...]
        do throws(UsageError) {
            if try descend(&path, &rest) { return 0 }
        } catch {
            return report(error, path: path)
        }
        return runCommand(path, rest, version: version)
    }

    /// Follows subcommand names from the front of `rest` down to the command they name (or a
    /// group's default subcommand). Returns true when it printed help instead: for a group
    /// named alone, or for `help NAME...`.
    private static func descend(_ path: inout [CommandDefinition], _ rest: inout ArraySlice<String>) throws(UsageError) -> Bool {
        while let group = path.last, group.run == nil {
            guard let first = rest.first else {
                guard let name = group.defaultSubcommand, let next = group.subcommand(named: name) else {
                    print(HelpText.help(for: path), terminator: "")
                    return true
                }
                path.append(next)
                continue
            }
            if first == "help" {
                print(HelpText.help(for: try helpPath(rest.dropFirst(), from: path)), terminator: "")
                return true
            }
            guard ArgumentReader.isValue(first) else { break }
            path.append(try subcommand(first, of: group))
            rest = rest.dropFirst()
        }
        return false
    }

    /// Prints help or the version when the options ask for either, else reads the arguments
    /// and runs the command.
    private static func runCommand(_ path: [CommandDefinition], _ rest: ArraySlice<String>, version: String) -> Int32 {
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            print(HelpText.help(for: path), terminator: "")
            return 0
        }
        if options.contains("--version") {
            print(version)
            return 0
        }
        guard let command = path.last, let run = command.run else {
            return report(UsageError(rest.first.map { "Unknown option '\($0)'" } ?? "Missing subcommand"), path: path)
        }
        do {
            try run(try ArgumentReader.read(rest, declarations: command.arguments))
            return 0
        } catch let error as UsageError {
            return report(error, path: path)
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            return ErrorReporting.report(error).rawValue
        }
    }

    /// The subcommand of `group` called `name`.
    private static func subcommand(_ name: String, of group: CommandDefinition) throws(UsageError) -> CommandDefinition {
        if let found = group.subcommand(named: name) { return found }
        throw .unknown("Unexpected argument", name, among: group.subcommands.map(\.name))
    }

    /// The commands `otp-render help NAME...` asks about.
    private static func helpPath(_ names: ArraySlice<String>, from root: [CommandDefinition]) throws(UsageError) -> [CommandDefinition] {
        var path = root
        for name in names {
            guard let group = path.last else { break }
            path.append(try subcommand(name, of: group))
        }
        return path
    }

    /// Prints `error` with the usage of the last command of `path`; returns 64.
    private static func report(_ error: UsageError, path: [CommandDefinition]) -> Int32 {
        StandardError.write("""
            Error: \(error.description)
            Usage: \(HelpText.usage(for: path))
              See '\(HelpText.commandName(path)) --help' for more information.

            """)
        return ErrorReporting.usage
    }
}
