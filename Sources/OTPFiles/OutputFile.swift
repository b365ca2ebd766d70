/// Writing one file by its path, through ``OutputFolder`` and its rules.
package enum OutputFile {
    /// Writes `bytes` to `path` atomically; a name taken by a link, a folder, a device or a
    /// pipe is an error that leaves it as it is.
    /// - Parameter creatingFolders: create the file's folder and its parents when missing.
    /// - Throws: ``OutputError/badName(path:reason:)`` (see ``checkName(_:)``),
    ///   ``OutputError/cannotWrite(path:reason:)``.
    package static func write(_ bytes: [UInt8], to path: String, creatingFolders: Bool = false) throws(OutputError) {
        try checkName(path)
        let folder = try OutputFolder(holding: path, creatingFolders: creatingFolders)
        try folder.write(bytes, named: PathName.lastComponent(of: path), shownAs: path)
    }

    /// Refuses a name that cannot be a file, before any work: an empty name, and one that
    /// ends in `/` (which names a folder).
    /// - Throws: ``OutputError/badName(path:reason:)``, a usage error.
    package static func checkName(_ path: String) throws(OutputError) {
        if path.isEmpty {
            throw .badName(path: path, reason: "an empty name is not a file; give one such as field.png, or - for standard output")
        }
        if path.hasSuffix("/") || path.hasSuffix("/.") || path == "." || path == ".." || path.hasSuffix("/..") {
            throw .badName(path: path, reason: "names a folder, not a file; give a file name such as field.png")
        }
    }
}
