import Foundation
import OTPTestSupport
import Testing
import OTPFiles

/// The one reader: every way a read can fail says what it is, and resource limits are
/// told apart from bad input.
@Suite struct FileContentsTests {
    @Test func aFileIsReadWhole() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-files")
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a.bin"))
        #expect(try FileContents.read(folder + "/a.bin") == bytes)
    }

    @Test func failuresSayWhatTheyAre() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-files")
        try Data("12345".utf8).write(to: URL(fileURLWithPath: folder + "/five"))
        #expect(throws: ReadError.missing(path: folder + "/none")) { try FileContents.read(folder + "/none") }
        #expect(throws: ReadError.missing(path: folder + "/five/x")) { try FileContents.read(folder + "/five/x") }
        #expect(throws: ReadError.folder(path: folder)) { try FileContents.read(folder) }
        #expect(throws: ReadError.tooLarge(path: folder + "/five", bytes: 5, limit: 4)) { try FileContents.read(folder + "/five", limit: 4) }
        #expect(ReadError.tooLarge(path: "f", bytes: 5, limit: 4).description == "f: the input is 5 bytes, more than the limit of 4")
        #expect(ReadError.tooLarge(path: "p", bytes: nil, limit: 4).description == "p: the input is more than the limit of 4 bytes")
    }

    @Test func aPipeIsReadOnlyUpToTheLimit() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-files")
        let pipe = folder + "/pipe"
        #expect(mkfifo(pipe, 0o644) == 0)
        // Less than a pipe's buffer, so the writer is done before the reader stops early.
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: pipe)
            try? handle?.write(contentsOf: Data(repeating: 7, count: 2000))
            try? handle?.close()
        }
        writer.start()
        #expect(throws: ReadError.tooLarge(path: pipe, bytes: nil, limit: 1000)) { try FileContents.read(pipe, limit: 1000) }
    }

    @Test func aPipeIsRefusedUnopenedWhereOnlyARegularFileWillDo() throws {
        let pipe = RepositoryFiles.temporaryFolder("otp-files") + "/pipe"
        #expect(mkfifo(pipe, 0o644) == 0)
        #expect(throws: ReadError.notARegularFile(path: pipe)) { try FileContents.read(pipe, regularFileOnly: true) }
    }

    @Test func resourceLimitsAreNamedAsSuch() {
        let files = SystemError(code: EMFILE)
        #expect(files.isResourceLimit && SystemError(code: ENFILE).isResourceLimit && SystemError(code: ENOMEM).isResourceLimit)
        #expect(!SystemError(code: EACCES).isResourceLimit && !SystemError(code: ENOSPC).isResourceLimit)
        #expect(files.reason.hasPrefix("too many open files: the limit is "))
        #expect(files.reason.hasSuffix(", see ulimit -n"))
        #expect(SystemError(code: ENOMEM).reason == "out of memory")
        let error = ReadError.cannotRead(path: "spec.json", error: files)
        #expect(error.isResourceLimit && error.description.hasPrefix("spec.json: cannot be read (too many open files: the limit is "))
        #expect(!ReadError.missing(path: "x").isResourceLimit)
    }
}
