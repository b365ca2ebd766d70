import Glibc

/// Creating the folders an output needs, with their parents.
enum FolderPath {
    /// Creates `path` and its missing parents, following links on the way (`mkdir -p`).
    /// What is already there is left for opening to judge.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` naming `shown`.
    static func create(_ path: String, shownAs shown: String) throws(OutputError) {
        var info = stat()
        if lstat(path, &info) == 0 { return }
        let parent = PathName.parent(of: path)
        if parent != path && parent != "." && parent != "/" { try create(parent, shownAs: shown) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw .cannotWrite(path: shown, reason: "the folder \(path) cannot be created: \(SystemError.current.reason)")
        }
    }
}
