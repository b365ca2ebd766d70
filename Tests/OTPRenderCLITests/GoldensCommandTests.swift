import Foundation
import FoundationXML
import OTPPNG
import OTPRaster
import Testing

/// `otp-render goldens verify` and `record` run as processes: every verdict with its exit code
/// and message, record modes, the reports parsed back, and byte-stable re-recording.
@Suite struct GoldensCommandTests {
    /// The environment of a developer's machine (no CI, no record mode) and of CI.
    static let local = ["CI": "", "OTP_RENDER_RECORD": ""]
    static let ci = ["CI": "true", "OTP_RENDER_RECORD": ""]

    static let specs = [
        "a/one.json": #"{"preset": "boxed", "length": 4, "value": "12", "scale": 1}"#,
        "a/two.json": #"{"preset": "boxed", "length": 4, "value": "3", "style": "grid", "scale": 2}"#,
        "b/three.json": #"{"preset": "boxed", "length": 4, "state": "error", "scale": 1.5}"#,
    ]

    /// A folder holding `G/` with the specs and their goldens recorded, and the folder.
    func recordedGoldens() throws -> URL {
        let folder = CommandRunner.temporaryFolder()
        for (path, json) in Self.specs {
            let url = folder.appendingPathComponent("G/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
        }
        let result = try CommandRunner.run(["goldens", "record", "G", "--report", "R"], in: folder, environment: Self.local)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("3 goldens: 0 passed, 0 failed, 3 recorded in "), "\(result.stdoutText)")
        return folder
    }

    func file(_ folder: URL, _ path: String) -> URL { folder.appendingPathComponent(path) }

