import Foundation
import Testing

/// Every way a user can get a render wrong: exit code 64 (70 for unwritable output) and one
/// line on stderr naming the file, the key path and the value.
@Suite struct BadInputTests {
    /// A spec file's content, the extra arguments, and the expected stderr line.
    static let specCases: [(json: String, arguments: [String], message: String)] = [
        ("{\n  \"length\": 6,\n  \"value\" \"12\"\n}", [], "spec.json: line 3, column 11: expected ':'"),
        (#"{"cell": {"widht": 40}}"#, [], #"spec.json: cell.widht: unknown key (did you mean "width"?)"#),
        (##"{"colors": {"focus": "#12345"}}"##, [], ##"spec.json: colors.focus: "#12345" is not a colour or a gradient (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent, linear-gradient(...) or radial-gradient(...))"##),
        (#"{"preset": "boxy"}"#, [], #"spec.json: preset: "boxy" is not a preset"#),
        (#"{"value": "12a4"}"#, [], #"spec.json: value: "12a4" has characters outside digits"#),
        (#"{"cell": {"cornerRadius": -3}}"#, [], "spec.json: cell.cornerRadius: -3 must be ≥ 0"),
        (#"{"length": "six"}"#, [], #"spec.json: length: "six" must be"#),
        (#"{"font": {"file": "missing.ttf"}}"#, [], "missing.ttf: no such file"),
        (#"{"backgroundImage": "nope.png"}"#, [], "nope.png: no such file"),
        (#"{"input": ["1", ""]}"#, [], #"input[1]: "" is empty"#),
        (#"{"value": "🙂"}"#, [], #"value: "🙂" has characters outside digits"#),
        ("{}", ["--style", "boxy"], #"style: "boxy" is not one of boxed, underlined, grid, filled, circle, diamond"#),
        ("{}", ["--length", "0"], "length: 0 must be"),
        ("{}", ["--set", "cellwidth"], "--set cellwidth: expected KEY.PATH=VALUE"),
        ("{}", ["--set", "cell.radius=3"], #"cell.radius: unknown key (did you mean "cornerRadius"?)"#),
        ("[1, 2]", [], "spec.json: a spec must be a JSON object, not an array"),
        // Fonts are named by the key that chose them.
        (#"{"font": {"family": "Comic"}}"#, [], "spec.json: font.family: no bundled font 'Comic' of weight 500; available: Inter 400"),
        (#"{"title": {"text": "Hi", "font": {"family": "Comic"}}}"#, [],
         "spec.json: title.font.family: no bundled font 'Comic' of weight 600; available: Inter 400"),
        (#"{"message": {"text": "Hi", "font": {"file": "brand.ttf"}}}"#, [], "spec.json: message.font.file: "),
        // Text the renderer cannot draw: refused before drawing.
        (#"{"charset": "any", "value": "12🙂"}"#, [],
         #"spec.json: value: "12🙂" has an emoji (U+1F642); emoji are not supported"#),
        (#"{"placeholder": "\u0007"}"#, [],
         #"spec.json: placeholder: "\u0007" has a control character (U+0007); control characters are not supported"#),
        (#"{"secure": {"enabled": true, "mask": "o\u0308"}}"#, [],
         #"spec.json: secure.mask: "ö" has a combining mark (U+0308); combining marks are not supported (use precomposed characters, e.g. é as U+00E9)"#),
        (#"{"groups": [3, 3], "separator": {"text": "\u200f-"}}"#, [],
         #"spec.json: separator.text: "\u200F-" has an invisible formatting character (U+200F); formatting characters are not supported"#),
        (#"{"secure": {"enabled": true, "mask": "أ"}}"#, [],
         #"spec.json: secure.mask: "أ" has right-to-left text (U+0623, Arabic); cells hold left-to-right text only (right-to-left text belongs in the title, subtitle, message or button)"#),
        (#"{"button": {"remaining": 5, "format": "%d ⏳"}}"#, [],
         #"spec.json: button.format: "%d ⏳" has an emoji (U+23F3); emoji are not supported"#),
        ("{}", ["--set", "charset=any", "--value", "שלום"],
         #"value: "שלום" has right-to-left text (U+05E9, Hebrew); cells hold left-to-right text only (right-to-left text belongs in the title, subtitle, message or button)"#),
        (#"{"charset": "any", "value": "ᚠ"}"#, [],
         #"spec.json: value: "ᚠ" has a character the spec's fonts cannot draw: U+16A0 (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
        (#"{"button": {"title": "ᚠᚢ"}}"#, [],
         #"spec.json: button.title: "ᚠᚢ" has 2 characters the spec's fonts cannot draw: U+16A0, U+16A2 (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
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

    /// A spec with several mistakes: each on its own line, with its line in the file and its
    /// key path, flags' included (without a line), then exit 64 once and no image.
    @Test func aSpecsMistakesAreReportedTogetherEachWithItsLine() throws {
        let folder = CommandRunner.temporaryFolder()
        try Data("{\n  \"lenght\": 4,\n  \"cell\": {\"cornerRadus\": 8},\n  \"colors\": {\"focus\": \"blu\"}\n}\n".utf8)
            .write(to: folder.appendingPathComponent("spec.json"))
        let result = try CommandRunner.run(["render", "spec.json", "-o", "out.png", "--set", "style=boxy"], in: folder)
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(result.stderr)")
        #expect(lines[0] == #"otp-render: spec.json:2: lenght: unknown key (did you mean "length"?)"#)
        #expect(lines[1] == #"otp-render: spec.json:3: cell.cornerRadus: unknown key (did you mean "cornerRadius"?)"#)
        #expect(lines[2].hasPrefix(#"otp-render: spec.json:4: colors.focus: "blu" is not a colour"#))
        #expect(lines[3] == #"otp-render: spec.json: style: "boxy" is not one of boxed, underlined, grid, filled, circle, diamond"#)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    /// Files a spec names that are missing or not what they claim: one line naming the file.
    static let fileCases: [(json: String, file: String, bytes: [UInt8]?, message: String)] = [
        (#"{"backgroundImage": "bg.png"}"#, "bg.png", nil, "FOLDER/bg.png: no such file"),
        (#"{"backgroundImage": "bg.png"}"#, "bg.png", Array("garbage!".utf8),
         "FOLDER/bg.png: not a valid PNG: not a PNG file (bad signature)"),
        (#"{"backgroundImage": "bg.png"}"#, "bg.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0],
         "FOLDER/bg.png: not a valid PNG: file is truncated"),
        (#"{"backgroundImage": "bg.png"}"#, "bg.png", [], "FOLDER/bg.png: not a valid PNG: not a PNG file (bad signature)"),
        (#"{"font": {"file": "f.ttf"}}"#, "f.ttf", nil, "spec.json: font.file: FOLDER/f.ttf: no such file"),
        (#"{"font": {"file": "f.ttf"}}"#, "f.ttf", Array("garbage!".utf8),
         "spec.json: font.file: FOLDER/f.ttf: not a usable font (FreeType: unknown file format)"),
        (#"{"font": {"file": "f.ttf"}}"#, "f.ttf", [0, 1, 0, 0, 0, 9, 0, 0x80, 0, 3, 0, 0x10] + Array(repeating: 0xAB, count: 64),
         "spec.json: font.file: FOLDER/f.ttf: not a usable font (FreeType: unknown file format)"),
        (#"{"font": {"file": "f.ttf"}}"#, "f.ttf", Array(repeating: 0x78, count: 500),
         "spec.json: font.file: FOLDER/f.ttf: not a usable font (FreeType: unknown file format)"),
        (#"{"font": {"file": "f.ttf"}}"#, "f.ttf", [], "spec.json: font.file: FOLDER/f.ttf: the file is empty"),
    ]

    @Test(arguments: 0..<fileCases.count)
    func missingAndCorruptFilesAreNamed(caseIndex: Int) throws {
        let (json, file, bytes, message) = Self.fileCases[caseIndex]
        let folder = CommandRunner.temporaryFolder()
        try Data(json.utf8).write(to: folder.appendingPathComponent("spec.json"))
        if let bytes { try Data(bytes).write(to: folder.appendingPathComponent(file)) }
        let result = try CommandRunner.run(["render", "spec.json", "-o", "out.png"], in: folder)
        let expected = "otp-render: " + message.replacingOccurrences(of: "FOLDER", with: folder.path)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == expected + "\n", "expected \(expected), got \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    /// Spec and manifest files over the JSON limit are refused by their size, unread.
    @Test func filesOverTheJSONLimitAreRefusedBeforeTheyAreRead() throws {
        let folder = CommandRunner.temporaryFolder()
        let big = Data("{}".utf8) + Data(repeating: 0x20, count: 4 << 20)
        try big.write(to: folder.appendingPathComponent("big.json"))
        let spec = try CommandRunner.run(["render", "big.json", "-o", "out.png"], in: folder)
        #expect(spec.status == 64)
        #expect(spec.stderr == "otp-render: big.json: the input is 4194306 bytes, more than the limit of 4194304\n")
        let manifest = try CommandRunner.run(["batch", "big.json", "-o", "out"], in: folder)
        #expect(manifest.status == 64)
        #expect(manifest.stderr == "otp-render: big.json: the input is 4194306 bytes, more than the limit of 4194304\n")
    }

    /// Standard input is read only up to the limit (from a file here, so that the test
    /// never writes into a closed pipe).
    @Test func standardInputOverTheJSONLimitIsRefused() throws {
        let folder = CommandRunner.temporaryFolder()
        let path = folder.appendingPathComponent("big.json")
        try (Data("{}".utf8) + Data(repeating: 0x20, count: 4 << 20)).write(to: path)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["render", "-", "-o", "out.png"]
        process.currentDirectoryURL = folder
        process.standardInput = try FileHandle(forReadingFrom: path)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(stderr == "otp-render: <stdin>: the input is more than the limit of 4194304 bytes\n")
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

    /// Output names that cannot be what the command writes are usage errors (64), found
    /// before anything is drawn, and nothing is written.
    static let badOutputNames: [(arguments: [String], message: String)] = [
        (["render", "-o", ""], #"otp-render: "": an empty name is not a file; give one such as field.png, or - for standard output"#),
        (["render", "-o", "x.png/"], "otp-render: x.png/: names a folder, not a file; give a file name such as field.png"),
        (["sheet", "--preset", "boxed", "-o", "."], "otp-render: .: names a folder, not a file; give a file name such as field.png"),
        (["compare", "a.png", "b.png", "--diff", "d.png/"], "otp-render: d.png/: names a folder, not a file; give a file name such as field.png"),
        (["bench", "--iterations", "1", "--output", ""], #"otp-render: "": an empty name is not a file; give one such as field.png, or - for standard output"#),
        (["batch", "m.json", "-o", ""], #"otp-render: "": an empty name is not a folder; give one such as out, or . for the current folder"#),
        (["frames", "--animation", "caret", "-o", ""], #"otp-render: "": an empty name is not a folder; give one such as out, or . for the current folder"#),
        (["goldens", "verify", "G", "--junit", "j/"], "otp-render: j/: names a folder, not a file; give a file name such as field.png"),
        (["goldens", "verify", "G", "--report", ""], #"otp-render: "": an empty name is not a folder; give one such as out, or . for the current folder"#),
    ]

    @Test(arguments: 0..<badOutputNames.count)
    func outputNamesThatCannotBeTheOutputAreUsageErrors(_ index: Int) throws {
        let (arguments, message) = Self.badOutputNames[index]
        let folder = CommandRunner.temporaryFolder()
        try Data(#"{"items": [{"name": "a"}]}"#.utf8).write(to: folder.appendingPathComponent("m.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("G"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("G/a.json"))
        let result = try CommandRunner.run(arguments, in: folder, environment: ["CI": "true"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == message + "\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["G", "m.json"])
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
