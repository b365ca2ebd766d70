import OTPCommandLine
import OTPRenderCLI
import OTPSpec
import Testing

/// The command line's grammar, its errors and its help, read against declarations directly
/// (the commands' own runs are in the other suites).
@Suite struct CommandLineTests {
    static let spec: Argument<String?> = .positional("spec", help: "A spec.")
    static let output: Argument<String> = .option("output", short: "o", help: "The image.")
    static let length: Argument<Int?> = .option("length", help: "Cells.")
    static let threshold: Argument<Double?> = .option("threshold", help: "A threshold.")
    static let format: Argument<ImageFormat> = .option("format", default: .png, help: "A format.")
    static let secure: Argument<Bool> = .flag("secure", help: "Mask.")
    static let assignments: Argument<[String]> = .repeated("set", valueName: "key.path=value", help: "Set a key.")
    static let declarations: [ArgumentDeclaration] = ([spec, output, length, threshold, format, secure, assignments]
                                                      as [any ArgumentDeclaring]).map(\.declaration)

    private func read(_ tokens: [String]) throws(UsageError) -> ParsedArguments {
        try ArgumentReader.read(tokens[...], declarations: Self.declarations)
    }

    @Test func optionsFlagsAndArgumentsAreReadAsTheirTypes() throws {
        let parsed = try read(["spec.json", "--length", "6", "--threshold=-0.5", "-o", "out.png", "--secure",
                               "--set", "a=1", "--format", "svg", "--set", "b=2"])
        #expect(parsed[Self.spec] == "spec.json")
        #expect(parsed[Self.output] == "out.png")
        #expect(parsed[Self.length] == 6)
        #expect(parsed[Self.threshold] == -0.5)
        #expect(parsed[Self.format] == .svg)
        #expect(parsed[Self.secure])
        #expect(parsed[Self.assignments] == ["a=1", "b=2"])
    }

    @Test func whatIsNotGivenIsNilEmptyFalseOrTheDefault() throws {
        let parsed = try read(["-o", "out.png"])
        #expect(parsed[Self.spec] == nil)
        #expect(parsed[Self.length] == nil)
        #expect(parsed[Self.format] == .png)
        #expect(!parsed[Self.secure])
        #expect(parsed[Self.assignments].isEmpty)
        let command = CommandDefinition(name: "draw", abstract: "Draw.", arguments: [Self.format]) { _ in }
        #expect(HelpText.help(for: [command]).contains("(default: png)"))
    }

    @Test func aLastPositionalThatTakesTheRestTakesEveryValueLeft() throws {
        let files: Argument<[String]> = .positionals("file", help: "Files.")
        let mode: Argument<String?> = .option("mode", help: "A mode.")
        let declarations = [files.declaration, mode.declaration]
        let parsed = try ArgumentReader.read(["a.json", "--mode", "dark", "b.json", "c.json"][...], declarations: declarations)
        #expect(parsed[files] == ["a.json", "b.json", "c.json"])
        #expect(parsed[mode] == "dark")
        #expect(throws: UsageError.self) { try ArgumentReader.read(["--mode", "dark"][...], declarations: declarations) }
        let command = CommandDefinition(name: "tokens", abstract: "List.", arguments: declarations) { _ in }
        #expect(HelpText.usage(for: [command]).contains("tokens <file> ... [--mode <mode>]"))
    }

    @Test func dashIsAValueAndNegativeNumbersAreValues() throws {
        let parsed = try read(["-", "-o", "-", "--threshold", "-1"])
        #expect(parsed[Self.spec] == "-")
        #expect(parsed[Self.output] == "-")
        #expect(parsed[Self.threshold] == -1)
        #expect(!parsed[Self.secure])
    }

    @Test func afterTwoDashesEverythingIsAnArgument() throws {
        let parsed = try read(["-o", "x.png", "--", "--secure"])
        #expect(parsed[Self.spec] == "--secure")
        #expect(!parsed[Self.secure])
    }

