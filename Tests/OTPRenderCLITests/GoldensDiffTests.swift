import Foundation
import Testing

/// `goldens diff`, as a process in a git repository of its own: both revisions' specs drawn,
/// every changed, new and removed image named, no stored image read; a revision git does not
/// know and a folder outside a repository refused.
@Suite struct GoldensDiffTests {
    let goldens = GoldensCommandTests()
    typealias Env = GoldensCommandTests

    /// A repository whose commit holds `G/` with the three specs (and no image), then a
    /// working tree where `a/one` draws another value, `b/three` is gone and `c/new` is new.
    func repository() throws -> URL {
        let folder = CommandRunner.temporaryFolder()
        for (path, json) in Env.specs {
            let url = goldens.file(folder, "G/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
        }
        let setup = try CommandRunner.runShell("""
            git init -q && git -c user.email=t@t -c user.name=t commit -q --allow-empty -m empty && \
            git add G && git -c user.email=t@t -c user.name=t commit -q -m specs
            """, in: folder)
        #expect(setup.status == 0, "\(setup.stderr)")
        try goldens.edit(folder, "G/a/one.json") { $0["value"] = "19" }
        try FileManager.default.removeItem(at: goldens.file(folder, "G/b/three.json"))
        try FileManager.default.createDirectory(at: goldens.file(folder, "G/c"), withIntermediateDirectories: true)
        try Data(#"{"preset": "grid", "length": 4, "value": "8", "scale": 1}"#.utf8).write(to: goldens.file(folder, "G/c/new.json"))
        return folder
    }

    @Test func theWorkingTreeIsComparedWithACommitDrawnFromItsSpecs() throws {
        let folder = try repository()
        let result = try CommandRunner.run(["goldens", "diff", "G", "--base", "git:HEAD", "--report", "R"], in: folder, environment: Env.ci)
        #expect(result.status == 1, "an image changed; one added and one removed are reported: \(result.stderr)")
        #expect(result.stdoutText.hasPrefix("4 goldens: 1 passed, 1 failed, 1 added, 1 removed in "), "\(result.stdoutText)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("otp-render: git:HEAD:G/a/one@1x.png: different: "))
        #expect(lines[0].contains("; see R/artifacts/a/one@1x.side-by-side.png"))
        #expect(lines[1] == "otp-render: git:HEAD:G/b/three.json: removed: the working tree has no such spec")
        #expect(lines[2] == "otp-render: G/c/new.json: added: git:HEAD has no such spec; see R/artifacts/c/new@1x.side-by-side.png")
        let report = try goldens.reportJSON(folder, "R")
        #expect(report["stale"] == nil, "a removed spec is an entry of its own")
        let entries = try #require(report["goldens"] as? [[String: Any]])
        let verdicts = Dictionary(uniqueKeysWithValues: entries.map { ($0["name"] as? String ?? "", $0["verdict"] as? String ?? "") })
        #expect(verdicts["c/new@1x"] == "added" && verdicts["b/three"] == "removed" && verdicts["a/one@1x"] == "different")
        #expect(entries.filter { ($0["verdict"] as? String) == "added" || ($0["verdict"] as? String) == "removed" }
            .allSatisfy { $0["status"] as? String == "passed" && $0["acceptCommand"] == nil }, "reported, not failed")
        #expect(report["title"] as? String == "otp-render goldens diff G --base git:HEAD --head worktree")
        for name in ["expected", "actual", "diff", "side-by-side"] {
            #expect(FileManager.default.fileExists(atPath: goldens.file(folder, "R/artifacts/a/one@1x.\(name).png").path), "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: goldens.file(folder, "G/a/one@1x.png").path), "nothing is written beside the specs")
    }

    @Test func twoCommitsAreComparedAndAnUnchangedTreePasses() throws {
        let folder = try repository()
        let commit = try CommandRunner.runShell("git add -A G && git -c user.email=t@t -c user.name=t commit -q -m change", in: folder)
        #expect(commit.status == 0, "\(commit.stderr)")
        let between = try CommandRunner.run(["goldens", "diff", "G", "--base", "git:HEAD~1", "--head", "git:HEAD", "--report", "R", "--quiet"],
                                            in: folder, environment: Env.ci)
        #expect(between.status == 1)
        #expect(between.stderr.contains("otp-render: git:HEAD~1:G/b/three.json: removed: git:HEAD has no such spec\n"))
        let same = try CommandRunner.run(["goldens", "diff", "G", "--base", "git:HEAD", "--report", "R"], in: folder, environment: Env.ci)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdoutText.hasPrefix("3 goldens: 3 passed, 0 failed in "))
    }

    @Test func aRevisionGitDoesNotKnowAndAFolderOutsideARepositoryAreRefused() throws {
        let folder = try repository()
        let unknown = try CommandRunner.run(["goldens", "diff", "G", "--base", "git:nope"], in: folder, environment: Env.ci)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("otp-render: git:nope: ") && unknown.stderr.hasSuffix(" has no such commit (a branch, a tag, HEAD~1 or a hash)\n"))
        let outside = CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(at: goldens.file(outside, "G"), withIntermediateDirectories: true)
        let notRepository = try CommandRunner.run(["goldens", "diff", "G", "--base", "git:HEAD"], in: outside, environment: Env.ci)
        #expect(notRepository.status == 64)
        #expect(notRepository.stderr.hasPrefix("otp-render: G: not in a git repository ("), "\(notRepository.stderr)")
        let bare = try CommandRunner.run(["goldens", "diff", "G", "--base", "main"], in: folder, environment: Env.ci)
        #expect(bare.status == 64)
        #expect(bare.stderr.hasPrefix("Error: --base main: name a revision as git:REF (git:main, git:HEAD~1, git:v1.2)\n"))
        let noGit = try CommandRunner.run(["goldens", "diff", "G", "--base", "git:HEAD"], in: folder,
                                          environment: Env.ci.merging(["PATH": "/nonexistent"]) { $1 })
        #expect(noGit.status == 70)
        #expect(noGit.stderr == "otp-render: git is not installed (or not on PATH), and goldens diff needs it\n")
    }
}

