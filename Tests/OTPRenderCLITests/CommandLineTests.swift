import OTPCommandLine
@testable import OTPRenderCLI
import OTPSpec
import Testing

/// The command line's grammar, its errors and its help, read against declarations directly
/// (the commands' own runs are in the other suites).
@Suite struct CommandLineTests {
    static let declarations: [ArgumentDeclaration] = [
        .positional("spec", required: false, help: "A spec."),
        .option("output", short: "o", required: true, help: "The image."),
        .option("length", value: Int.self, help: "Cells."),
        .option("threshold", value: Double.self, help: "A threshold."),
        .option("format", value: ImageFormat.self, help: "A format."),
        .flag("secure", help: "Mask."),
        .repeatedOption("set", valueName: "key.path=value", help: "Set a key."),
    ]

    private func read(_ tokens: [String]) throws(UsageError) -> ParsedArguments {
        try ArgumentReader.read(tokens[...], declarations: Self.declarations)
    }

    @Test func optionsFlagsAndArgumentsAreRead() throws {
        let parsed = try read(["spec.json", "--length", "6", "--threshold=-0.5", "-o", "out.png", "--secure",
                               "--set", "a=1", "--format", "svg", "--set", "b=2"])
        #expect(try parsed.value("spec", as: String.self) == "spec.json")
        #expect(try parsed.required("output", as: String.self) == "out.png")
        #expect(try parsed.value("length", as: Int.self) == 6)
        #expect(try parsed.value("threshold", as: Double.self) == -0.5)
        #expect(try parsed.value("format", as: ImageFormat.self) == .svg)
        #expect(parsed.flag("secure"))
        #expect(parsed.repeatedValues("set") == ["a=1", "b=2"])
    }

    @Test func aLastPositionalThatTakesTheRestTakesEveryValueLeft() throws {
        let declarations: [ArgumentDeclaration] = [.positionals("file", help: "Files."), .option("mode", help: "A mode.")]
        let parsed = try ArgumentReader.read(["a.json", "--mode", "dark", "b.json", "c.json"][...], declarations: declarations)
        #expect(parsed.repeatedValues("file") == ["a.json", "b.json", "c.json"])
        #expect(try parsed.value("mode", as: String.self) == "dark")
        #expect(throws: UsageError.self) { try ArgumentReader.read(["--mode", "dark"][...], declarations: declarations) }
        let command = CommandDefinition(name: "tokens", abstract: "List.", arguments: declarations) { _ in }
        #expect(HelpText.usage(for: [command]).contains("tokens <file> ... [--mode <mode>]"))
    }

    @Test func dashIsAValueAndNegativeNumbersAreValues() throws {
        let parsed = try read(["-", "-o", "-", "--threshold", "-1"])
        #expect(try parsed.value("spec", as: String.self) == "-")
        #expect(try parsed.required("output", as: String.self) == "-")
        #expect(try parsed.value("threshold", as: Double.self) == -1)
        #expect(!parsed.flag("secure"))
    }

    @Test func afterTwoDashesEverythingIsAnArgument() throws {
        let parsed = try read(["-o", "x.png", "--", "--secure"])
        #expect(try parsed.value("spec", as: String.self) == "--secure")
        #expect(!parsed.flag("secure"))
    }

    @Test func theLastOfARepeatedOptionWins() throws {
        let parsed = try read(["-o", "a.png", "--output", "b.png"])
        #expect(try parsed.required("output", as: String.self) == "b.png")
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
    ]

    @Test(arguments: 0..<errors.count)
    func misuseIsAUsageError(index: Int) {
        let (tokens, message) = Self.errors[index]
        #expect(throws: UsageError(message)) { try read(tokens) }
    }

    @Test func aValueOfTheWrongTypeNamesTheOptionAndItsValues() throws {
        let parsed = try read(["-o", "x", "--length", "six", "--format", "gif"])
        #expect(throws: UsageError("The value 'six' is invalid for '--length <length>'")) { try parsed.value("length", as: Int.self) }
        #expect(throws: UsageError("The value 'gif' is invalid for '--format <format>' (values: png, svg, pdf)")) {
            try parsed.value("format", as: ImageFormat.self)
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