    @Test func theLastOfARepeatedOptionWins() throws {
        let parsed = try read(["-o", "a.png", "--output", "b.png"])
        #expect(parsed[Self.output] == "b.png")
    }

    static let errors: [(tokens: [String], message: String)] = [
        (["-o", "x", "--lenght", "3"], "Unknown option '--lenght' (did you mean '--length'?)"),
        (["-o", "x", "--zzz"], "Unknown option '--zzz'"),
        (["-o", "x", "-q"], "Unknown option '-q'"),
        (["-o"], "Missing value for '-o <output>'"),
        (["--output", "--secure"], "Missing value for '--output <output>'"),
        ([], "Missing expected argument '--output <output>'"),
        (["a.json", "b.json", "-o", "x"], "Unexpected argument 'b.json'"),
        (["-o", "x", "--secure=yes"], "'--secure' takes no value"),
        (["-o", "x", "--length", "six"], "The value 'six' is invalid for '--length <length>'"),
        (["-o", "x", "--length=6.5"], "The value '6.5' is invalid for '--length <length>'"),
        (["-o", "x", "--format", "gif"], "The value 'gif' is invalid for '--format <format>' (values: png, svg, pdf)"),
    ]

    @Test(arguments: 0..<errors.count)
    func misuseIsAUsageError(index: Int) {
        let (tokens, message) = Self.errors[index]
        #expect(throws: UsageError(message)) { try read(tokens) }
    }

    @Test func aPositionalOfTheWrongTypeIsAUsageError() {
        let count: Argument<Int> = .positional("count", help: "How many.")
        #expect(throws: UsageError("The value 'many' is invalid for '<count>'")) {
            try ArgumentReader.read(["many"][...], declarations: [count.declaration])
        }
    }

    /// Every command of the tree, with the path that leads to it.
    static var commandPaths: [[CommandDefinition]] {
        var paths: [[CommandDefinition]] = []
        func visit(_ path: [CommandDefinition]) {
            paths.append(path)
            for subcommand in path.last?.subcommands ?? [] { visit(path + [subcommand]) }
        }
        visit([OTPRenderCommand.definition])
        return paths
    }

    /// Lines of a discussion that start with a space (examples, tables) are kept as written;
    /// every other line of every help fits an 80-column terminal.
    @Test func everyHelpFitsEightyColumnsAndShowsItsUsage() {
        for path in Self.commandPaths {
            guard let command = path.last else { continue }
            let help = HelpText.help(for: path)
            let name = path.map(\.name).joined(separator: " ")
            #expect(help.contains("USAGE: \(name)"), "\(name)")
            let keptAsWritten = Set(command.discussion.split(separator: "\n").filter { $0.first == " " })
            for line in help.split(separator: "\n") where !keptAsWritten.contains(line) {
                #expect(line.count <= 80, "\(name): \(line)")
            }
        }
    }

    @Test func namesAreUniqueInEveryCommand() {
        for path in Self.commandPaths {
            guard let command = path.last else { continue }
            let names = command.arguments.map(\.name) + command.subcommands.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name): \(names)")
            let shortNames = command.arguments.compactMap(\.shortName)
            #expect(Set(shortNames).count == shortNames.count && !shortNames.contains("h"), "\(command.name)")
        }
    }

    @Test func aLongUsageGathersTheOptionalOptions() {
        let render = [OTPRenderCommand.definition, RenderCommand.definition]
        #expect(HelpText.usage(for: render) == "otp-render render [<options>] [<spec>] --output <output>")
        let compare = [OTPRenderCommand.definition, CompareCommand.definition]
        #expect(HelpText.usage(for: compare) == "otp-render compare [<options>] <expected> <actual>")
        let preview = [OTPRenderCommand.definition, PreviewCommand.definition]
        #expect(!HelpText.usage(for: preview).contains("[<options>]"), "a short usage lists its options: \(HelpText.usage(for: preview))")
    }
}
