import Glibc

/// Folder names as the user typed them: normalising, joining, and creating with parents.
enum FolderPath {
    /// `out` for `out/`, `out//`, `out/.` and `out/./`; `/` stays `/`, `.` stays `.`.
    static func withoutTrailingSeparators(_ path: String) -> String {
        var path = path
        while true {
            if path.count > 1 && path.hasSuffix("/") {
                path.removeLast()
            } else if path.count > 2 && path.hasSuffix("/.") {
                path.removeLast(2)
            } else {
                return path
            }
        }
    }

    /// The folder part of a file path: `a/b` for `a/b/c.png`, `.` for `c.png`, `/` for `/c.png`.
    static func parent(of filePath: String) -> String {
        guard let slash = filePath.lastIndex(of: "/") else { return "." }
        let parent = String(filePath[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// `folder/name`, without doubling a slash.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Creates `path` and its missing parents, following links on the way (`mkdir -p`).
    /// What is already there is left for opening to judge.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` naming `shown`.
    static func create(_ path: String, shownAs shown: String) throws(OutputError) {
        var info = stat()
        if lstat(path, &info) == 0 { return }
        let parent = parent(of: path)
        if parent != path && parent != "." && parent != "/" { try create(parent, shownAs: shown) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw .cannotWrite(path: shown, reason: "the folder \(path) cannot be created: \(SystemError.current.reason)")
        }
    }
}
