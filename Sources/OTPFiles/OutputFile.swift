/// Writing one file by its path, through ``OutputFolder`` and its rules.
package enum OutputFile {
    /// Writes `bytes` to `path` atomically; a name taken by a link, a folder, a device or a
    /// pipe is an error that leaves it as it is.
    /// - Parameter creatingFolders: create the file's folder and its parents when missing.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)``.
    package static func write(_ bytes: [UInt8], to path: String, creatingFolders: Bool = false) throws(OutputError) {
        guard let name = path.split(separator: "/").last, !path.hasSuffix("/") else {
            throw .cannotWrite(path: path, reason: "no file name")
        }
        let folder = try OutputFolder(holding: path, creatingFolders: creatingFolders)
        try folder.write(bytes, named: String(name), shownAs: path)
    }
}
