import Foundation
import Testing

/// `goldens lock`, `record --lock-only` and `verify` against a lock file, as processes:
/// goldens checked without their PNGs, every disagreement named, a lock from another
/// renderer or a broken one reported once, stale entries dropped.
@Suite struct GoldensLockTests {
    let goldens = GoldensCommandTests()
    typealias Env = GoldensCommandTests

    /// A folder holding `G/` with its specs, their PNGs and `G/goldens.lock` of all three.
    func lockedGoldens() throws -> URL {
        let folder = try goldens.recordedGoldens()
        let result = try CommandRunner.run(["goldens", "lock", "G", "--report", "R"], in: folder, environment: Env.local)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("3 goldens: 3 passed, 0 failed in "), "\(result.stdoutText)")
        #expect(result.stdoutText.contains("G/goldens.lock: written\n"))
        #expect(try lockedNames(folder) == ["a/one@1x.png", "a/two@2x.png", "b/three@1.5x.png"])
        return folder
    }

    func lock(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: goldens.file(folder, "G/goldens.lock"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func lockedNames(_ folder: URL) throws -> [String] {
        try #require(try lock(folder)["goldens"] as? [String: Any]).keys.sorted()
    }

    func removePNGs(_ folder: URL) throws {
        for name in ["a/one@1x.png", "a/two@2x.png", "b/three@1.5x.png"] {
            try FileManager.default.removeItem(at: goldens.file(folder, "G/" + name))
        }
    }

    func verify(_ folder: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Env.ci)
    }

    @Test func theLockHoldsEachGoldensSpecScaleSizeAndHash() throws {
        let folder = try lockedGoldens()
        let lock = try lock(folder)
        #expect(lock["format"] as? Int == 1 && lock["renderer"] as? String == "otp-render 0.1.0")
        #expect((lock["fonts"] as? String)?.count == 64)
        let two = try #require((lock["goldens"] as? [String: Any])?["a/two@2x.png"] as? [String: Any])
        #expect(two["spec"] as? String == "a/two.json" && two["scale"] as? Int == 2)
        #expect((two["sha256"] as? String)?.count == 64 && (two["width"] as? Int ?? 0) > 0 && (two["height"] as? Int ?? 0) > 0)
        let again = try CommandRunner.run(["goldens", "lock", "G", "--report", "R"], in: folder, environment: Env.local)
        #expect(again.status == 0 && !again.stdoutText.contains("goldens.lock: written"), "an unchanged lock is not written again")
    }

    @Test func withoutPNGsTheGoldensAreVerifiedAgainstTheLock() throws {
        let folder = try lockedGoldens()
        try removePNGs(folder)
        let result = try verify(folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("3 goldens: 3 passed, 0 failed in "))
        let local = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Env.local)
        #expect(local.status == 0)
        #expect(!FileManager.default.fileExists(atPath: goldens.file(folder, "G/a/one@1x.png").path), "a locked golden is not missing")
    }

    @Test func aChangeFailsAgainstTheLockUntilRecordedInIt() throws {
        let folder = try lockedGoldens()
        try removePNGs(folder)
        try goldens.edit(folder, "G/a/one.json") { $0["value"] = "13" }
        let failed = try verify(folder)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("otp-render: G/a/one@1x.png: goldens.lock holds "), "\(failed.stderr)")
        #expect(failed.stderr.contains(", the new image is "))
        #expect(failed.stderr.contains("; the expected image is not on disk"))
        #expect(failed.stdoutText.hasPrefix("3 goldens: 2 passed, 1 failed in "))

        let recorded = try CommandRunner.run(["goldens", "record", "G", "--lock-only", "--report", "R"], in: folder, environment: Env.local)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdoutText.hasPrefix("3 goldens: 2 passed, 0 failed, 1 recorded in "), "\(recorded.stdoutText)")
        #expect(!FileManager.default.fileExists(atPath: goldens.file(folder, "G/a/one@1x.png").path), "no PNG is written")
        #expect(try verify(folder).status == 0)
    }

    @Test func whereBothExistTheOneThatDisagreesIsNamed() throws {
        let folder = try lockedGoldens()
        let url = goldens.file(folder, "G/goldens.lock")
        let otherHash = String(repeating: "0", count: 64)
        var text = try String(contentsOf: url, encoding: .utf8)
        let entry = try #require(text.range(of: "\"a/one@1x.png\": {"))
        let hash = try #require(text.range(of: "\"sha256\": \"", range: entry.upperBound..<text.endIndex))
        text.replaceSubrange(hash.upperBound..<text.index(hash.upperBound, offsetBy: 64), with: otherHash)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let result = try verify(folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("otp-render: G/a/one@1x.png: the PNG: identical ("), "\(result.stderr)")
        #expect(result.stderr.contains("goldens.lock holds 254x88 sha256 000000000000, the new image is 254x88 sha256 "),
                "the lock's size and hash, and the new image's")
    }

    @Test func aLockFromAnotherRendererIsReportedOnceAndMadeAgain() throws {
        let folder = try lockedGoldens()
        let url = goldens.file(folder, "G/goldens.lock")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"otp-render 0.1.0\"", with: "\"otp-render 0.0.1\"")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let result = try verify(folder)
        #expect(result.status == 3)
        #expect(result.stderr == "otp-render: G/goldens.lock: made by otp-render 0.0.1, not by this otp-render 0.1.0 with these fonts, "
                + "so its hashes cannot be checked; make it again with: otp-render goldens record G --lock-only\n")
        let again = try CommandRunner.run(["goldens", "record", "G", "--lock-only", "--report", "R"], in: folder, environment: Env.local)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try lock(folder)["renderer"] as? String == "otp-render 0.1.0")
        try removePNGs(folder)
        #expect(try verify(folder).status == 0)
    }

    @Test func aBrokenLockIsNamedWithItsKeyPath() throws {
        let folder = try goldens.recordedGoldens()
        try Data(#"{"format": 1, "renderer": "otp-render 0.1.0", "fonts": 3}"#.utf8).write(to: goldens.file(folder, "G/goldens.lock"))
        let result = try verify(folder)
        #expect(result.status == 3)
        #expect(result.stderr == "otp-render: G/goldens.lock: not a goldens lock file: fonts: not a SHA-256 of 64 hexadecimal digits\n")
    }

    @Test func aPNGThatDiffersIsNotLockedOver() throws {
        let folder = try goldens.recordedGoldens()
        try goldens.edit(folder, "G/a/one.json") { $0["value"] = "13" }
        let result = try CommandRunner.run(["goldens", "lock", "G", "--report", "R"], in: folder, environment: Env.local)
        #expect(result.status == 1)
        #expect(result.stderr.contains("otp-render: G/a/one@1x.png: different: "), "\(result.stderr)")
        #expect(try lockedNames(folder) == ["a/two@2x.png", "b/three@1.5x.png"])
    }

    @Test func aSubfolderRunUsesTheLockAboveItAndARunOverAllDropsStaleEntries() throws {
        let folder = try lockedGoldens()
        try removePNGs(folder)
        let sub = try CommandRunner.run(["goldens", "verify", "G/a", "--report", "R"], in: folder, environment: Env.ci)
        #expect(sub.status == 0, "\(sub.stderr)")
        #expect(sub.stdoutText.hasPrefix("2 goldens: 2 passed, 0 failed in "))
        try FileManager.default.removeItem(at: goldens.file(folder, "G/b/three.json"))
        let partial = try CommandRunner.run(["goldens", "record", "G/a", "--lock-only", "--report", "R"], in: folder, environment: Env.local)
        #expect(partial.status == 0)
        #expect(try lockedNames(folder).count == 3, "a run over part of the folder keeps the other entries")
        let all = try CommandRunner.run(["goldens", "record", "G", "--lock-only", "--report", "R"], in: folder, environment: Env.local)
        #expect(all.status == 0, "\(all.stderr)")
        #expect(try lockedNames(folder) == ["a/one@1x.png", "a/two@2x.png"])
    }
}

