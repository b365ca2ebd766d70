import OTPFiles
import OTPJSON
import Synchronization

/// String sources read and parsed once each, for as long as their files may be taken as
/// unchanged: a process that renders a batch, or serves requests.
public final class StringFiles: Sendable {
    private let catalogs = Mutex<[String: Result<StringCatalog, StringsError>]>([:])

    public init() {}

    /// The catalog at `path`, read on first use: a JSON file (`.json`), an Apple string catalog
    /// (`.xcstrings`), a `.strings` file in a `LOCALE.lproj` folder, a folder of `.lproj`s, or an
    /// Android `res` folder.
    public func catalog(at path: String) throws(StringsError) -> StringCatalog {
        if let known = catalogs.withLock({ $0[path] }) { return try known.get() }
        let result = Result { () throws(StringsError) in try Self.read(path) }
        catalogs.withLock { $0[path] = result }
        return try result.get()
    }

    private static func read(_ path: String) throws(StringsError) -> StringCatalog {
        if PathName.isFolder(path) {
            if AppleLocalizedFolders.holdsLocalizedFolders(path) { return try AppleLocalizedFolders.catalog(folder: path, source: path) }
            return try AndroidResources.catalog(folder: path)
        }
        if path.hasSuffix(".strings") { return try AppleLocalizedFolders.catalog(stringsFile: path) }
        guard path.hasSuffix(".json") || path.hasSuffix(".xcstrings") else {
            throw StringsError(.unreadable(reason: "is not a string source (use a .json, .xcstrings or .strings file, or an Android res folder)"), source: path)
        }
        return try StringCatalog(parsing: try bytes(at: path), as: path.hasSuffix(".xcstrings") ? .xcstrings : .json, source: path)
    }

    /// The bytes of the file at `path` (at most 4 MiB, a JSON document's limit).
    static func bytes(at path: String) throws(StringsError) -> [UInt8] {
        do throws(ReadError) {
            return try FileContents.read(path, limit: JSONValue.defaultMaxBytes)
        } catch {
            throw StringsError(.unreadable(reason: error.reason), source: path)
        }
    }
}
