import OTPFiles

/// Why a golden could not be read or written, or a golden setting was refused. Each message
/// is one line naming the file and, where there is one, the way out.
public enum GoldenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at `path`.
    case missing(path: String)
    /// The file is a Git LFS pointer: the repository stores goldens in LFS and this checkout
    /// has not fetched them.
    case lfsPointer(path: String)
    /// The file exists but cannot be read or decoded; `reason` says why.
    case unreadable(path: String, reason: String)
    /// The process or the system ran out of something (open files, memory) while reading
    /// the file: nothing is known about the golden, which is neither a verdict nor recorded.
    case systemLimit(path: String, reason: String)
    /// A golden or an artifact could not be written.
    case cannotWrite(path: String, reason: String)
    /// `OTP_RENDER_RECORD` or `--update` was not a record mode.
    case invalidRecordMode(String)
    /// A path given to a run names no folder of specs, or no folder of artifacts.
    case invalidPath(path: String, reason: String)
    /// A new image taken from artifacts (`ArtifactImages`) that no spec produces.
    case notProduced(path: String)

    /// The file the error is about, if any.
    public var path: String? {
        switch self {
        case .missing(let path), .lfsPointer(let path), .unreadable(let path, _), .systemLimit(let path, _),
             .cannotWrite(let path, _), .invalidPath(let path, _), .notProduced(let path): return path
        case .invalidRecordMode: return nil
        }
    }

    public var description: String {
        switch self {
        case .missing(let path): return "\(path): no such file"
        case .lfsPointer(let path):
            return "\(path): is a Git LFS pointer, not a PNG; fetch the images with `git lfs pull`"
        case .unreadable(let path, let reason), .systemLimit(let path, let reason), .invalidPath(let path, let reason):
            return "\(path): \(reason)"
        case .notProduced(let path): return "\(path): no spec produces this image, so it is not taken"
        case .cannotWrite(let path, let reason): return "\(path): cannot be written (\(reason))"
        case .invalidRecordMode(let value):
            return "record mode \"\(value)\" is not one of none, missing, changed, all (or 1 for changed)"
        }
    }
}

extension GoldenError {
    /// A golden, report or artifact that could not be written, as ``cannotWrite(path:reason:)``.
    init(_ error: OutputError) {
        self = .cannotWrite(path: error.path, reason: error.reason)
    }
}
