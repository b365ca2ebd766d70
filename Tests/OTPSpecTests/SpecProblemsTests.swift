import OTPJSON
import OTPSpec
import OTPTestSupport
import Testing

/// A spec's mistakes are reported together, as a compiler reports a file's: its reader goes
/// on past a bad key or value to the end, each problem with its key path (and, from a file,
/// its line), the first one's message unchanged; the rules relating keys are checked, each
/// independent group at once, when every key reads.
@Suite struct SpecProblemsTests {
    private static let file = """
        {
          "preset": "boxed",
          "lenght": 4,
          "cell": {
            "cornerRadus": 8,
            "width": "wide"
          },
          "colors": { "focus": "blu" },
          "style": "boxy"
        }
        """

    private func problems(_ json: String) -> SpecError? {
        do {
            _ = try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", presets: { $0 == "boxed" ? FieldSpec() : nil })
            return nil
        } catch {
            return error.located(in: Array(json.utf8))
        }
    }

    @Test func fiveMistakesAreFiveLinesEachWithItsKeyPathAndLine() throws {
        let error = try #require(problems(Self.file))
        #expect(error.problems.map(\.keyPath) == ["lenght", "cell.cornerRadus", "cell.width", "colors.focus", "style"])
        #expect(error.lines == [3, 5, 6, 8, 9])
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == #"spec.json:3: lenght: unknown key (did you mean "length"?)"#)
        #expect(lines[1] == #"spec.json:5: cell.cornerRadus: unknown key (did you mean "cornerRadius"?)"#)
        #expect(lines[2] == #"spec.json:6: cell.width: "wide" must be a number"#)
        #expect(lines[3].hasPrefix(#"spec.json:8: colors.focus: "blu" is not a colour or a gradient"#))
        #expect(lines[4] == #"spec.json:9: style: "boxy" is not one of boxed, underlined, grid, filled, circle, diamond"#)
    }

    @Test(arguments: [
        (#"{"lenght": 4, "cornerRadus": 8}"#, ["lenght", "cornerRadus"]),
        (#"{"cell": {"width": true, "height": "tall", "spacing": null}}"#, ["cell.width", "cell.height", "cell.spacing"]),
        (#"{"shadow": [{"x": "1"}, {"blur": true}], "states": {"eror": {}, "error": {"cell": {"widthh": 1}}}}"#,
         ["shadow[0].x", "shadow[1].blur", "states.eror", "states.error.cell.widthh"]),
    ])
    func independentMistakesAreEachReported(json: String, keyPaths: [String?]) throws {
        let error = try #require(problems(json))
        #expect(error.problems.map(\.keyPath) == keyPaths, "\(error)")
    }

    @Test func theRulesRelatingKeysAreCheckedTogetherOnceEveryKeyReads() throws {
        let error = try #require(problems(#"{"length": 4, "value": "12345", "cell": {"width": -3, "cornerSmoothing": 2}, "ignore": ["nothing"]}"#))
        #expect(error.problems.map(\.keyPath) == ["value", "cell.width", "cell.cornerSmoothing", "ignore[0]"], "\(error)")
        // A key that does not read is reported alone: the rules need the spec read.
        let unread = try #require(problems(#"{"lenght": 4, "cell": {"width": -3}}"#))
        #expect(unread.problems.map(\.keyPath) == ["lenght"])
    }

    @Test func oneMistakeKeepsItsOneLineMessage() throws {
        let error = try #require(problems("{\n  \"lenght\": 4\n}"))
        #expect(error.further.isEmpty && error.lines.isEmpty)
        #expect(error.description == #"spec.json: lenght: unknown key (did you mean "length"?)"#)
    }

    @Test func noMoreThanTwentyAreReported() throws {
        let keys = (0..<30).map { "\"unknown\($0)\": 1" }.joined(separator: ", ")
        let error = try #require(problems("{" + keys + "}"))
        #expect(error.problems.count == SpecError.maxProblems)
    }
}
