/// Why a commit's files could not be had.
package enum GitError: Error, CustomStringConvertible {
    /// git is not on `PATH`.
    case notInstalled(needs: String)
    /// The folder is not in a git repository.
    case notARepository(path: String, reason: String)
    /// The repository has no such commit.
    case unknownRevision(GitRevision, repository: String)
    /// A git or tar command failed: the command and what it said.
    case failed(command: String, reason: String)

    package var description: String {
        switch self {
        case .notInstalled(let needs):
            return "git is not installed (or not on PATH), and \(needs) needs it"
        case .notARepository(let path, let reason):
            return "\(path): not in a git repository (\(reason))"
        case .unknownRevision(let revision, let repository):
            return "\(revision): \(repository) has no such commit (a branch, a tag, HEAD~1 or a hash)"
        case .failed(let command, let reason):
            return "\(command) failed: \(reason)"
        }
    }

    /// 64 for what the user named wrong, 70 for the rest.
    package var exitCode: Int32 {
        switch self {
        case .notARepository, .unknownRevision: return 64
        case .notInstalled, .failed: return 70
        }
    }
}
