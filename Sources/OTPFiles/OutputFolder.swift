import Glibc

/// A folder that outputs are written into, opened once: the one writer of every file this
/// package makes (images, goldens, reports, artifacts). Every file goes in relative to the
/// open folder, so the folder cannot be swapped for a link while a batch runs.
///
/// The rules, so that a hostile or stale tree never redirects a write:
///
/// - A file is written to a new hidden temporary file beside it, `.NAME.XXXXXXXX.tmp`,
///   created with `O_CREAT | O_EXCL | O_NOFOLLOW` (always a fresh file of ours), then renamed
///   over its name. `renameat(2)` replaces the directory entry and never follows a link, and
///   no partial file is ever visible under the name. On any failure the temporary file is
///   removed and the name is untouched.
/// - A name that already exists must be a regular file, which is replaced. A symbolic link,
///   a folder, a device or a pipe there is an error that leaves it as it is: replacing a
///   link would silently break it, following it could write anywhere, and renaming over
///   `/dev/null` would replace the device.
/// - An output folder named by the user (``init(outputFolder:)``) must not itself be a
///   symbolic link in any spelling (`out`, `out/`, `out/.`, `out//`). Links in the folders
///   above it, which the user typed, are followed as usual; folders made below it for a
///   relative name (``write(_:toRelativePath:)``) never follow a link.
///
/// Thread-safe: the descriptor never changes, and `openat`/`renameat` may run on any thread.
package final class OutputFolder: Sendable {
    /// The folder as named (trailing slashes and `.` removed), for messages.
    package let path: String
    private let descriptor: Int32

    /// Attempts at a fresh temporary name before giving up (a clash needs another process
    /// choosing the same 32 random bits in the same folder).
    private static let attempts = 8

    /// Opens (creating if missing, with its parents) an output folder named by the user,
    /// which must not be a symbolic link. Links in the folders above it are followed.
    /// - Throws: ``OutputError/badName(path:reason:)`` for an empty name,
    ///   ``OutputError/symbolicLink(path:destination:)`` for a link,
    ///   ``OutputError/notAFolder(path:)`` for anything else that is not a folder,
    ///   ``OutputError/cannotWrite(path:reason:)`` when it cannot be created or opened.
    package init(outputFolder named: String) throws(OutputError) {
        if named.isEmpty {
            throw .badName(path: named, reason: "an empty name is not a folder; give one such as out, or . for the current folder")
        }
        let path = PathName.withoutTrailingSeparators(named)
        try FolderPath.create(path, shownAs: path)
        let descriptor = SystemCall.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.openingError(path) }
        self.path = path
        self.descriptor = descriptor
    }

    /// Opens the folder that holds the file at `filePath`, following links in the path as
    /// the user typed it (only the file itself is never followed).
    /// - Parameter creatingFolders: create the folder and its parents when missing (a new
    ///   golden's folder); otherwise a missing folder is an error.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` naming `filePath`.
    package init(holding filePath: String, creatingFolders: Bool = false) throws(OutputError) {
        let path = PathName.parent(of: filePath)
        if creatingFolders { try FolderPath.create(path, shownAs: filePath) }
        let descriptor = SystemCall.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such folder \(path)" : SystemError.current.reason
            throw .cannotWrite(path: filePath, reason: reason)
        }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Writes `bytes` as the file `name` of this folder, atomically, unless `name` is taken
    /// by something other than a regular file.
    /// - Parameter shownAs: how messages name the file; default: this folder's path and `name`.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)``.
    package func write(_ bytes: [UInt8], named name: String, shownAs: String? = nil) throws(OutputError) {
        try Self.write(bytes, named: name, in: descriptor, shownAs: shownAs ?? PathName.join(path, name))
    }

    /// Writes `bytes` at `relativePath` below this folder (`boxed/empty@2x.actual.png`),
    /// creating the folders on the way; a link or a file where a folder belongs is an error.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)``.
    package func write(_ bytes: [UInt8], toRelativePath relativePath: String) throws(OutputError) {
        let shown = PathName.join(path, relativePath)
        var components = relativePath.split(separator: "/").map(String.init)
        guard let name = components.popLast() else { throw .cannotWrite(path: shown, reason: "no file name") }
        var subfolder: FileDescriptor?
        for component in components {
            subfolder = try Self.openSubfolder(component, in: subfolder?.raw ?? descriptor, shownAs: shown)
        }
        try Self.write(bytes, named: name, in: subfolder?.raw ?? descriptor, shownAs: shown)
    }

    // MARK: Temporary files left behind

    /// How old a temporary file must be before a later run counts it as left behind: no
    /// write of one image takes an hour.
    package static let staleAge: Int = 3600

    /// Removes this program's temporary files (``isTemporaryName(_:)``, regular files only)
    /// that are older than `age` seconds: left by a run that was killed (`SIGKILL`, a power
    /// cut) between creating and renaming them. Returns their paths, for the caller to list.
    package func removeStaleTemporaryFiles(olderThan age: Int = staleAge) -> [String] {
        let cutoff = time(nil) - age
        var removed: [String] = []
        for name in FileDescriptor.hiddenEntryNames(of: descriptor).filter(Self.isTemporaryName).sorted() {
            guard let info = SystemCall.linkStatus(of: name, in: descriptor), info.st_mode & S_IFMT == S_IFREG,
                  info.st_mtim.tv_sec < cutoff, SystemCall.unlink(name, in: descriptor) == 0 else { continue }
            removed.append(PathName.join(path, name))
        }
        return removed
    }

    /// Whether `name` is one of this writer's temporary names, `.NAME.XXXXXXXX.tmp` (NAME not
    /// empty, X lowercase hexadecimal, one to eight of them).
    package static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let middle = name.dropFirst().dropLast(4)
        guard let dot = middle.lastIndex(of: "."), dot != middle.startIndex else { return false }
        let digits = middle[middle.index(after: dot)...]
        return (1...8).contains(digits.count) && digits.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    // MARK: Writing one file

    private static func write(_ bytes: [UInt8], named name: String, in folder: Int32, shownAs shown: String) throws(OutputError) {
        if let refusal = refusal(for: kind(of: name, in: folder)) {
            throw .cannotWrite(path: shown, reason: refusal)
        }
        do throws(SystemError) {
            try writeAtomically(bytes, named: name, in: folder)
        } catch {
            throw .cannotWrite(path: shown, reason: error.reason)
        }
    }

    /// A temporary file beside `name`, filled, closed, and renamed over `name`; removed on failure.
    private static func writeAtomically(_ bytes: [UInt8], named name: String, in folder: Int32) throws(SystemError) {
        let (temporary, file) = try createTemporary(beside: name, in: folder)
        do throws(SystemError) {
            try file.writeAll(bytes)
            try file.close()
            if SystemCall.rename(temporary, to: name, in: folder) != 0 { throw .current }
        } catch {
            _ = SystemCall.unlink(temporary, in: folder)
            throw error
        }
    }

    /// A new temporary file beside `name`, open for writing, and its name.
    private static func createTemporary(beside name: String, in folder: Int32) throws(SystemError) -> (String, FileDescriptor) {
        for _ in 0..<attempts {
            let temporary = ".\(name).\(String(UInt32.random(in: .min ... .max), radix: 16)).tmp"
            let descriptor = SystemCall.open(temporary, in: folder, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode: 0o666)
            if descriptor >= 0 { return (temporary, FileDescriptor(owning: descriptor)) }
            if errno != EEXIST { throw .current }
        }
        throw SystemError(code: EEXIST)
    }

    /// The kind of the entry `name` of `folder` (`S_IFREG`, `S_IFLNK`, ...; a link is not
    /// followed), or `nil` when there is none.
    private static func kind(of name: String, in folder: Int32) -> mode_t? {
        SystemCall.linkStatus(of: name, in: folder).map { $0.st_mode & S_IFMT }
    }

    /// Why an existing entry of this kind must not be replaced, or `nil` when it may be
    /// (nothing there, or a regular file).
    private static func refusal(for kind: mode_t?) -> String? {
        switch kind {
        case nil, S_IFREG?: return nil
        case S_IFLNK?: return "it is a symbolic link, which otp-render neither follows nor replaces; remove it first"
        case S_IFDIR?: return "it is a folder"
        default: return "it is a device or a pipe, not a regular file; to discard an image, write it to - and redirect"
        }
    }

    // MARK: Folders

    /// The subfolder `name` of `folder`, created if missing, never through a link.
    private static func openSubfolder(_ name: String, in folder: Int32, shownAs shown: String) throws(OutputError) -> FileDescriptor {
        if SystemCall.makeFolder(name, in: folder) != 0 && errno != EEXIST {
            throw .cannotWrite(path: shown, reason: SystemError.current.reason)
        }
        let descriptor = SystemCall.open(name, in: folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = kind(of: name, in: folder) == S_IFLNK ? "\(name) is a symbolic link" : SystemError.current.reason
            throw .cannotWrite(path: shown, reason: reason)
        }
        return FileDescriptor(owning: descriptor)
    }

    /// Why an output folder could not be opened, read from what is there.
    private static func openingError(_ path: String) -> OutputError {
        let reason = SystemError.current.reason
        guard let info = SystemCall.linkStatus(ofPath: path) else { return .cannotWrite(path: path, reason: reason) }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .symbolicLink(path: path, destination: FileDescriptor.linkDestination(of: path, in: AT_FDCWD))
        case S_IFDIR: return .cannotWrite(path: path, reason: reason)
        default: return .notAFolder(path: path)
        }
    }
}
