import Foundation
import OTPTestSupport
import Testing
import OTPFiles

/// Temporary files a killed run left behind are removed by the next run, and only those:
/// this writer's own name pattern, regular files, older than an hour.
@Suite struct StaleTemporaryFileTests {
    @Test(arguments: [
        (".a.png.1a2b3c4d.tmp", true), (".boxed@2x.png.0.tmp", true), (".report.html.ffffffff.tmp", true),
        (".a.png.1A2B.tmp", false), (".a.png.123456789.tmp", false), (".a.png..tmp", false), ("..1a.tmp", false),
        ("a.png.1a2b.tmp", false), (".a.png.1a2b.temp", false), (".1a2b.tmp", false), (".a.png.xyz.tmp", false),
    ])
    func temporaryNamesAreRecognised(_ name: String, _ isTemporary: Bool) {
        #expect(OutputFolder.isTemporaryName(name) == isTemporary)
    }

    /// Sets the modification time of `path` (not following a link) to `seconds` ago.
    private func age(_ path: String, by seconds: Int) {
        let then = timespec(tv_sec: time(nil) - seconds, tv_nsec: 0)
        let times = [then, then]
        #expect(utimensat(AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW) == 0)
    }

    @Test func onlyOldTemporaryFilesOfOursAreRemoved() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-files")
        let old = [".a.png.1a2b3c4d.tmp", ".b.png.9.tmp"]
        let kept = [".c.png.1a2b3c4d.tmp", ".theirs.tmp", "a.png"]
        for name in old + kept { try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        for name in old + [".theirs.tmp", "a.png"] { age(folder + "/" + name, by: 2 * 3600) }
        try FileManager.default.createDirectory(atPath: folder + "/.d.png.1.tmp", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/.e.png.2.tmp", withDestinationPath: "a.png")
        age(folder + "/.d.png.1.tmp", by: 2 * 3600)
        age(folder + "/.e.png.2.tmp", by: 2 * 3600)

        let removed = try OutputFolder(outputFolder: folder).removeStaleTemporaryFiles()
        #expect(removed == old.map { folder + "/" + $0 })
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == (kept + [".d.png.1.tmp", ".e.png.2.tmp"]).sorted(), "new ones, other names, folders and links stay")
    }
}
