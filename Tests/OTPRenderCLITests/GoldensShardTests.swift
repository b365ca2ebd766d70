import Foundation
import Testing

/// `goldens verify --shard`: N shards check every spec of a folder once, from a shard given
/// or read from the environment (Bazel's included), and a shard does not call goldens stale.
@Suite struct GoldensShardTests {
    let goldens = GoldensCommandTests()

    /// The names each shard's report.json lists.
    func checkedNames(_ folder: URL, _ report: String) throws -> [String] {
        let entries = try #require(try goldens.reportJSON(folder, report)["goldens"] as? [[String: Any]])
        return entries.compactMap { $0["name"] as? String }
    }

    @Test func threeShardsCheckEverySpecOnce() throws {
        let folder = try goldens.recordedGoldens()
        var names: [String] = []
        for k in 1...3 {
            let result = try CommandRunner.run(["goldens", "verify", "G", "--shard", "\(k)/3", "--report", "R\(k)"],
                                               in: folder, environment: GoldensCommandTests.ci)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdoutText.hasPrefix("shard \(k)/3\n1 golden: 1 passed, 0 failed in "), "\(result.stdoutText)")
            names += try checkedNames(folder, "R\(k)")
        }
        #expect(names.sorted() == ["a/one@1x", "a/two@2x", "b/three@1.5x"])
    }

    @Test func bazelsShardIsReadAndItsStatusFileTouched() throws {
        let folder = try goldens.recordedGoldens()
        let status = folder.appendingPathComponent("status").path
        let result = try CommandRunner.runShell(
            "env -i CI=true TEST_SHARD_INDEX=0 TEST_TOTAL_SHARDS=2 TEST_SHARD_STATUS_FILE=\(status) "
                + "\"$OTP\" goldens verify G --shard auto --report R", in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("shard 1/2 (from TEST_SHARD_INDEX=0, TEST_TOTAL_SHARDS=2)\n2 goldens: 2 passed"))
        #expect(FileManager.default.fileExists(atPath: status))
        #expect(try checkedNames(folder, "R") == ["a/one@1x", "b/three@1.5x"])
    }

    @Test func aShardDoesNotCallTheOtherShardsGoldensStale() throws {
        let folder = try goldens.recordedGoldens()
        let result = try CommandRunner.run(["goldens", "verify", "G", "--shard", "2/3", "--strict", "--report", "R"],
                                           in: folder, environment: GoldensCommandTests.ci)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let bad = try CommandRunner.run(["goldens", "verify", "G", "--shard", "0/3"], in: folder, environment: GoldensCommandTests.ci)
        #expect(bad.status == 64)
    }
}
