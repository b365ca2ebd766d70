import OTPFiles
import OTPJSON
import Synchronization

/// String sources read and parsed once each, for as long as their files may be taken as
/// unchanged: a process that renders a batch, or serves requests.
public final class StringFiles: Sendable {
    private let catalogs = Mutex<[String: Result<StringCatalog, StringsError>]>([:])

    public init() {}

    /// The catalog at `path`, read on first use, named as the app's own tooling names it: a
    /// JSON file (`.json`), an Apple string catalog (`.xcstrings`), a `.strings` or
    /// `.stringsdict` file in a `LOCALE.lproj` folder or the folder of `.lproj`s, a folder of
    /// Flutter `.arb` files (or one of them, which names its folder), an i18next locales folder, a gettext folder or `.po`
    /// file, or an Android `res` folder.
    public func catalog(at path: String) throws(StringsError) -> StringCatalog {
        if let known = catalogs.withLock({ $0[path] }) { return try known.get() }
        let result = Result { () throws(StringsError) in try Self.read(path) }
        catalogs.withLock { $0[path] = result }
        return try result.get()
    }

    private static func read(_ path: String) throws(StringsError) -> StringCatalog {
        if PathName.isFolder(path) {
            if AppleLocalizedFolders.holdsLocalizedFolders(path) { return try AppleLocalizedFolders.catalog(folder: path, source: path) }
            if ARBFiles.holdsARBFiles(path) { return try ARBFiles.catalog(folder: path, source: path) }
            if GettextFolders.holdsCatalogs(path) { return try GettextFolders.catalog(folder: path) }
            if I18nextFiles.holdsResources(path) { return try I18nextFiles.catalog(folder: path) }
            return try AndroidResources.catalog(folder: path)
        }
        if path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") { return try AppleLocalizedFolders.catalog(stringsFile: path) }
        if path.hasSuffix(".arb") { return try ARBFiles.catalog(folder: PathName.parent(of: path), source: path) }
        if path.hasSuffix(".po") { return try GettextFolders.catalog(file: path) }
        guard path.hasSuffix(".json") || path.hasSuffix(".xcstrings") else {
            throw StringsError(.unreadable(reason: "is not a string source (use a .json, .xcstrings, .strings, .stringsdict, .arb or .po file, or a folder of them, an i18next locales folder or an Android res folder)"),
                               source: path)
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
