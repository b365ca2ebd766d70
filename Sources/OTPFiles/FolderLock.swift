import Glibc

/// An advisory lock (`flock(2)`) on a folder, so that two runs writing into it take turns
/// rather than each seeing the other's half-done work. Held until ``release()`` or deinit;
/// the system drops it when the process ends, however it ends, so a killed run never
/// leaves a folder locked.
package final class FolderLock {
    private let file: FileDescriptor

    /// Opens `folder` for locking; nothing is locked yet.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` when the folder cannot be opened.
    package init(folder: String) throws(OutputError) {
        let descriptor = SystemCall.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path: folder, reason: SystemError.current.reason) }
        file = FileDescriptor(owning: descriptor)
    }

    /// Takes the lock if no other process holds it; whether it did.
    package func tryLock() -> Bool {
        while flock(file.raw, LOCK_EX | LOCK_NB) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    /// Waits for the lock, polling every `interval` milliseconds so that `shouldStop` (a
    /// signal) can end the wait; whether the lock was taken.
    package func lock(pollingEvery interval: Int = 50, shouldStop: () -> Bool) -> Bool {
        while !tryLock() {
            if shouldStop() { return false }
            usleep(useconds_t(interval * 1000))
        }
        return true
    }

    /// Releases the lock (closing the folder); the lock cannot be taken again.
    package func release() {
        if file.raw >= 0 { try? file.close() }
    }
}
