import Foundation
import Testing

/// `goldens merge`, as a process: the shards' reports of a split run become the whole run's
/// report, artifacts and all; a missing or doubled shard, a whole run's report and an output
/// folder that is a shard's are refused with nothing written.
@Suite struct GoldensMergeTests {
    let goldens = GoldensCommandTests()
    typealias Env = GoldensCommandTests

    /// The recorded goldens with `b/three`'s spec changed (its image now differs), each of
    /// two shards verified into `S1` and `S2`, and the whole run into `W`.
    func shardReports() throws -> URL {
        let folder = try goldens.recordedGoldens()
        try goldens.edit(folder, "G/b/three.json") { $0["value"] = "77" }
        for shard in 1...2 {
            let result = try CommandRunner.run(["goldens", "verify", "G", "--report", "S\(shard)", "--shard", "\(shard)/2"],
                                               in: folder, environment: Env.ci)
            #expect(result.stdoutText.hasPrefix("shard \(shard)/2\n"), "\(result.stdoutText)")
        }
        _ = try CommandRunner.run(["goldens", "verify", "G", "--report", "W"], in: folder, environment: Env.ci)
        return folder
    }

    /// A report's entries without their times and artifacts.
    func entries(_ folder: URL, _ report: String) throws -> [[String: String]] {
        let goldens = try #require(try goldens.reportJSON(folder, report)["goldens"] as? [[String: Any]])
        return goldens.map { entry in entry.compactMapValues { $0 as? String }.filter { $0.key != "seconds" } }
    }

    @Test func theShardsMergeIntoTheWholeRunsReport() throws {
        let folder = try shardReports()
        let merge = try CommandRunner.run(["goldens", "merge", "S2", "S1/report.json", "-o", "M", "--junit", "M/junit.xml"],
                                          in: folder, environment: Env.ci)
        #expect(merge.status == 1, "the merged report's exit code: \(merge.stderr)")
        #expect(merge.stdoutText.hasPrefix("3 goldens: 2 passed, 1 failed in "), "\(merge.stdoutText)")
        #expect(merge.stderr.hasPrefix("otp-render: G/b/three@1.5x.png: different: "))
        #expect(merge.stderr.contains("; see M/artifacts/b/three@1.5x.side-by-side.png; accept: "), "\(merge.stderr)")
        #expect(try entries(folder, "M") == entries(folder, "W"))
        let report = try goldens.reportJSON(folder, "M")
        #expect(report["shard"] == nil && report["title"] as? String == "otp-render goldens verify G")
        for name in ["actual", "diff", "expected", "side-by-side"] {
            #expect(FileManager.default.fileExists(atPath: goldens.file(folder, "M/artifacts/b/three@1.5x.\(name).png").path), "\(name)")
        }
        let html = try String(contentsOf: goldens.file(folder, "M/report.html"), encoding: .utf8)
        #expect(html.contains("data:image/png;base64,"), "the merged page inlines the copied images")
        #expect(FileManager.default.fileExists(atPath: goldens.file(folder, "M/junit.xml").path))
    }

    @Test func aMissingOrDoubledShardAndAWholeRunAreRefused() throws {
        let folder = try shardReports()
        let cases: [([String], String)] = [
            (["S1"], "otp-render: shard 2/2 is missing: give every shard's report (a shard that checked nothing still writes one)\n"),
            (["S1", "S1", "S2"], "otp-render: S1/report.json and S1/report.json are both shard 1/2: give each shard's report once\n"),
            (["S1", "W"], "otp-render: W/report.json: the report of a whole run, not of a shard (--shard K/N); there is nothing to merge it with\n"),
            (["S1", "nowhere"], "otp-render: nowhere: cannot be read (no such file)\n"),
        ]
        for (reports, message) in cases {
            let result = try CommandRunner.run(["goldens", "merge"] + reports + ["-o", "M"], in: folder, environment: Env.ci)
            #expect(result.status == 64, "\(reports)")
            #expect(result.stderr == message)
            #expect(!FileManager.default.fileExists(atPath: goldens.file(folder, "M").path), "nothing written for \(reports)")
        }
        let into = try CommandRunner.run(["goldens", "merge", "S1", "S2", "-o", "S1/"], in: folder, environment: Env.ci)
        #expect(into.status == 64)
        #expect(into.stderr == "otp-render: --output S1/ holds S1/report.json, a shard's report; give the merged report a folder of its own\n")
    }

    @Test func aBrokenReportNamesItsKeyPathAndAMissingArtifactIsAWarning() throws {
        let folder = try shardReports()
        try goldens.edit(folder, "S2/report.json") { $0["goldens"] = 3 }
        let broken = try CommandRunner.run(["goldens", "merge", "S1", "S2", "-o", "M"], in: folder, environment: Env.ci)
        #expect(broken.status == 64)
        #expect(broken.stderr == "otp-render: S2/report.json: not a goldens report: goldens: 3; an array of objects\n")
        let failing = try #require(try FileManager.default.contentsOfDirectory(atPath: goldens.file(folder, "S1").path)
            .contains("artifacts") ? "S1" : "S2")
        let other = failing == "S1" ? "S2" : "S1"
        _ = try CommandRunner.run(["goldens", "verify", "G", "--report", other, "--shard", other == "S1" ? "1/2" : "2/2"],
                                  in: folder, environment: Env.ci)
        try FileManager.default.removeItem(at: goldens.file(folder, "\(failing)/artifacts/b/three@1.5x.diff.png"))
        let merged = try CommandRunner.run(["goldens", "merge", "S1", "S2", "-o", "M"], in: folder, environment: Env.ci)
        #expect(merged.status == 1)
        #expect(merged.stderr.hasPrefix("otp-render: warning: \(failing)/artifacts/b/three@1.5x.diff.png: "
                                        + "\(failing)/report.json names this artifact, but it is not there; left out\n"), "\(merged.stderr)")
    }
}