/// `goldens verify --baseline git:REF`: a golden the lock alone holds gets its expected image
/// drawn from the commit's spec when its new image differs.
@Suite struct GoldensBaselineTests {
    let goldens = GoldensCommandTests()
    typealias Env = GoldensCommandTests

    @Test func aLockOnlyGoldensExpectedImageIsDrawnFromTheCommit() throws {
        let folder = try GoldensDiffTests().repository()
        try FileManager.default.removeItem(at: goldens.file(folder, "G/c"))
        let checkout = try CommandRunner.runShell("git checkout -q -- G", in: folder)
        #expect(checkout.status == 0, "\(checkout.stderr)")
        let lock = try CommandRunner.run(["goldens", "lock", "G", "--report", "R"], in: folder, environment: Env.local)
        #expect(lock.status == 0, "\(lock.stderr)")
        try goldens.edit(folder, "G/a/one.json") { $0["value"] = "19" }
        let without = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Env.ci)
        #expect(without.status == 1)
        #expect(without.stderr.contains("; the expected image is not on disk (--baseline git:REF draws it from a commit's spec); see "))
        let with = try CommandRunner.run(["goldens", "verify", "G", "--report", "R", "--baseline", "git:HEAD"], in: folder, environment: Env.ci)
        #expect(with.status == 1)
        #expect(with.stderr.hasPrefix("otp-render: G/a/one@1x.png: goldens.lock holds "), "\(with.stderr)")
        #expect(with.stderr.contains("; against the expected image drawn from git:HEAD: different: "), "\(with.stderr)")
        for name in ["expected", "actual", "diff", "side-by-side"] {
            #expect(FileManager.default.fileExists(atPath: goldens.file(folder, "R/artifacts/a/one@1x.\(name).png").path), "\(name)")
        }
        let bad = try CommandRunner.run(["goldens", "verify", "G", "--baseline", "HEAD"], in: folder, environment: Env.ci)
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: --baseline HEAD: name a revision as git:REF"))
    }
}
