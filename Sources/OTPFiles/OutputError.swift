/// Why an output could not be written. Each message is one line naming the path.
package enum OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder could not be written: the system's reason (`Permission denied`,
    /// `No space left on device`), or why an existing entry was left alone (`it is a
    /// symbolic link, …`).
    case cannotWrite(path: String, reason: String)
    /// An output folder's name is taken by something that is not a folder.
    case notAFolder(path: String)
    /// An output folder is a symbolic link: refused, never followed, so that the user names
    /// the folder itself.
    case symbolicLink(path: String, destination: String)
    /// The name cannot be the output asked for: empty, or a file name that ends in `/`.
    case badName(path: String, reason: String)

    /// The path the error is about.
    package var path: String {
        switch self {
        case .cannotWrite(let path, _), .notAFolder(let path), .symbolicLink(let path, _), .badName(let path, _): return path
        }
    }

    /// Whether the user named something that cannot be an output (a link or a file where a
    /// folder belongs), rather than the system failing to write.
    package var isUsageError: Bool {
        switch self {
        case .cannotWrite: return false
        case .notAFolder, .symbolicLink, .badName: return true
        }
    }

    /// What is wrong, without the path: the words in brackets of a "cannot be written" message.
    package var reason: String {
        switch self {
        case .cannotWrite(_, let reason), .badName(_, let reason): return reason
        case .notAFolder: return "it exists and is not a folder"
        case .symbolicLink(_, let destination): return "it is a symbolic link to \(destination); give the folder itself"
        }
    }

    package var description: String {
        switch self {
        case .cannotWrite(let path, let reason): return "\(path): cannot be written (\(reason))"
        case .notAFolder(let path): return "\(path): exists and is not a folder"
        case .symbolicLink(let path, let destination):
            return "\(path): is a symbolic link (to \(destination)); otp-render does not write through links: "
                + "give the folder itself"
        case .badName(let path, let reason): return "\(path.isEmpty ? "\"\"" : path): \(reason)"
        }
    }
}