    func edit(_ folder: URL, _ path: String, _ change: (inout [String: Any]) -> Void) throws {
        let url = file(folder, path)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    func reportJSON(_ folder: URL, _ report: String = "R") throws -> [String: Any] {
        let data = try Data(contentsOf: file(folder, report + "/report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func recordedGoldensVerifyWithReportsThatParseBack() throws {
        let folder = try recordedGoldens()
        let names = try FileManager.default.subpathsOfDirectory(atPath: file(folder, "G").path).filter { $0.hasSuffix(".png") }
        #expect(Set(names) == ["a/one@1x.png", "a/two@2x.png", "b/three@1.5x.png"])
        let result = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--junit", "R/junit.xml", "--jobs", "2"],
                                           in: folder, environment: Self.ci)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdoutText.hasPrefix("3 goldens: 3 passed, 0 failed in "))
        #expect(result.stdoutText.contains("report: R/report.html\n"))
        let json = try reportJSON(folder)
        #expect(json["exitCode"] as? Int == 0 && json["title"] as? String == "otp-render goldens verify G")
        #expect(json["summary"] as? [String: Int] == ["total": 3, "passed": 3, "failed": 0, "recorded": 0, "errors": 0])
        let goldens = try #require(json["goldens"] as? [[String: Any]])
        #expect(goldens.map { $0["name"] as? String } == ["a/one@1x", "a/two@2x", "b/three@1.5x"])
        #expect(goldens.allSatisfy { ($0["comparison"] as? [String: Any])?["verdict"] as? String == "identical" })
        let xml = try XMLDocument(contentsOf: file(folder, "R/junit.xml"))
        let root = try #require(xml.rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "3" && root.attribute(forName: "failures")?.stringValue == "0")
        #expect(root.elements(forName: "testsuite").compactMap { $0.attribute(forName: "name")?.stringValue } == ["goldens.a", "goldens.b"])
        let html = try String(contentsOf: file(folder, "R/report.html"), encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("3 goldens: 3 passed, 0 failed"))
    }

    /// A change to a/one.json, the exit code, what its stderr line says, and whether it offers
    /// the accept command.
    static let failures: [(name: String, exit: Int32, message: String, accepts: Bool)] = [
        ("different", 1, "G/a/one@1x.png: different: ", true),
        ("size", 2, "G/a/one@1x.png: size mismatch: expected ", true),
        ("missing", 3, "G/a/one@1x.png: missing golden", true),
        ("lfs", 3, "G/a/one@1x.png: is a Git LFS pointer, not a PNG; fetch the images with `git lfs pull`", false),
        ("corrupt", 3, "G/a/one@1x.png: not a valid PNG", true),
        ("invalid", 64, "G/a/one.json: cell.width: -3 must be ≥ 0", false),
    ]

    private func breakGolden(_ kind: String, in folder: URL) throws {
        let png = file(folder, "G/a/one@1x.png")
        switch kind {
        case "different": try edit(folder, "G/a/one.json") { $0["value"] = "19" }
        case "size": try edit(folder, "G/a/one.json") { $0["padding"] = 20 }
        case "missing": try FileManager.default.removeItem(at: png)
        case "lfs": try Data("version https://git-lfs.github.com/spec/v1\noid sha256:ab\nsize 9\n".utf8).write(to: png)
        case "corrupt": try Data(try Data(contentsOf: png).prefix(70)).write(to: png)
        default: try edit(folder, "G/a/one.json") { $0["cell"] = ["width": -3] }
        }
    }

    @Test func aTextThatDoesNotFitIsAWarningOfTheRunNotAFailure() throws {
        let folder = try recordedGoldens()
        try edit(folder, "G/a/one.json") { $0["button"] = ["title": "Send the code again", "width": 60] }
        _ = try CommandRunner.run(["goldens", "record", "G", "--report", "R"], in: folder, environment: Self.local)
        let result = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(#"otp-render: warning: G/a/one.json: button "Send the code again" is clipped: it reaches "#))
        #expect(result.stdoutText.contains("; 1 spec with warnings"))
        let warnings = try #require(try reportJSON(folder)["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1 && warnings.first?["name"] as? String == "a/one" && (warnings.first?["lines"] as? [String])?.count == 1)
        #expect(try String(contentsOf: file(folder, "R/report.html"), encoding: .utf8).contains("<h2>Warnings</h2>"))
    }

    @Test(arguments: 0..<failures.count)
    func eachFailureHasItsExitCodeAndOneLine(index: Int) throws {
        let (kind, exit, message, accepts) = Self.failures[index]
        let folder = try recordedGoldens()
        try breakGolden(kind, in: folder)
        let before = try? Data(contentsOf: file(folder, "G/a/one@1x.png"))
        let result = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--junit", "j.xml"], in: folder,
                                           environment: Self.ci)
        #expect(result.status == exit, "\(kind): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("otp-render: " + message) == true, "\(result.stderr)")
        #expect(result.stderr.contains("; accept: otp-render goldens record G/a/one.json --update changed") == accepts)
        #expect(result.stdoutText.hasPrefix("3 goldens: 2 passed, ") && result.stdoutText.contains("report: R/report.html"))
        #expect((try? Data(contentsOf: file(folder, "G/a/one@1x.png"))) == before, "CI writes nothing")
        let goldens = try #require(try reportJSON(folder)["goldens"] as? [[String: Any]])
        #expect(goldens.first?["status"] as? String == (kind == "invalid" ? "error" : "failed"))
        #expect(goldens.first?["exitCode"] as? Int == Int(exit))
        if kind != "invalid" {
            let sideBySide = file(folder, "R/artifacts/a/one@1x.side-by-side.png")
            #expect(lines.first?.contains("; see R/artifacts/a/one@1x.side-by-side.png") == true)
            #expect(try Pixmap(contentsOfPNGFile: sideBySide.path).width > 100)
            #expect(FileManager.default.fileExists(atPath: file(folder, "R/artifacts/a/one@1x.actual.png").path))
        }
        let junit = try #require(try XMLDocument(contentsOf: file(folder, "j.xml")).rootElement())
        #expect(junit.attribute(forName: kind == "invalid" ? "errors" : "failures")?.stringValue == "1")
    }

    @Test func aMissingGoldenIsWrittenLocallyAndStillFails() throws {
        let folder = try recordedGoldens()
        try FileManager.default.removeItem(at: file(folder, "G/b/three@1.5x.png"))
        let first = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.local)
        #expect(first.status == 3)
        #expect(first.stderr.contains("G/b/three@1.5x.png: missing golden; the new image was written as the golden"))
        #expect(FileManager.default.fileExists(atPath: file(folder, "G/b/three@1.5x.png").path))
        let second = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.local)
        #expect(second.status == 0, "\(second.stderr)")
    }

    @Test func partsASpecIgnoresAreLeftOutOfItsComparison() throws {
        let folder = try recordedGoldens()
        try edit(folder, "G/a/one.json") { $0["colors"] = ["caret": "#FF3B30"] }
        let changed = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(changed.status == 1, "the caret's colour changed")
        try edit(folder, "G/a/one.json") { $0["ignore"] = ["caret"] }
        let ignored = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(ignored.status == 0, "\(ignored.stdoutText)")
        let entry = try #require((try reportJSON(folder)["goldens"] as? [[String: Any]])?.first { ($0["name"] as? String)?.hasPrefix("a/one") == true })
        #expect((entry["comparison"] as? [String: Any])?["ignored"] as? Int == 2 * 28, "a 2 x 28 pt caret at 1x: \(entry)")
        try edit(folder, "G/a/one.json") { $0["ignore"] = ["cell[7]"] }
        let unknown = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains(#"G/a/one.json: ignore: "cell[7]" is not a part this spec draws; it draws field, cell, "#),
                "\(unknown.stderr)")
    }

    @Test func recordAcceptsChangedImagesAndVerifyThenPasses() throws {
        let folder = try recordedGoldens()
        try edit(folder, "G/a/two.json") { $0["value"] = "37" }
        let missingOnly = try CommandRunner.run(["goldens", "record", "G", "--report", "R", "--update", "missing"], in: folder,
                                                environment: Self.local)
        #expect(missingOnly.status == 1, "mode missing leaves a changed golden failing")
        let record = try CommandRunner.run(["goldens", "record", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdoutText.hasPrefix("3 goldens: 2 passed, 0 failed, 1 recorded in "))
        let entry = try #require((try reportJSON(folder)["goldens"] as? [[String: Any]])?[1])
        #expect(entry["status"] as? String == "recorded" && entry["verdict"] as? String == "different")
        let verify = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(verify.status == 0)
    }

    @Test func verifyRecordsChangedGoldensWhenTheEnvironmentSaysSoAndStillFails() throws {
        let folder = try recordedGoldens()
        try edit(folder, "G/a/one.json") { $0["value"] = "77" }
        let result = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder,
                                           environment: ["CI": "true", "OTP_RENDER_RECORD": "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the new image was written as the golden"))
        #expect(try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci).status == 0)
    }

    @Test func reRecordingEverythingChangesNoByte() throws {
        let folder = try recordedGoldens()
        let pngs = ["G/a/one@1x.png", "G/a/two@2x.png", "G/b/three@1.5x.png"]
        let before = try pngs.map { try Data(contentsOf: file(folder, $0)) }
        let result = try CommandRunner.run(["goldens", "record", "G", "--report", "R", "--update", "all"], in: folder,
                                           environment: Self.local)
        #expect(result.status == 0 && result.stdoutText.hasPrefix("3 goldens: 3 passed, 0 failed in "))
        #expect(try pngs.map { try Data(contentsOf: file(folder, $0)) } == before)
    }

    @Test func recordNeverOverwritesAnLFSPointer() throws {
        let folder = try recordedGoldens()
        let pointer = Data("version https://git-lfs.github.com/spec/v1\noid sha256:ab\nsize 9\n".utf8)
        try pointer.write(to: file(folder, "G/a/two@2x.png"))
        let result = try CommandRunner.run(["goldens", "record", "G", "--report", "R", "--update", "all"], in: folder,
                                           environment: Self.local)
        #expect(result.status == 3)
        #expect(result.stderr.contains("Git LFS pointer"))
        #expect(try Data(contentsOf: file(folder, "G/a/two@2x.png")) == pointer)
    }

    @Test func theReportIsTheSameForAnyNumberOfJobs() throws {
        let folder = try recordedGoldens()
        try edit(folder, "G/a/two.json") { $0["value"] = "8" }
        func statuses(_ jobs: String) throws -> [String] {
            _ = try CommandRunner.run(["goldens", "verify", "G", "--report", "R" + jobs, "--jobs", jobs], in: folder,
                                      environment: Self.ci)
            let goldens = try #require(try reportJSON(folder, "R" + jobs)["goldens"] as? [[String: Any]])
            return goldens.map { "\($0["name"] ?? "") \($0["status"] ?? "") \($0["message"] ?? "")" }
        }
        #expect(try statuses("1") == (try statuses("2")))
    }

    @Test func theAcceptCommandQuotesPathsForTheShell() throws {
        let folder = try recordedGoldens()
        try FileManager.default.moveItem(at: file(folder, "G"), to: file(folder, "my G"))
        try edit(folder, "my G/a/one.json") { $0["value"] = "5" }
        let result = try CommandRunner.run(["goldens", "verify", "my G", "--report", "R", "--threshold", "0.2"], in: folder,
                                           environment: Self.ci)
        #expect(result.status == 1)
        #expect(result.stderr.contains("; accept: otp-render goldens record 'my G/a/one.json' --update changed --threshold 0.2\n"))
        #expect(result.stdoutText.contains("accept every new image: otp-render goldens record 'my G' --update changed --threshold 0.2\n"))
    }

    @Test func oneSpecFileCanBeVerified() throws {
        let folder = try recordedGoldens()
        let result = try CommandRunner.run(["goldens", "verify", "G/b/three.json", "--report", "R"], in: folder,
                                           environment: Self.ci)
        #expect(result.status == 0 && result.stdoutText.hasPrefix("1 golden: 1 passed, 0 failed in "), "\(result.stderr)")
    }

    @Test func theRepositorysGoldensVerifyIncludingSheets() throws {
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Goldens").path
        let folder = CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["goldens", "verify", goldens, "--report", "R"], in: folder, environment: Self.ci)
        #expect(result.status == 0, "\(result.stderr)")
        let goldensList = try #require(try reportJSON(folder)["goldens"] as? [[String: Any]])
        #expect(goldensList.contains { $0["name"] as? String == "sheets/boxed@1x" && $0["status"] as? String == "passed" })
    }

    /// A report folder that cannot be written (here its parent is a file; a full disk is in
    /// Scripts/fault-trial.sh) adds one line and exit 70; every result, the summary and the
    /// accept command are still printed.
    @Test func resultsAreShownWhenTheReportCannotBeWritten() throws {
        let folder = try recordedGoldens()
        try edit(folder, "G/a/one.json") { $0["value"] = "19" }
        try Data("a file".utf8).write(to: file(folder, "plain"))
        let result = try CommandRunner.run(["goldens", "verify", "G", "--report", "plain/R"], in: folder, environment: Self.ci)
        #expect(result.status == 70)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("otp-render: G/a/one@1x.png: different: ") == true)
        #expect(lines.first?.contains("; artifacts not written: plain/R/artifacts: cannot be written (") == true)
        #expect(lines.last == "otp-render: plain/R: cannot be written (the folder plain/R cannot be created: Not a directory)")
        #expect(result.stdoutText.hasPrefix("3 goldens: 2 passed, 1 failed in "))
        #expect(result.stdoutText.contains("accept every new image: otp-render goldens record G --update changed\n"))
        #expect(!result.stdoutText.contains("report:"))
    }

    /// Specs directly in the folder given, and a spec given by a bare file name, name their
    /// goldens without a folder.
    @Test func specsAtTheTopOfTheFolderAreRecordedAndVerified() throws {
        let folder = CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(at: file(folder, "G"), withIntermediateDirectories: true)
        try Data(#"{"preset": "boxed", "scale": 1}"#.utf8).write(to: file(folder, "G/top.json"))
        let record = try CommandRunner.run(["goldens", "record", "G", "--report", "R"], in: folder, environment: Self.local)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(FileManager.default.fileExists(atPath: file(folder, "G/top@1x.png").path))
        let verify = try CommandRunner.run(["goldens", "verify", "top.json", "--report", "../R"], in: file(folder, "G"),
                                           environment: Self.ci)
        #expect(verify.status == 0, "\(verify.stderr)")
        let goldens = try #require(try reportJSON(folder)["goldens"] as? [[String: Any]])
        #expect(goldens.map { $0["name"] as? String } == ["top@1x"])
        #expect(goldens.map { $0["golden"] as? String } == ["top@1x.png"])
    }

    /// Two runs recording one folder take turns (a lock on the folder): both succeed, and
    /// neither reports the other's half-written work.
    @Test func concurrentRecordsTakeTurns() throws {
        let folder = CommandRunner.temporaryFolder()
        let goldens = file(folder, "G")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        for index in 0..<24 {
            try Data(#"{"preset": "boxed", "length": 6, "value": "\#(index)", "scale": 3}"#.utf8)
                .write(to: goldens.appendingPathComponent("g\(index).json"))
        }
        let results = IndexedOutcomes()
        DispatchQueue.concurrentPerform(iterations: 2) { run in
            results.set(run, try? CommandRunner.run(["goldens", "record", "G", "--report", "R\(run)", "--jobs", "1"], in: folder,
                                                    environment: Self.local))
        }
        for run in 0..<2 {
            let result = try #require(results.get(run))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty || result.stderr == "otp-render: waiting for another run that writes goldens in G\n")
        }
        let verify = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(verify.status == 0 && verify.stdoutText.hasPrefix("24 goldens: 24 passed"))
    }

    /// Results from concurrent runs, by run.
    private final class IndexedOutcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Int: CommandRunner.Result] = [:]
        func set(_ index: Int, _ result: CommandRunner.Result?) { lock.withLock { results[index] = result } }
        func get(_ index: Int) -> CommandRunner.Result? { lock.withLock { results[index] } }
    }

    @Test func badUsageExitsWith64() throws {
        let folder = try recordedGoldens()
        let mode = try CommandRunner.run(["goldens", "verify", "G", "--update", "sometimes"], in: folder)
        #expect(mode.status == 64 && mode.stderr == "otp-render: record mode \"sometimes\" is not one of none, missing, changed, all (or 1 for changed)\n")
        let variable = try CommandRunner.run(["goldens", "verify", "G"], in: folder, environment: ["OTP_RENDER_RECORD": "x"])
        #expect(variable.status == 64)
        let missing = try CommandRunner.run(["goldens", "verify", "nowhere"], in: folder, environment: Self.ci)
        #expect(missing.status == 64 && missing.stderr == "otp-render: nowhere: no such file or folder\n")
        try FileManager.default.createDirectory(at: file(folder, "empty"), withIntermediateDirectories: true)
        let empty = try CommandRunner.run(["goldens", "verify", "empty"], in: folder, environment: Self.ci)
        #expect(empty.status == 64 && empty.stderr.contains("no spec JSON files"))
        #expect(try CommandRunner.run(["goldens", "verify", "G", "--jobs", "0"], in: folder).status == 64)
    }

    @Test func helpShowsExamples() throws {
        let verify = try CommandRunner.run(["goldens", "verify", "--help"])
        #expect(verify.status == 0 && verify.stdoutText.contains("otp-render goldens verify Goldens --jobs 2 --junit junit.xml"))
        let record = try CommandRunner.run(["goldens", "record", "--help"])
        #expect(record.stdoutText.contains("otp-render goldens record Goldens --update missing"))
        let top = try CommandRunner.run(["--help"])
        #expect(top.stdoutText.contains("compare") && top.stdoutText.contains("goldens"))
    }
}

