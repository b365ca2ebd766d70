import Glibc

/// A folder and everything under it: listing it, making it with its parents, removing it.
/// Links inside are never followed: a link to a folder is listed and removed as the link.
package enum FolderTree {
    /// The paths of every file and folder under `folder`, relative to it (`a`, `a/b.json`),
    /// folders before what they hold, in the order the system lists them; empty when
    /// `folder` cannot be listed.
    package static func subpaths(of folder: String) -> [String] {
        var paths: [String] = []
        collect(PathName.withoutTrailingSeparators(folder), prefix: "", into: &paths)
        return paths
    }

    private static func collect(_ folder: String, prefix: String, into paths: inout [String]) {
        for name in PathName.entryNames(in: folder) {
            let relative = prefix + name, path = PathName.join(folder, name)
            paths.append(relative)
            if let info = SystemCall.linkStatus(ofPath: path), info.st_mode & S_IFMT == S_IFDIR {
                collect(path, prefix: relative + "/", into: &paths)
            }
        }
    }

    /// Creates the folder `path` and its missing parents (`mkdir -p`).
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` naming the folder that cannot be made.
    package static func create(_ path: String) throws(OutputError) {
        try FolderPath.create(path, shownAs: path)
    }

    /// Removes `path` and everything under it (`rm -rf`), never following a link; what
    /// cannot be removed is left.
    package static func remove(_ path: String) {
        guard let info = SystemCall.linkStatus(ofPath: path) else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in PathName.entryNames(in: path) { remove(PathName.join(path, name)) }
            _ = SystemCall.removeFolder(path)
        } else {
            _ = SystemCall.unlink(path)
        }
    }

    /// A new, empty folder of this user's alone in the temporary folder (`$TMPDIR`, else
    /// `/tmp`), named `prefix` and six random characters; its path.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` naming the temporary folder.
    package static func makeTemporary(prefix: String) throws(OutputError) -> String {
        let base = ProcessEnvironment.variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        guard let path = SystemCall.makeUniqueFolder(PathName.join(base, prefix + "XXXXXX")) else {
            throw .cannotWrite(path: base, reason: "no folder can be made in it (\(SystemError.current.reason))")
        }
        return path
    }
}
