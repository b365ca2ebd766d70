import Foundation

/// A folder that results are written into, opened once. Every file goes in relative to the
/// open folder (``AtomicFile``), so the folder cannot be swapped for a link while a batch
/// runs, and nothing inside it is followed. The rules are ``OutputFile``'s.
///
/// Thread-safe: the descriptor never changes, and `openat`/`renameat` may run on any thread.
final class OutputFolder: Sendable {
    /// The folder as named (trailing slashes removed), for messages.
    let path: String
    private let descriptor: Int32

    /// Opens (creating if missing, with its parents) an output folder named by the user,
    /// which must not be a symbolic link. Links in the folders above it are followed.
    /// - Throws: ``CommandLineError/symbolicLink(path:destination:)`` for a link,
    ///   ``CommandLineError/notAFolder(path:)`` for anything else that is not a folder,
    ///   ``CommandLineError/cannotWrite(path:reason:)`` when it cannot be created or opened.
    init(outputFolder named: String) throws {
        // "out/" would resolve a link named out: check the name itself.
        let path = Self.withoutTrailingSlashes(named)
        var info = stat()
        if lstat(path, &info) != 0 {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw CommandLineError.cannotWrite(path: path, reason: "the folder cannot be created")
            }
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.openingError(path) }
        self.path = path
        self.descriptor = descriptor
    }

    /// Opens the folder that will hold the file at `filePath`, following links in the path
    /// as the user typed it (only the file itself is never followed).
    /// - Throws: ``CommandLineError/cannotWrite(path:reason:)`` naming `filePath`.
    init(holding filePath: String) throws {
        let parent = (filePath as NSString).deletingLastPathComponent
        let path = parent.isEmpty ? "." : parent
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such folder \(path)" : AtomicFile.failure().reason
            throw CommandLineError.cannotWrite(path: filePath, reason: reason)
        }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Writes `bytes` atomically as the file `name` of this folder, unless `name` is taken
    /// by something other than a regular file.
    /// - Parameter shownAs: how messages name the file; default: this folder's path and `name`.
    /// - Throws: ``CommandLineError/cannotWrite(path:reason:)``.
    func write(_ bytes: [UInt8], named name: String, shownAs: String? = nil) throws {
        let shown = shownAs ?? (path as NSString).appendingPathComponent(name)
        if let refusal = Self.refusal(for: AtomicFile.kind(of: name, in: descriptor)) {
            throw CommandLineError.cannotWrite(path: shown, reason: refusal)
        }
        do {
            try AtomicFile.write(bytes, named: name, in: descriptor)
        } catch {
            throw CommandLineError.cannotWrite(path: shown, reason: error.reason)
        }
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

    /// Why an output folder could not be opened, read from what is there.
    private static func openingError(_ path: String) -> Error {
        let reason = AtomicFile.failure().reason
        var info = stat()
        guard lstat(path, &info) == 0 else { return CommandLineError.cannotWrite(path: path, reason: reason) }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            return CommandLineError.symbolicLink(path: path, destination: destination)
        case S_IFDIR:
            return CommandLineError.cannotWrite(path: path, reason: reason)
        default:
            return CommandLineError.notAFolder(path: path)
        }
    }

    /// `out` for `out/` and `out//`; `/` stays `/`.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
