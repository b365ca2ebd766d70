import Glibc

/// Removing what a run made and no longer needs (a stale golden, the empty folder it leaves),
/// by the same rules as writing: only a regular file is removed; a link, a folder, a device
/// or a pipe in its place is left as it is and reported.
package enum RemovedFile {
    /// Removes the regular file at `path`.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` when `path` is not a regular file
    ///   (the link itself is never followed) or cannot be removed.
    package static func remove(_ path: String) throws(OutputError) {
        guard let info = SystemCall.linkStatus(ofPath: path) else { throw .cannotWrite(path: path, reason: SystemError.current.reason) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .cannotWrite(path: path, reason: "not a regular file, so not removed")
        }
        guard SystemCall.unlink(path) == 0 else { throw .cannotWrite(path: path, reason: SystemError.current.reason) }
    }

    /// Removes the folder at `path` if it is empty; whether it did. A folder that still holds
    /// something, or cannot be removed, is left.
    @discardableResult
    package static func removeFolderIfEmpty(_ path: String) -> Bool {
        SystemCall.removeFolder(path) == 0
    }
}
