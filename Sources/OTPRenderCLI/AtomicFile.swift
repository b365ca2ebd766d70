import Foundation

/// Writes a file atomically into an open folder without ever following a symbolic link:
/// the bytes go to a new hidden file beside the target, `.NAME.XXXXXXXX.tmp`, created with
/// `O_CREAT | O_EXCL | O_NOFOLLOW` (so it is always a fresh file of ours), which is then
/// renamed over the target (`renameat(2)` replaces the entry itself, never a link's
/// destination). Every call is relative to the folder's descriptor, so the folder cannot be
/// swapped for a link in between. On any failure the temporary file is removed and the
/// target is untouched.
enum AtomicFile {
    /// Why a write failed, from the system's error (`Permission denied`, `No space left on device`).
    struct Failure: Error {
        let reason: String
    }

    /// Attempts at a fresh temporary name before giving up (a clash needs another process
    /// choosing the same 32 random bits in the same folder).
    private static let attempts = 8

    /// What the entry `name` of `folder` is (`S_IFREG`, `S_IFLNK`, ...; a link is not
    /// followed), or `nil` when there is none.
    static func kind(of name: String, in folder: Int32) -> mode_t? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Writes `bytes` to the entry `name` of `folder`.
    static func write(_ bytes: [UInt8], named name: String, in folder: Int32) throws(Failure) {
        let (temporary, descriptor) = try createTemporary(beside: name, in: folder)
        var result: Failure?
        do throws(Failure) { try writeAll(bytes, to: descriptor) } catch { result = error }
        // Closed exactly once: another thread may reuse the number at once.
        if close(descriptor) != 0, result == nil { result = failure() }
        if result == nil, renameat(folder, temporary, folder, name) != 0 { result = failure() }
        if let result {
            _ = unlinkat(folder, temporary, 0)
            throw result
        }
    }

    /// A new temporary file beside `name`, open for writing, and its name.
    private static func createTemporary(beside name: String, in folder: Int32) throws(Failure) -> (String, Int32) {
        for _ in 0..<attempts {
            let temporary = ".\(name).\(String(UInt32.random(in: .min ... .max), radix: 16)).tmp"
            let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST { throw failure() }
        }
        throw Failure(reason: "no free temporary name")
    }

    /// Writes every byte, resuming after short writes and interruptions.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return Foundation.write(descriptor, base + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            written += count
        }
    }

    /// The current `errno` as a failure: `Permission denied`.
    static func failure() -> Failure {
        Failure(reason: String(cString: strerror(errno)))
    }
}
