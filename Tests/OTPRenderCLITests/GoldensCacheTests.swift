import Foundation
import OTPTestSupport
import Testing

/// `goldens verify --cache`, as processes: a warm run takes every image from the cache and
/// reports exactly what a cold one does; any change to any input misses; a golden changed
/// on disk is checked in full; a damaged entry is made again; a bad cache folder is refused.
@Suite struct GoldensCacheTests {
    let goldens = GoldensCommandTests()
    typealias Env = GoldensCommandTests

    /// The three specs of ``GoldensCommandTests``, one drawn with tokens, one over a
    /// background image and one in a font file, all recorded.
    func goldensWithInputs() throws -> URL {
        let folder = try goldens.recordedGoldens()
        let files = [
            "G/c/tokened.json": #"{"preset": "boxed", "length": 4, "value": "7", "scale": 1, "tokens": "t.tokens.json", "colors": {"border": "{color.edge}"}}"#,
            "G/c/t.tokens.json": ##"{"color": {"$type": "color", "edge": {"$value": "#3366FF"}}}"##,
            "G/c/backed.json": #"{"preset": "boxed", "length": 4, "value": "1", "scale": 1, "backgroundImage": "back.png"}"#,
            "G/c/fonted.json": #"{"preset": "boxed", "length": 4, "value": "42", "scale": 1, "font": {"file": "brand.otf", "size": 24}}"#,
        ]
        for (path, text) in files {
            let url = goldens.file(folder, path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.copyItem(at: goldens.file(folder, "G/a/one@1x.png"), to: goldens.file(folder, "G/c/back.png"))
        try FileManager.default.copyItem(at: RepositoryFiles.root.appendingPathComponent("Fonts/Inter-Bold.otf"),
                                         to: goldens.file(folder, "G/c/brand.otf"))
        let record = try CommandRunner.run(["goldens", "record", "G", "--report", "R"], in: folder, environment: Env.local)
        #expect(record.status == 0, "\(record.stderr)")
        return folder
    }

    func verify(_ folder: URL, _ extra: [String] = [], environment: [String: String] = Env.ci) throws -> CommandRunner.Result {
        try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--cache", "C"] + extra, in: folder, environment: environment)
    }

    /// The `cache: …` line of a run's output.
    func cacheLine(_ result: CommandRunner.Result) -> String? {
        result.stdoutText.split(separator: "\n").first { $0.hasPrefix("cache: ") }.map(String.init)
    }

    /// report.json without its timings.
    func report(_ folder: URL) throws -> String {
        let text = try String(contentsOf: goldens.file(folder, "R/report.json"), encoding: .utf8)
        return text.replacing(/"seconds" *: *[0-9.e-]+/, with: "")
    }

    @Test func aWarmRunTakesEveryImageFromTheCacheAndReportsTheSame() throws {
        let folder = try goldensWithInputs()
        let cold = try verify(folder)
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(cacheLine(cold) == "cache: 0 hits, 6 misses")
        let coldReport = try report(folder)
        let warm = try verify(folder)
        #expect(warm.status == 0 && warm.stderr.isEmpty, "\(warm.stderr)")
        #expect(cacheLine(warm) == "cache: 6 hits, 0 misses")
        #expect(try report(folder) == coldReport)
        #expect(FileManager.default.fileExists(atPath: goldens.file(folder, "C/CACHEDIR.TAG").path))
    }

    @Test func anyChangeToAnyInputMisses() throws {
        let folder = try goldensWithInputs()
        _ = try verify(folder)
        let changes: [(String, () throws -> Void)] = [
            ("the spec", { try goldens.edit(folder, "G/a/one.json") { $0["value"] = "13" } }),
            ("a token", { try Data(##"{"color": {"$type": "color", "edge": {"$value": "#FF3366"}}}"##.utf8)
                    .write(to: goldens.file(folder, "G/c/t.tokens.json")) }),
            ("the background image", { try FileManager.default.removeItem(at: goldens.file(folder, "G/c/back.png"))
                try FileManager.default.copyItem(at: goldens.file(folder, "G/b/three@1.5x.png"), to: goldens.file(folder, "G/c/back.png")) }),
            ("the font file", { try FileManager.default.removeItem(at: goldens.file(folder, "G/c/brand.otf"))
                try FileManager.default.copyItem(at: RepositoryFiles.root.appendingPathComponent("Fonts/Inter-Regular.otf"),
                                                 to: goldens.file(folder, "G/c/brand.otf")) }),
        ]
        for (input, change) in changes {
            try change()
            let result = try verify(folder)
            #expect(result.status == 1, "changing \(input) redraws its image, which now differs")
            #expect(cacheLine(result) == "cache: 5 hits, 1 miss", "changing \(input)")
            #expect(try goldens.reportJSON(folder)["summary"] as? [String: Int]
                    == ["total": 6, "passed": 5, "failed": 1, "recorded": 0, "errors": 0], "changing \(input)")
            let again = try verify(folder, ["--update", "changed"], environment: Env.local)
            #expect(cacheLine(again) == "cache: 6 hits, 0 misses", "the new image of \(input) was kept")
            #expect(try verify(folder).status == 0)
        }
    }

    @Test func theFontsAndTheRenderersBuildAreInputs() throws {
        let folder = try goldensWithInputs()
        _ = try verify(folder)
        let fonts = goldens.file(folder, "F")
        try FileManager.default.copyItem(at: RepositoryFiles.root.appendingPathComponent("Fonts"), to: fonts)
        #expect(cacheLine(try verify(folder, ["--fonts", "F"])) == "cache: 6 hits, 0 misses", "the same fonts elsewhere")
        let handle = try FileHandle(forWritingTo: fonts.appendingPathComponent("JetBrainsMono-Regular.ttf"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0, 0, 0, 0]))
        try handle.close()
        #expect(cacheLine(try verify(folder, ["--fonts", "F"])) == "cache: 0 hits, 6 misses", "a font file changed")
        let build = try CommandRunner.runShell("""
            cp "$OTP" ./otp-other && printf '\\0' >> ./otp-other && \
            CI=true ./otp-other goldens verify G --report R --cache C --fonts F
            """, in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdoutText.contains("cache: 0 hits, 6 misses\n"), "another build of the renderer: \(build.stdoutText)")
    }

    @Test func aReformattedSpecStillHits() throws {
        let folder = try goldensWithInputs()
        _ = try verify(folder)
        try Data("{\n  \"scale\": 1, \"value\": \"12\",\n  \"length\": 4,\n  \"preset\": \"boxed\"\n}\n".utf8)
            .write(to: goldens.file(folder, "G/a/one.json"))
        let result = try verify(folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(cacheLine(result) == "cache: 6 hits, 0 misses", "the spec as decoded is the input, not its text")
    }

    @Test func aGoldenChangedOnDiskIsCheckedInFull() throws {
        let folder = try goldensWithInputs()
        _ = try verify(folder)
        let one = goldens.file(folder, "G/a/one@1x.png")
        try FileManager.default.removeItem(at: one)
        try FileManager.default.copyItem(at: goldens.file(folder, "G/c/tokened@1x.png"), to: one)
        let result = try verify(folder)
        #expect(result.status == 1)
        #expect(cacheLine(result) == "cache: 6 hits, 0 misses")
        #expect(result.stderr.contains("G/a/one@1x.png: different: "), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: goldens.file(folder, "R/artifacts/a/one@1x.diff.png").path))
        let cold = try CommandRunner.run(["goldens", "verify", "G", "--report", "R2"], in: folder, environment: Env.ci)
        #expect(cold.stderr.replacing("R2/", with: "R/") == result.stderr, "the same failure as without the cache")
    }

    @Test func goldensHeldByTheLockAlonePassFromTheCache() throws {
        let folder = try goldensWithInputs()
        #expect(try CommandRunner.run(["goldens", "lock", "G", "--report", "R"], in: folder, environment: Env.local).status == 0)
        _ = try verify(folder)
        for name in ["a/one@1x.png", "a/two@2x.png", "b/three@1.5x.png"] {
            try FileManager.default.removeItem(at: goldens.file(folder, "G/" + name))
        }
        let result = try verify(folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(cacheLine(result) == "cache: 6 hits, 0 misses")
    }

    @Test func aDamagedEntryIsMadeAgain() throws {
        let folder = try goldensWithInputs()
        _ = try verify(folder)
        let entries = try #require(FileManager.default.enumerator(atPath: goldens.file(folder, "C").path)?.allObjects as? [String])
            .filter { $0.count == 65 }
        #expect(entries.count == 6)
        let damaged = goldens.file(folder, "C/" + entries[0])
        let bytes = try Data(contentsOf: damaged)
        try bytes.prefix(bytes.count / 2).write(to: damaged)
        let result = try verify(folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(cacheLine(result) == "cache: 5 hits, 1 miss (1 corrupt entry made again)")
        #expect(cacheLine(try verify(folder)) == "cache: 6 hits, 0 misses")
    }

    @Test func theEnvironmentNamesTheCacheAndABadFolderIsRefused() throws {
        let folder = try goldensWithInputs()
        var environment = Env.ci
        environment["OTP_RENDER_CACHE"] = "E"
        let named = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: environment)
        #expect(cacheLine(named) == "cache: 0 hits, 6 misses")
        #expect(FileManager.default.fileExists(atPath: goldens.file(folder, "E/CACHEDIR.TAG").path))
        try Data().write(to: goldens.file(folder, "plain"))
        let file = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--cache", "plain"], in: folder, environment: Env.ci)
        #expect(file.status == 64)
        #expect(file.stderr == "otp-render: plain: exists and is not a folder\n")
        try FileManager.default.createSymbolicLink(atPath: goldens.file(folder, "link").path, withDestinationPath: "E")
        let link = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--cache", "link"], in: folder, environment: Env.ci)
        #expect(link.status == 64)
        #expect(link.stderr == "otp-render: link: is a symbolic link (to E); otp-render does not write through links: give the folder itself\n")
    }
}
