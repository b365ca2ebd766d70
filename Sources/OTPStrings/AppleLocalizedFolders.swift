import OTPFiles

/// `.strings` files in `LOCALE.lproj` folders: naming one (`en.lproj/Localizable.strings`)
/// names that table in every `.lproj` beside it; naming the folder that holds the `.lproj`s
/// names all their `.strings`. `Base.lproj` holds the default texts; the source language is
/// `en` when there is an `en.lproj`.
enum AppleLocalizedFolders {
    /// The catalog of the `.strings` file at `path` and its translations beside it.
    static func catalog(stringsFile path: String) throws(StringsError) -> StringCatalog {
        let lproj = PathName.parent(of: path)
        guard lproj.hasSuffix(".lproj") else {
            throw StringsError(.unreadable(reason: "is not in a LOCALE.lproj folder, which says its locale (de.lproj/Localizable.strings)"), source: path)
        }
        return try catalog(folder: PathName.parent(of: lproj), source: path, only: PathName.lastComponent(of: path))
    }

    /// The catalog of the `.lproj` folders in `folder`: their `.strings` files named `only`,
    /// or all of them.
    static func catalog(folder: String, source: String, only fileName: String? = nil) throws(StringsError) -> StringCatalog {
        var tables: [String: [String: StringEntry]] = [:]
        for name in PathName.visibleEntryNames(in: folder) where name.hasSuffix(".lproj") {
            let stem = String(name.dropLast(".lproj".count))
            guard let locale = stem == "Base" ? "" : LocaleTag(stem)?.description else { continue }
            let lproj = PathName.join(folder, name)
            for file in PathName.visibleEntryNames(in: lproj) where file.hasSuffix(".strings") && (fileName == nil || file == fileName) {
                let path = PathName.join(lproj, file)
                let bytes = try StringFiles.bytes(at: path)
                tables[locale, default: [:]].merge(try AppleStringsFile.texts(bytes, source: path)) { _, new in new }
            }
        }
        guard !tables.isEmpty else { throw StringsError(.unreadable(reason: "has no LOCALE.lproj folders with .strings files"), source: source) }
        return StringCatalog(source: source, sourceLanguage: tables["en"] == nil ? nil : "en", tables: tables)
    }

    /// Whether `folder` holds `.lproj` folders.
    static func holdsLocalizedFolders(_ folder: String) -> Bool {
        PathName.visibleEntryNames(in: folder).contains { $0.hasSuffix(".lproj") }
    }
}
