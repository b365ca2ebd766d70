import OTPTestSupport
import Testing
import OTPFiles

/// Runs that write into one folder take turns.
@Suite struct FolderLockTests {
    @Test func aSecondHolderWaitsUntilTheFirstReleases() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-files")
        let first = try FolderLock(folder: folder), second = try FolderLock(folder: folder)
        #expect(first.tryLock())
        #expect(!second.tryLock())
        var polls = 0
        #expect(!second.lock(pollingEvery: 1) { polls += 1; return polls == 3 }, "a stop ends the wait")
        first.release()
        #expect(second.lock(pollingEvery: 1) { false })
    }

    @Test func aMissingFolderCannotBeLocked() {
        #expect(throws: OutputError.cannotWrite(path: "/no/such/folder", reason: "No such file or directory")) {
            _ = try FolderLock(folder: "/no/such/folder")
        }
    }
}