/// Animation goldens (specs in a folder named `animations`): a golden per frame, checked one
/// by one, and the report playing the frames as animated PNGs.
@Suite struct AnimationGoldensTests {
    @Test func everyFrameIsAGoldenAndTheReportPlaysThem() throws {
        let folder = CommandRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("G/animations/shake.json")
        try FileManager.default.createDirectory(at: spec.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"preset": "boxed", "length": 4, "value": "12", "animation": {"name": "shake"}, "scale": 1}"#.utf8).write(to: spec)
        let record = try CommandRunner.run(["goldens", "record", "G", "--report", "R"], in: folder, environment: GoldensCommandTests.local)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdoutText.hasPrefix("15 goldens: 0 passed, 0 failed, 15 recorded in "), "0.5 s at 30 fps")
        let frames = folder.appendingPathComponent("G/animations/shake@1x")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted().first == "frame-0001.png")

        let verify = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: GoldensCommandTests.ci)
        #expect(verify.status == 0 && verify.stdoutText.hasPrefix("15 goldens: 15 passed"), "\(verify.stdoutText)")
        var html = try String(contentsOf: folder.appendingPathComponent("R/report.html"), encoding: .utf8)
        #expect(html.contains("<h2>animations/shake@1x</h2>") && html.contains(#"alt="Actual, playing""#))
        #expect(!html.contains(#"alt="Expected, playing""#), "nothing differs: only the new frames play")
        let played = try AnimatedPNG(data: [UInt8](Data(contentsOf: folder.appendingPathComponent("R/artifacts/animations/shake@1x.actual.apng"))))
        #expect(played.frames.count == 15)
        #expect(played.frames[2].image == (try Pixmap(contentsOfPNGFile: frames.appendingPathComponent("frame-0003.png").path)))

        // Frame 3's golden replaced by frame 1's: that frame fails, and the goldens play beside the new frames.
        try FileManager.default.removeItem(at: frames.appendingPathComponent("frame-0003.png"))
        try FileManager.default.copyItem(at: frames.appendingPathComponent("frame-0001.png"), to: frames.appendingPathComponent("frame-0003.png"))
        let changed = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: GoldensCommandTests.ci)
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("G/animations/shake@1x/frame-0003.png: different"), "\(changed.stderr)")
        html = try String(contentsOf: folder.appendingPathComponent("R/report.html"), encoding: .utf8)
        #expect(html.contains(#"alt="Expected, playing""#))
        #expect(html.contains(##"<a href="#failure-0"><span class="frame failed" title="animations/shake@1x/frame-0003: failed">3</span></a>"##))
    }
}
