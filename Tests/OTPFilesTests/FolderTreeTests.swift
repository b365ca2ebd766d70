import Foundation
import OTPTestSupport
import Testing
import OTPFiles

/// A folder and everything under it, listed, made and removed without following a link.
@Suite struct FolderTreeTests {
    /// `a/b.txt`, `a/c/d.txt`, `e.txt`, and `link`, a link to `a`.
    private func tree() throws -> String {
        let folder = RepositoryFiles.temporaryFolder("otp-tree")
        try FileManager.default.createDirectory(atPath: folder + "/a/c", withIntermediateDirectories: true)
        for file in ["a/b.txt", "a/c/d.txt", "e.txt"] { _ = FileManager.default.createFile(atPath: folder + "/" + file, contents: Data()) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/a")
        return folder
    }

    @Test func subpathsAreFoundationsWithoutGoingThroughLinks() throws {
        let folder = try tree()
        #expect(FolderTree.subpaths(of: folder).sorted() == ["a", "a/b.txt", "a/c", "a/c/d.txt", "e.txt", "link"])
        #expect(FolderTree.subpaths(of: folder + "/").sorted() == FolderTree.subpaths(of: folder).sorted())
        #expect(Set(FolderTree.subpaths(of: folder)) == Set(try FileManager.default.subpathsOfDirectory(atPath: folder)))
        #expect(FolderTree.subpaths(of: folder + "/missing") == [])
    }

    @Test func removingATreeLeavesWhatALinkPointsTo() throws {
        let folder = try tree(), outside = try tree()
        try FileManager.default.createSymbolicLink(atPath: folder + "/a/outside", withDestinationPath: outside)
        FolderTree.remove(folder)
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(FolderTree.subpaths(of: outside).count == 6)
        FolderTree.remove(folder)  // nothing there: nothing to do
    }

    @Test func creatingMakesTheParentsAndNamesWhatCannotBeMade() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-tree")
        try FolderTree.create(folder + "/x/y/z")
        #expect(PathName.isFolder(folder + "/x/y/z"))
        _ = FileManager.default.createFile(atPath: folder + "/file", contents: Data())
        #expect(throws: OutputError.self) { try FolderTree.create(folder + "/file/z") }
    }

    @Test func aTemporaryFolderIsNewAndOwnedByThisUserAlone() throws {
        let first = try FolderTree.makeTemporary(prefix: "otp-tree-"), second = try FolderTree.makeTemporary(prefix: "otp-tree-")
        defer { FolderTree.remove(first); FolderTree.remove(second) }
        #expect(first != second)
        #expect(PathName.lastComponent(of: first).hasPrefix("otp-tree-") && PathName.lastComponent(of: first).count == 15)
        let permissions = try FileManager.default.attributesOfItem(atPath: first)[.posixPermissions] as? Int
        #expect(permissions == 0o700)
    }

    @Test func standardizingIsFoundationsStandardizedFileURL() {
        for path in ["/a/b/../c", "/a/./b//c/", "/../a", "a/b", "./a/../b", "/", "..", "/a/b/.."] {
            #expect(PathName.standardized(path, from: "/w/x") == URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/w/x/")).standardizedFileURL.path,
                    "\(path)")
        }
        #expect(PathName.absoluteParent(of: "/a/b/c.json") == "/a/b")
    }

    @Test func aRealPathResolvesLinksAndNeedsThePathToExist() throws {
        let folder = try tree()
        let real = try #require(PathName.realPath(folder))
        #expect(PathName.realPath(folder + "/link/b.txt") == real + "/a/b.txt")
        #expect(PathName.realPath(folder + "/missing") == nil)
        #expect(PathName.isRegularFile(folder + "/e.txt") && !PathName.isRegularFile(folder + "/link") && !PathName.isRegularFile(folder + "/a"))
    }
}
