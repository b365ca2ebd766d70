import Glibc

/// Why an input file could not be read. Each message is one line naming the path.
package enum ReadError: Error, Equatable, CustomStringConvertible {
    /// Nothing is there.
    case missing(path: String)
    /// A folder is there.
    case folder(path: String)
    /// A pipe, a device or a socket is there where only a regular file will do.
    case notARegularFile(path: String)
    /// The file is larger than the reader's limit: `bytes` is its size (nil for a pipe or a
    /// device, read only up to the limit).
    case tooLarge(path: String, bytes: Int?, limit: Int)
    /// The system refused (permission, an I/O error, or a resource limit, see ``isResourceLimit``).
    case cannotRead(path: String, error: SystemError)

    /// Whether the process ran out of descriptors or memory: a fault, not bad input.
    package var isResourceLimit: Bool {
        if case .cannotRead(_, let error) = self { return error.isResourceLimit }
        return false
    }

    /// What is wrong, without the path.
    package var reason: String {
        switch self {
        case .missing: return "no such file"
        case .folder: return "is a folder"
        case .notARegularFile: return "is not a regular file (a pipe, a device or a socket)"
        case .tooLarge(_, let bytes?, let limit): return "the input is \(bytes) bytes, more than the limit of \(limit)"
        case .tooLarge(_, nil, let limit): return "the input is more than the limit of \(limit) bytes"
        case .cannotRead(_, let error): return "cannot be read (\(error.reason))"
        }
    }

    package var description: String {
        switch self {
        case .missing(let path), .folder(let path), .notARegularFile(let path), .tooLarge(let path, _, _), .cannotRead(let path, _):
            return "\(path): \(reason)"
        }
    }
}

/// Reading a whole input file, never more than a limit: the one reader of specs, manifests
/// and goldens, so that every failure says what it is (a missing file, a folder, a file
/// over the limit, or the system's reason, such as too many open files).
package enum FileContents {
    /// The bytes of the file at `path` (links are followed). A pipe is read until its writer
    /// closes it, as `cat` reads one (a shell's `<(…)`), unless only regular files will do.
    /// - Parameters:
    ///   - limit: the most bytes accepted; a larger regular file is refused by its size
    ///     before it is read.
    ///   - regularFileOnly: refuse a pipe, a device or a socket without opening it (opening
    ///     a FIFO waits for a writer), e.g. for a golden.
    /// - Throws: ``ReadError``.
    package static func read(_ path: String, limit: Int = Int.max, regularFileOnly: Bool = false) throws(ReadError) -> [UInt8] {
        if regularFileOnly, let kind = SystemCall.status(ofPath: path), kind.st_mode & S_IFMT != S_IFREG, kind.st_mode & S_IFMT != S_IFDIR {
            throw .notARegularFile(path: path)
        }
        let descriptor = SystemCall.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .missing(path: path) : .cannotRead(path: path, error: .current)
        }
        let file = FileDescriptor(owning: descriptor)
        guard let info = SystemCall.status(of: file.raw) else { throw .cannotRead(path: path, error: .current) }
        if info.st_mode & S_IFMT == S_IFDIR { throw .folder(path: path) }
        if info.st_mode & S_IFMT == S_IFREG && info.st_size > limit {
            throw .tooLarge(path: path, bytes: Int(info.st_size), limit: limit)
        }
        let bytes: [UInt8]
        do throws(SystemError) {
            bytes = try file.readAll(upTo: limit)
            try file.close()
        } catch {
            throw .cannotRead(path: path, error: error)
        }
        if bytes.count > limit { throw .tooLarge(path: path, bytes: nil, limit: limit) }
        return bytes
    }
}
