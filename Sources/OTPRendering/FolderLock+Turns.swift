import Glibc
import OTPFiles

extension FolderLock {
    /// Runs that change the goldens of one folder (record, prune, an accepting review) take
    /// turns: an advisory lock on the folder, waited for with a message, held until every
    /// change is made. Runs that only read take no lock: goldens are renamed into place, so a
    /// reader sees the old file or the new one, never a part.
    /// - Throws: the stop's exit code, saying `whenStopped`, when a signal ends the wait.
    package static func takeTurns(in folder: String, stop: StopSignal, whenStopped: String) throws -> FolderLock {
        let lock = try FolderLock(folder: folder)
        if lock.tryLock() { return lock }
        StandardError.write("otp-render: waiting for another run that writes goldens in \(folder)\n")
        guard lock.lock(shouldStop: { stop.receivedSignal != nil }), stop.receivedSignal == nil else {
            throw StopSignal.stopped(by: stop.receivedSignal ?? SIGINT, whenStopped)
        }
        return lock
    }
}
