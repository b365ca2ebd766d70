import Foundation
import Testing

/// Every way a user can get a render wrong: exit code 64 (70 for unwritable output) and one
/// line on stderr naming the file, the key path and the value.
@Suite struct BadInputTests {
    /// A spec file's content, the extra arguments, and the expected stderr line.
    static let specCases: [(json: String, arguments: [String], message: String)] = [
        ("{\n  \"length\": 6,\n  \"value\" \"12\"\n}", [], "spec.json: line 3, column 11: expected ':'"),
        (#"{"cell": {"widht": 40}}"#, [], #"spec.json: cell.widht: unknown key (did you mean "width"?)"#),
        (##"{"colors": {"focus": "#12345"}}"##, [], ##"spec.json: colors.focus: "#12345" is not a colour (use #RRGGBB or #RRGGBBAA)"##),
        (#"{"preset": "boxy"}"#, [], #"spec.json: preset: "boxy" is not a preset"#),
        (#"{"value": "12a4"}"#, [], #"spec.json: value: "12a4" has characters outside digits"#),
        (#"{"cell": {"cornerRadius": -3}}"#, [], "spec.json: cell.cornerRadius: -3 must be ≥ 0"),
        (#"{"length": "six"}"#, [], #"spec.json: length: "six" must be"#),
        (#"{"font": {"file": "missing.ttf"}}"#, [], "missing.ttf: no such file"),
        (#"{"backgroundImage": "nope.png"}"#, [], "nope.png: no such file"),
        (#"{"input": ["1", ""]}"#, [], #"input[1]: "" is empty"#),
        (#"{"value": "🙂"}"#, [], #"value: "🙂" has characters outside digits"#),
        ("{}", ["--style", "boxy"], #"style: "boxy" is not one of boxed, underlined, grid, filled, circle"#),
        ("{}", ["--length", "0"], "length: 0 must be"),
        ("{}", ["--set", "cellwidth"], "--set cellwidth: expected KEY.PATH=VALUE"),
        ("{}", ["--set", "cell.radius=3"], #"cell.radius: unknown key (did you mean "cornerRadius"?)"#),
        ("[1, 2]", [], "spec.json: a spec must be a JSON object, not an array"),
    ]

    @Test(arguments: 0..<specCases.count)
    func badSpecsExitWith64AndOneLine(caseIndex: Int) throws {
        let (json, arguments, message) = Self.specCases[caseIndex]
        let folder = CommandRunner.temporaryFolder()
        try Data(json.utf8).write(to: folder.appendingPathComponent("spec.json"))
        let result = try CommandRunner.run(["render", "spec.json", "-o", "out.png"] + arguments, in: folder)
        #expect(result.status == 64, "\(json): \(result.stderr)")
        #expect(result.stderr.hasPrefix("otp-render: "), "\(result.stderr)")
        #expect(result.stderr.contains(message), "expected \(message), got \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    @Test func aMissingSpecFileIsNamed() throws {
        let result = try CommandRunner.run(["render", "/no/such/spec.json", "-o", "/tmp/x.png"])
        #expect(result.status == 64)
        #expect(result.stderr == "otp-render: /no/such/spec.json: no such file\n")
    }

    @Test func anUnwritableOutputExitsWith70() throws {
        let result = try CommandRunner.run(["render", "-o", "/no/such/folder/out.png"])
        #expect(result.status == 70)
        #expect(result.stderr.contains("/no/such/folder/out.png: cannot be written (no such folder /no/such/folder)"))
    }

    @Test func aWrongFontsFolderListsWhereItLooked() throws {
        let result = try CommandRunner.run(["render", "--fonts", "/no/fonts", "-o", "/tmp/x.png"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("searched: /no/fonts"))
    }

    @Test func unknownOptionsAreUsageErrors() throws {
        let result = try CommandRunner.run(["render", "--colour", "red", "-o", "x.png"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--colour"))
    }
}
