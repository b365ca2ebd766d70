import Foundation
import Testing

/// Stale goldens: reported by verify (a warning, a failure with --strict), removed by prune.
extension GoldensCommandTests {
    /// The recorded folder with a spec renamed (its golden left behind), a scale changed, a
    /// frame folder no spec makes and a background image that is not a golden.
    private func foldersWithStaleGoldens() throws -> URL {
        let folder = try recordedGoldens()
        try FileManager.default.moveItem(at: file(folder, "G/a/one.json"), to: file(folder, "G/a/uno.json"))
        try edit(folder, "G/b/three.json") { $0["scale"] = 1 }
        try FileManager.default.createDirectory(at: file(folder, "G/b/gone@1x"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: file(folder, "G/a/two@2x.png"), to: file(folder, "G/b/gone@1x/frame-0001.png"))
        try FileManager.default.copyItem(at: file(folder, "G/a/two@2x.png"), to: file(folder, "G/a/background.png"))
        _ = try CommandRunner.run(["goldens", "record", "G", "--report", "R", "--update", "missing"], in: folder,
                                  environment: Self.local)
        return folder
    }

    static let staleGoldens = ["G/a/one@1x.png", "G/b/gone@1x/frame-0001.png", "G/b/three@1.5x.png"]

    @Test func verifyWarnsAboutStaleGoldensAndFailsOnThemWhenStrict() throws {
        let folder = try foldersWithStaleGoldens()
        let result = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == Self.staleGoldens.map {
            "otp-render: warning: \($0): stale golden, no spec produces it; remove with: otp-render goldens prune G\n"
        }.joined())
        #expect(result.stdoutText.hasPrefix("3 goldens: 3 passed, 0 failed in ") && result.stdoutText.contains("; 3 stale\n"))
        #expect(try reportJSON(folder)["stale"] as? [String] == Self.staleGoldens)
        #expect(try String(contentsOf: file(folder, "R/report.html"), encoding: .utf8).contains("<h2>Stale goldens</h2>"))

        let strict = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--strict"], in: folder, environment: Self.ci)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix("otp-render: G/a/one@1x.png: stale golden, no spec produces it; remove with: "))
        #expect(try reportJSON(folder)["exitCode"] as? Int == 1)
    }

    @Test func pruneListsThenRemovesOnlyStaleGoldens() throws {
        let folder = try foldersWithStaleGoldens()
        let dryRun = try CommandRunner.run(["goldens", "prune", "G", "--dry-run"], in: folder)
        #expect(dryRun.status == 0 && dryRun.stderr.isEmpty, "\(dryRun.stderr)")
        #expect(dryRun.stdoutText == Self.staleGoldens.map { "would remove \($0)\n" }.joined()
            + "3 stale goldens (dry run: nothing removed)\n")
        #expect(Self.staleGoldens.allSatisfy { FileManager.default.fileExists(atPath: file(folder, $0).path) })

        let prune = try CommandRunner.run(["goldens", "prune", "G"], in: folder)
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stdoutText == Self.staleGoldens.map { "removed \($0)\n" }.joined() + "3 stale goldens removed\n")
        let left = try FileManager.default.subpathsOfDirectory(atPath: file(folder, "G").path).filter { $0.hasSuffix(".png") }
        #expect(Set(left) == ["a/uno@1x.png", "a/two@2x.png", "a/background.png", "b/three@1x.png"])
        #expect(!FileManager.default.fileExists(atPath: file(folder, "G/b/gone@1x").path), "the emptied frames folder goes too")

        let again = try CommandRunner.run(["goldens", "prune", "G"], in: folder)
        #expect(again.stdoutText == "no stale goldens\n")
        let verify = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--strict"], in: folder, environment: Self.ci)
        #expect(verify.status == 0 && verify.stderr.isEmpty, "\(verify.stderr)")
    }

    @Test func pruneKeepsTheGoldensOfASpecThatDoesNotDecodeAndSaysSo() throws {
        let folder = try recordedGoldens()
        try Data("{\"preset\": ".utf8).write(to: file(folder, "G/a/two.json"))
        let result = try CommandRunner.run(["goldens", "prune", "G"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("otp-render: warning: G/a/two.json: line 1, column 12: "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; the goldens of G/a/two.json are kept\n"))
        #expect(result.stdoutText == "no stale goldens\n")
        #expect(FileManager.default.fileExists(atPath: file(folder, "G/a/two@2x.png").path))
    }

    @Test func pruneRefusesAFileAndLeavesALinkNamedAsAGolden() throws {
        let folder = try recordedGoldens()
        let notAFolder = try CommandRunner.run(["goldens", "prune", "G/a/two.json"], in: folder)
        #expect(notAFolder.status == 64)
        #expect(notAFolder.stderr == "otp-render: G/a/two.json: not a folder; prune takes a goldens folder\n")
        try FileManager.default.createSymbolicLink(atPath: file(folder, "G/a/linked@1x.png").path, withDestinationPath: "two@2x.png")
        let result = try CommandRunner.run(["goldens", "prune", "G"], in: folder)
        #expect(result.stdoutText == "no stale goldens\n", "a link is not ours to remove")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: file(folder, "G/a/linked@1x.png").path)) == "two@2x.png")
    }
}
