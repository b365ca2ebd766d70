import Foundation
import OTPPNG
import OTPRaster
import Testing

@Suite struct BatchCommandTests {
    static let manifest = """
        { "base": { "value": "12", "scale": 1 },
          "matrix": { "style": ["boxed", "grid", "circle"], "state": ["normal", "error"], "scale": [1, 2] },
          "items": [ { "name": "pay", "spec": { "preset": "alipay-grid" } },
                     { "name": "../escape", "spec": { "preset": "boxed" } } ] }
        """

    private func folderWithManifest(_ text: String = manifest) throws -> URL {
        let folder = CommandRunner.temporaryFolder()
        try Data(text.utf8).write(to: folder.appendingPathComponent("m.json"))
        return folder
    }

    @Test func rendersEveryCombinationAndItemWithTheSameBytesForAnyJobs() throws {
        let folder = try folderWithManifest()
        let one = try CommandRunner.run(["batch", "m.json", "-o", "one", "--jobs", "1"], in: folder)
        let two = try CommandRunner.run(["batch", "m.json", "-o", "two", "--jobs", "2"], in: folder)
        #expect(one.status == 0 && two.status == 0, "\(one.stderr) \(two.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path).sorted()
        #expect(names.count == 14)
        #expect(names.contains("grid-error@2x.png") && names.contains("pay.png") && names.contains("_escape.png"))
        for name in names {
            let a = try Data(contentsOf: folder.appendingPathComponent("one/\(name)"))
            let b = try Data(contentsOf: folder.appendingPathComponent("two/\(name)"))
            #expect(a == b, "\(name) differs between --jobs 1 and 2")
        }
        #expect(one.stdoutText.hasPrefix("rendered 14, failed 0, skipped 0, in "))
        #expect(one.stdoutText.contains("images/s"))
    }

    @Test func shardsSplitTheWorkWithoutOverlap() throws {
        let folder = try folderWithManifest()
        var all: [String] = []
        for k in 1...3 {
            let result = try CommandRunner.run(["batch", "m.json", "-o", "s", "--shard", "\(k)/3", "--quiet"], in: folder)
            #expect(result.status == 0 && result.stdoutText.isEmpty)
            all = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("s").path)
        }
        #expect(all.count == 14)
        let bad = try CommandRunner.run(["batch", "m.json", "-o", "s", "--shard", "4/3"], in: folder)
        #expect(bad.status == 64)
    }

    @Test func aFailingItemIsReportedAndTheOthersStillRender() throws {
        let folder = try folderWithManifest("""
            { "items": [ { "name": "good", "spec": {} }, { "name": "bad", "spec": { "cell": { "width": -3 } } },
                         { "name": "also-good", "spec": { "style": "grid" } } ] }
            """)
        let result = try CommandRunner.run(["batch", "m.json", "-o", "out"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("otp-render: m.json: bad: cell.width: -3 must be ≥ 0"))
        #expect(result.stdoutText.hasPrefix("rendered 2, failed 1"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        #expect(names == ["also-good.png", "good.png"])
    }

    /// A matrix of `power` axes of ten values each: 10^power combinations.
    private static func tenToThe(_ power: Int) -> String {
        let axis = "[" + (0..<10).map(String.init).joined(separator: ", ") + "]"
        return "{" + (0..<power).map { #""key\#($0)": \#(axis)"# }.joined(separator: ", ") + "}"
    }

    @Test func badManifestsAreUsageErrors() throws {
        let cases: [(String, String)] = [
            (#"{"items": [{"name": "a"}], "matrx": {}}"#, #"m.json: matrx: unknown key (did you mean "matrix"?)"#),
            (#"{"matrix": {"style": []}}"#, "m.json: matrix.style: [] must be a non-empty array of values"),
            (#"{"items": [{"spec": {}}]}"#, "m.json: items[0].name: missing must be a non-empty string"),
            (#"{"items": [{"name": "a/b"}, {"name": "a:b"}]}"#, #"items "a/b" and "a:b" would both write a_b.png"#),
            (#"{}"#, "m.json: top level:  describes no images"),
            (#"{"items": [{"name": "a"}], "matrix": \#(Self.tenToThe(5))}"#,
             "m.json: matrix: 1 item plus 100000 matrix combinations must be at most 100000 images in all (items plus matrix combinations)"),
            (#"{"matrix": \#(Self.tenToThe(6))}"#,
             "m.json: matrix: 1000000 matrix combinations must be at most 100000 images in all (items plus matrix combinations)"),
        ]
        for (json, message) in cases {
            let folder = try folderWithManifest(json)
            let result = try CommandRunner.run(["batch", "m.json", "-o", "out"], in: folder)
            #expect(result.status == 64, "\(json)")
            #expect(result.stderr.contains(message), "expected \(message), got \(result.stderr)")
        }
    }
}
