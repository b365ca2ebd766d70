/// Why a lock file could not be used.
public enum GoldenLockError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a lock file this build reads: the key path and what is wrong there.
    case invalid(path: String, keyPath: String, problem: String)
    /// The lock was made by another renderer or with other fonts, so its hashes cannot be
    /// checked; `command` makes it again.
    case otherRenderer(path: String, lockRenderer: String, renderer: String, sameFonts: Bool, command: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot be read (\(reason))"
        case .invalid(let path, let keyPath, let problem):
            return "\(path): not a goldens lock file: \(keyPath): \(problem)"
        case .otherRenderer(let path, let lockRenderer, let renderer, let sameFonts, let command):
            let made = lockRenderer == renderer ? "with other fonts" : sameFonts ? "by \(lockRenderer)" : "by \(lockRenderer) with other fonts"
            return "\(path): made \(made), not by this \(renderer) with these fonts, so its hashes cannot be checked; "
                + "make it again with: \(command)"
        }
    }
}
