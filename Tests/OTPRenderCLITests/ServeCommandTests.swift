import Foundation
import OTPJSON
import OTPPNG
import OTPRaster
import OTPTestSupport
import Testing

/// `otp-render serve --stdio` run as a process: requests written to a file and fed to it,
/// its answers split into lines and bytes as a client reads them.
@Suite struct ServeCommandTests {
    /// One response: its line, and the bytes after it.
    struct Response {
        let header: JSONValue
        let payload: [UInt8]
        var ok: Bool { header["ok"] == true }
    }

    /// Runs `serve --stdio` (with `arguments`) in `folder` on the `requests`, one a line
    /// (written to a file of a temporary folder of their own).
    private func serve(_ requests: [String], in folder: URL, arguments: [String] = []) throws -> (CommandRunner.Result, [Response]) {
        let file = CommandRunner.temporaryFolder().appendingPathComponent("requests.jsonl")
        try Data((requests.joined(separator: "\n") + "\n").utf8).write(to: file)
        let command = (["\"$OTP\"", "serve", "--stdio"] + arguments).joined(separator: " ")
        let result = try CommandRunner.runShell("\(command) < '\(file.path)'", in: folder)
        return (result, try Self.responses(in: [UInt8](result.stdout)))
    }

    /// The responses of a service's output, each line read, then `length` bytes after a success.
    static func responses(in output: [UInt8]) throws -> [Response] {
        var responses: [Response] = [], start = 0
        while start < output.count {
            let newline = try #require(output[start...].firstIndex(of: 0x0A))
            let header = try JSONValue.parse(Array(output[start..<newline]))
            var end = newline + 1
            if header["ok"] == true, case .number(let length)? = header["length"] { end += try #require(Int(length.literal)) }
            responses.append(Response(header: header, payload: Array(output[(newline + 1)..<end])))
            start = end
        }
        return responses
    }

    @Test func helloNamesTheProtocolTheVersionAndThePresets() throws {
        let (result, responses) = try serve([#"{"id": 1, "op": "hello"}"#], in: CommandRunner.temporaryFolder())
        #expect(result.status == 0 && result.stderr.isEmpty)
        let hello = try #require(responses.first)
        #expect(hello.header["protocol"] == 1 && hello.header["length"] == 0)
        #expect(hello.header["operations"] == ["hello", "render", "compare", "audit", "conform"])
        guard case .array(let presets)? = hello.header["presets"] else { Issue.record("no presets"); return }
        #expect(presets.contains("boxed"))
        #expect(hello.header["keys"]?["compare"] == ["expected", "actual", "threshold", "exact", "maxDiffPixels", "maxDiffRatio", "diff"])
        #expect(hello.header["keys"]?["render"] == ["spec", "specPath", "format", "regions"] && hello.header["keys"]?["hello"] == [])
    }

    @Test func aRenderAnswerCarriesTheRegionMapWhenAsked() throws {
        let folder = CommandRunner.temporaryFolder()
        try Data(#"{"preset": "boxed", "value": "12"}"#.utf8).write(to: folder.appendingPathComponent("spec.json"))
        let requests = [#"{"id": 1, "op": "render", "specPath": "spec.json", "regions": true}"#,
                        #"{"id": 2, "op": "render", "specPath": "spec.json"}"#, #"{"id": 3, "op": "render", "specPath": "spec.json", "regions": 1}"#]
        let (_, responses) = try serve(requests, in: folder)
        #expect(responses.count == 3)
        let rendered = try CommandRunner.run(["render", "spec.json", "-o", "x.png", "--regions", "map.json"], in: folder)
        #expect(rendered.status == 0)
        let map = try JSONValue.parse([UInt8](try Data(contentsOf: folder.appendingPathComponent("map.json"))))
        #expect(responses.first?.header["regions"] == map, "the map render --regions writes")
        #expect(responses.dropFirst().first?.header["regions"] == nil)
        #expect(responses.last?.ok == false && responses.last?.header["error"]?["keyPath"] == "regions", "\(String(describing: responses.last?.header))")
    }

    /// Every golden spec as a render request by path: the bytes are those `render` writes.
    @Test func everyGoldenSpecRendersToTheBytesOfRender() throws {
        let goldens = GoldenSpecFiles.root
        let specs = GoldenSpecFiles.all.filter { !$0.hasPrefix("sheets/") && !$0.hasPrefix("animations/") }
        #expect(specs.count > 40)
        let requests = specs.enumerated().map { #"{"id": \#($0.offset), "op": "render", "specPath": "\#($0.element)"}"# }
        let (result, responses) = try serve(requests, in: goldens, arguments: ["--jobs", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(responses.count == specs.count)
        let folder = CommandRunner.temporaryFolder()
        for (index, spec) in specs.enumerated() {
            let response = try #require(responses.dropFirst(index).first)
            #expect(response.header["id"] == .number(JSONNumber(index)) && response.ok, "\(spec): \(response.header)")
            let out = folder.appendingPathComponent("\(index).png").path
            let rendered = try CommandRunner.run(["render", spec, "-o", out], in: goldens)
            #expect(rendered.status == 0, "\(rendered.stderr)")
            #expect(response.payload == [UInt8](try Data(contentsOf: URL(fileURLWithPath: out))), "\(spec)")
            let image = try Pixmap(pngData: response.payload)
            #expect(response.header["width"] == .number(JSONNumber(image.width)) && response.header["height"] == .number(JSONNumber(image.height)))
        }
    }

    @Test(arguments: ["svg", "pdf"])
    func vectorFormatsAreTheBytesOfRender(format: String) throws {
        let folder = CommandRunner.temporaryFolder()
        try Data(#"{"preset": "ios", "value": "12"}"#.utf8).write(to: folder.appendingPathComponent("spec.json"))
        let (_, responses) = try serve([#"{"id": 1, "op": "render", "specPath": "spec.json", "format": "\#(format)"}"#], in: folder)
        let rendered = try CommandRunner.run(["render", "spec.json", "-o", "field.\(format)"], in: folder)
        #expect(rendered.status == 0)
        let response = try #require(responses.first)
        #expect(response.header["format"] == .string(format))
        #expect(response.payload == [UInt8](try Data(contentsOf: folder.appendingPathComponent("field.\(format)"))))
    }

    @Test func aTextThatDoesNotFitIsAWarningOfTheResponse() throws {
        let folder = CommandRunner.temporaryFolder()
        let (_, responses) = try serve([
            #"{"id": 1, "op": "render", "spec": {"value": "12", "button": {"title": "Send the code again", "width": 60}}}"#,
            #"{"id": 2, "op": "render", "spec": {"preset": "boxed", "value": "12"}}"#,
        ], in: folder)
        guard responses.count == 2, case .array(let warnings)? = responses[0].header["warnings"] else {
            Issue.record("no warnings in \(responses.map(\.header))")
            return
        }
        #expect(warnings.count == 1)
        guard case .string(let first)? = warnings.first else { return }
        #expect(first.hasPrefix(#"button "Send the code again" is clipped: it reaches "#))
        #expect(responses[1].header["warnings"] == .array([]))
    }

    @Test func withACacheASecondServiceAnswersTheSameBytesFromIt() throws {
        let folder = CommandRunner.temporaryFolder()
        let requests = [
            #"{"id": 1, "op": "render", "spec": {"value": "12", "button": {"title": "Send the code again", "width": 60}}}"#,
            #"{"id": 2, "op": "render", "spec": {"preset": "ios", "value": "12"}, "format": "svg"}"#,
            #"{"id": 3, "op": "hello"}"#,
        ]
        let (_, cold) = try serve(requests, in: folder, arguments: ["--cache", "C"])
        let (result, warm) = try serve(requests, in: folder, arguments: ["--cache", "C"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(cold.count == 3 && warm.count == 3)
        for (a, b) in zip(cold.prefix(2), warm.prefix(2)) {
            #expect(a.header == b.header && a.payload == b.payload, "an answer from the cache is the drawn one")
        }
        #expect(cold.last?.header["cache"] == .object(["hits": 0, "misses": 2, "corrupt": 0, "unstored": 0]))
        #expect(warm.last?.header["cache"] == .object(["hits": 2, "misses": 0, "corrupt": 0, "unstored": 0]))
    }

    @Test func errorsAreResponsesAndTheServiceGoesOn() throws {
        let folder = CommandRunner.temporaryFolder()
        try Data(#"{"cell": {"widht": 40}}"#.utf8).write(to: folder.appendingPathComponent("typo.json"))
        let (result, responses) = try serve([
            #"{"id": 1, "op": "render", "spec": {"preset": "boxed", "cell": {"cornerRadius": -3}}}"#,
            #"{"id": 2, "op": "render", "specPath": "typo.json"}"#,
            #"{"id": 3, "op": "render", "specPath": "missing.json"}"#,
            "{not json",
            #"{"id": 5, "op": "compare", "expected": "none.png", "actual": "none.png"}"#,
            #"{"id": 6, "op": "render", "spec": {"preset": "boxed", "value": "12"}}"#,
        ], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(responses.map(\.ok) == [false, false, false, false, false, true])
        #expect(responses[0].header["error"] == ["exit": 64, "message": "cell.cornerRadius: -3 must be ≥ 0", "keyPath": "cell.cornerRadius"])
        #expect(responses[1].header["error"]?["message"] == #"typo.json: cell.widht: unknown key (did you mean "width"?)"#)
        #expect(responses[1].header["error"]?["keyPath"] == "cell.widht")
        #expect(responses[2].header["error"]?["exit"] == 64)
        #expect(responses[3].header["id"] == .null && responses[3].header["error"]?["exit"] == 64)
        #expect(responses[4].header["error"]?["exit"] == 3)
        #expect(responses[5].payload.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func compareTakesPathsAndBase64AndGivesTheDiffImage() throws {
        let folder = CommandRunner.temporaryFolder()
        let white = try #require(Pixmap(width: 8, height: 8, filledWith: .white))
        var dotted = white.bytes
        dotted[0] = 0
        try white.writePNG(to: folder.appendingPathComponent("a.png").path)
        let b64 = Data(try #require(Pixmap(width: 8, height: 8, premultipliedBytes: dotted)).pngData()).base64EncodedString()
        let (_, responses) = try serve([
            #"{"id": 1, "op": "compare", "expected": "a.png", "actual": "a.png"}"#,
            #"{"id": 2, "op": "compare", "expected": "a.png", "actual": {"base64": "\#(b64)"}, "exact": true, "diff": true}"#,
        ], in: folder)
        #expect(responses.map(\.ok) == [true, true])
        #expect(responses[0].header["passed"] == true && responses[0].payload.isEmpty)
        #expect(responses[1].header["passed"] == false && responses[1].header["exit"] == 1)
        #expect(responses[1].header["comparison"]?["differentPixels"] == 1)
        #expect(try Pixmap(pngData: responses[1].payload).width == 8)
    }

    @Test func auditAnswersWithTheReport() throws {
        let (_, responses) = try serve([#"{"id": 1, "op": "audit", "spec": {"preset": "boxed"}, "states": ["empty", "error"]}"#],
                                       in: CommandRunner.temporaryFolder())
        let audit = try #require(responses.first)
        #expect(audit.ok && audit.header["passed"] != nil)
        #expect(audit.header["report"]?["level"] == "AA")
    }

    @Test func conformMeasuresAScreenshotAsTheCommandDoesAndGivesTheOverlay() throws {
        let folder = CommandRunner.temporaryFolder()
        try Data(#"{"preset": "boxed", "value": "1234"}"#.utf8).write(to: folder.appendingPathComponent("spec.json"))
        let drawn = try CommandRunner.run(["render", "spec.json", "--scale", "2", "--set", "cell.width=46", "-o", "shot.png"], in: folder)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let shot = try Data(contentsOf: folder.appendingPathComponent("shot.png")).base64EncodedString()
        let (_, responses) = try serve([
            #"{"id": 1, "op": "conform", "specPath": "spec.json", "screenshot": "shot.png", "scale": 2}"#,
            #"{"id": 2, "op": "conform", "spec": {"preset": "boxed", "value": "1234"}, "screenshot": {"base64": "\#(shot)"}, "overlay": true, "tolerances": {"size": 3}}"#,
            #"{"id": 3, "op": "conform", "specPath": "spec.json", "screenshot": "spec.json"}"#,
            #"{"id": 4, "op": "conform", "specPath": "spec.json", "screenshot": "shot.png", "tolerances": {"colour": 3}}"#,
            #"{"id": 5, "op": "conform", "specPath": "spec.json", "screenshot": "shot.png", "at": [1]}"#,
        ], in: folder)
        #expect(responses.map(\.ok) == [true, true, false, false, false])
        let command = try CommandRunner.run(["conform", "spec.json", "shot.png", "--scale", "2", "--json"], in: folder)
        #expect(responses[0].header["report"] == (try JSONValue.parse([UInt8](command.stdout))), "the report conform --json prints")
        #expect(responses[0].header["conforms"] == false && responses[0].header["exit"] == 1 && responses[0].payload.isEmpty)
        let text = try CommandRunner.run(["conform", "spec.json", "shot.png", "--scale", "2"], in: folder)
        guard case .array(let lines)? = responses[0].header["lines"] else { Issue.record("no lines"); return }
        #expect(lines.map(\.description) == text.stdoutText.split(separator: "\n").map { JSONValue.string(String($0)).description },
                "the lines conform prints")
        #expect(responses[1].header["conforms"] == true && responses[1].header["format"] == "png", "within 3 pt, with its overlay")
        #expect(try Pixmap(pngData: responses[1].payload).width > 0)
        #expect(responses[2].header["error"]?["exit"] == 3)
        #expect(responses[3].header["error"]?["keyPath"] == "tolerances.colour" && responses[3].header["error"]?["exit"] == 64)
        #expect(responses[4].header["error"]?["message"] == "at: [1] must be [x, y], whole pixels of the screenshot")
    }

    @Test func aSpecsSeveralMistakesAreTheErrorsProblems() throws {
        let folder = CommandRunner.temporaryFolder()
        try Data("{\n  \"lenght\": 4,\n  \"style\": \"boxy\"\n}".utf8).write(to: folder.appendingPathComponent("spec.json"))
        let (_, responses) = try serve([#"{"id": 1, "op": "render", "specPath": "spec.json"}"#,
                                        #"{"id": 2, "op": "render", "spec": {"lenght": 4}}"#], in: folder)
        let error = try #require(responses.first?.header["error"])
        #expect(error["message"] == #"spec.json: lenght: unknown key (did you mean "length"?)"# && error["keyPath"] == "lenght")
        #expect(error["problems"] == [["keyPath": "lenght", "line": 2, "message": #"lenght: unknown key (did you mean "length"?)"#],
                                      ["keyPath": "style", "line": 3, "message": #"style: "boxy" is not one of boxed, underlined, grid, filled, circle, diamond"#]])
        #expect(responses[1].header["error"]?["problems"] == nil, "one problem: its message alone")
    }

    @Test func aClientThatGoesMidResponseEndsTheServiceQuietly() throws {
        let folder = CommandRunner.temporaryFolder()
        let request = #"{"id": 1, "op": "render", "spec": {"preset": "boxed", "scale": 3}}"#
        try Data(String(repeating: request + "\n", count: 200).utf8).write(to: folder.appendingPathComponent("requests.jsonl"))
        for jobs in [1, 2] {
            let result = try CommandRunner.runShell(
                #"set -o pipefail; "$OTP" serve --stdio --jobs \#(jobs) < requests.jsonl 2>errors.txt | head -c 100 >/dev/null; echo "${PIPESTATUS[0]}"; cat errors.txt"#,
                in: folder)
            #expect(result.stdoutText == "0\n", "--jobs \(jobs)")
        }
    }

    @Test func anUnreadableStandardInputIsOneLine() throws {
        let result = try CommandRunner.runShell(#""$OTP" serve --stdio <&- 2>&1; echo "exit $?""#)
        #expect(result.stdoutText == "otp-render: standard input: Bad file descriptor\nexit 64\n")
    }

    @Test func serveNeedsStdio() throws {
        let result = try CommandRunner.run(["serve"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("serve needs --stdio"))
    }
}