/// Stale entries of a lock: named by verify as stale goldens, removed by prune.
@Suite struct StaleLockEntryTests {
    let locked = GoldensLockTests()

    @Test func anEntryNoSpecProducesIsStaleAndPruned() throws {
        let folder = try locked.lockedGoldens()
        try locked.removePNGs(folder)
        try FileManager.default.removeItem(at: locked.goldens.file(folder, "G/b/three.json"))
        let verify = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--strict"], in: folder, environment: GoldensCommandTests.ci)
        #expect(verify.status == 1)
        #expect(verify.stderr == "otp-render: G/goldens.lock: b/three@1.5x.png: stale golden, no spec produces it; "
                + "remove with: otp-render goldens prune G\n")
        let dry = try CommandRunner.run(["goldens", "prune", "G", "--dry-run"], in: folder)
        #expect(dry.stdoutText == "would remove G/goldens.lock: b/three@1.5x.png\n1 stale golden (dry run: nothing removed)\n")
        let prune = try CommandRunner.run(["goldens", "prune", "G"], in: folder)
        #expect(prune.status == 0)
        #expect(prune.stdoutText == "removed G/goldens.lock: b/three@1.5x.png\n1 stale golden removed\n")
        #expect(try locked.lockedNames(folder) == ["a/one@1x.png", "a/two@2x.png"])
        #expect(try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--strict"], in: folder,
                                      environment: GoldensCommandTests.ci).status == 0)
    }
}
