import Foundation
import OTPTestSupport
import Testing
import OTPFiles

/// The one writer: every output is written atomically, never through a link and never over
/// a folder, a device or a pipe, and a failure leaves what was there as it was.
@Suite struct OutputFolderTests {
    /// A new empty temporary folder.
    private func temporaryFolder() throws -> String { RepositoryFiles.temporaryFolder("otp-files") }

    private func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    private func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test func aFileIsWrittenAndReplacedWithoutLeavingATemporaryFile() throws {
        let folder = try temporaryFolder()
        try OutputFile.write(Array("one".utf8), to: folder + "/a.png")
        try OutputFile.write(Array("two".utf8), to: folder + "/a.png")
        #expect(FileManager.default.contents(atPath: folder + "/a.png") == Data("two".utf8))
        #expect(try names(in: folder) == ["a.png"])
    }

    /// What may stand where an output file goes, made in `folder` under `name`.
    enum Hazard: String, CaseIterable, CustomTestStringConvertible {
        case linkToAFile, linkToAFolder, danglingLink, fifo, folder, characterDevice

        var testDescription: String { rawValue }

        /// Makes the hazard; `false` when it cannot be made here (a device needs root).
        func make(at path: String, elsewhere: String) throws -> Bool {
            let manager = FileManager.default
            switch self {
            case .linkToAFile: try manager.createSymbolicLink(atPath: path, withDestinationPath: elsewhere + "/target.png")
            case .linkToAFolder: try manager.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
            case .danglingLink: try manager.createSymbolicLink(atPath: path, withDestinationPath: elsewhere + "/missing.png")
            case .fifo: return mkfifo(path, 0o644) == 0
            case .folder: try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
            case .characterDevice: return mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0  // 1, 3: like /dev/null
            }
            return true
        }

        var reason: String {
            switch self {
            case .linkToAFile, .linkToAFolder, .danglingLink:
                return "it is a symbolic link, which otp-render neither follows nor replaces; remove it first"
            case .folder: return "it is a folder"
            case .fifo, .characterDevice:
                return "it is a device or a pipe, not a regular file; to discard an image, write it to - and redirect"
            }
        }
    }

    @Test(arguments: Hazard.allCases)
    func aNameTakenByAnythingButAFileIsLeftAsItWas(_ hazard: Hazard) throws {
        let folder = try temporaryFolder(), elsewhere = try temporaryFolder()
        try Data("secret".utf8).write(to: URL(fileURLWithPath: elsewhere + "/target.png"))
        let path = folder + "/out.png"
        guard try hazard.make(at: path, elsewhere: elsewhere) else {
            #expect(hazard == .characterDevice, "\(hazard) could not be made")
            print("skipped: a character device needs root to be made with mknod")
            return
        }
        let before = kind(path)
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
        #expect(throws: OutputError.cannotWrite(path: path, reason: hazard.reason)) {
            try OutputFile.write(Array("new".utf8), to: path)
        }
        #expect(kind(path) == before)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == destination)
        #expect(try names(in: folder) == ["out.png"])
        #expect(try names(in: elsewhere) == ["target.png"])
        #expect(FileManager.default.contents(atPath: elsewhere + "/target.png") == Data("secret".utf8))
    }

    @Test(arguments: ["out", "out/", "out//", "out/.", "out/./", "out/./."])
    func anOutputFolderThatIsALinkIsRefusedInEverySpelling(_ spelling: String) throws {
        let folder = try temporaryFolder(), elsewhere = try temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/out", withDestinationPath: elsewhere)
        #expect(throws: OutputError.symbolicLink(path: folder + "/out", destination: elsewhere)) {
            _ = try OutputFolder(outputFolder: folder + "/" + spelling)
        }
        #expect(try names(in: elsewhere).isEmpty)
    }

    @Test func anOutputFolderIsCreatedWithItsParents() throws {
        let folder = try temporaryFolder()
        let output = try OutputFolder(outputFolder: folder + "/a/b/c/")
        #expect(output.path == folder + "/a/b/c")
        try output.write(Array("x".utf8), named: "x.png")
        #expect(FileManager.default.contents(atPath: folder + "/a/b/c/x.png") == Data("x".utf8))
    }

    @Test func aFileWhereAnOutputFolderBelongsIsRefused() throws {
        let folder = try temporaryFolder()
        try Data("file".utf8).write(to: URL(fileURLWithPath: folder + "/out"))
        #expect(throws: OutputError.notAFolder(path: folder + "/out")) { _ = try OutputFolder(outputFolder: folder + "/out") }
        #expect(OutputError.notAFolder(path: "out").description == "out: exists and is not a folder")
    }

    @Test func relativePathsMakeTheirFoldersButNeverFollowALink() throws {
        let folder = try temporaryFolder(), elsewhere = try temporaryFolder()
        let output = try OutputFolder(outputFolder: folder)
        try output.write(Array("a".utf8), toRelativePath: "boxed/empty@2x.actual.png")
        #expect(FileManager.default.contents(atPath: folder + "/boxed/empty@2x.actual.png") == Data("a".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder + "/grid", withDestinationPath: elsewhere)
        #expect(throws: OutputError.cannotWrite(path: folder + "/grid/x.png", reason: "grid is a symbolic link")) {
            try output.write(Array("b".utf8), toRelativePath: "grid/x.png")
        }
        #expect(try names(in: elsewhere).isEmpty)
    }

    @Test func aMissingFolderIsNamedUnlessFoldersAreCreated() throws {
        let folder = try temporaryFolder()
        #expect(throws: OutputError.cannotWrite(path: folder + "/new/x.png", reason: "no such folder \(folder)/new")) {
            try OutputFile.write([1], to: folder + "/new/x.png")
        }
        try OutputFile.write([1], to: folder + "/new/x.png", creatingFolders: true)
        #expect(FileManager.default.contents(atPath: folder + "/new/x.png") == Data([1]))
    }

    @Test(arguments: ["x.png/", "x.png//", "x.png/.", "..", "a/.."])
    func aNameEndingInAFolderIsNotAFile(_ name: String) throws {
        let folder = try temporaryFolder()
        let path = folder + "/" + name
        let error = OutputError.badName(path: path, reason: "names a folder, not a file; give a file name such as field.png")
        #expect(throws: error) { try OutputFile.write([1], to: path) }
        #expect(error.isUsageError)
        #expect(try names(in: folder).isEmpty)
    }

    @Test func anEmptyNameIsNeitherAFileNorAFolder() throws {
        #expect(throws: OutputError.badName(path: "", reason: "an empty name is not a file; give one such as field.png, or - for standard output")) {
            try OutputFile.write([1], to: "")
        }
        let folderError = OutputError.badName(path: "", reason: "an empty name is not a folder; give one such as out, or . for the current folder")
        #expect(throws: folderError) { _ = try OutputFolder(outputFolder: "") }
        #expect(folderError.description.hasPrefix(#""": an empty name"#))
    }

    @Test func pathsAreNormalisedAsTheUserMeantThem() {
        #expect(PathName.withoutTrailingSeparators("out/./") == "out")
        #expect(PathName.withoutTrailingSeparators("/") == "/")
        #expect(PathName.withoutTrailingSeparators(".") == ".")
        #expect(PathName.withoutTrailingSeparators("./") == ".")
        #expect(PathName.parent(of: "x.png") == ".")
        #expect(PathName.parent(of: "/x.png") == "/")
        #expect(PathName.parent(of: "a/b/x.png") == "a/b")
    }
}
