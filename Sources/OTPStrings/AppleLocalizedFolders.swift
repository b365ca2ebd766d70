import OTPFiles

/// `.strings` and `.stringsdict` files in `LOCALE.lproj` folders: naming one
/// (`en.lproj/Localizable.strings`) names that table in every `.lproj` beside it; naming the
/// folder that holds the `.lproj`s names all their tables. A table's `.stringsdict` entries
/// win over its `.strings` ones of the same key, as Foundation looks in the `.stringsdict`
/// first. `Base.lproj` holds the default texts; the source language is `en` when there is an
/// `en.lproj`.
enum AppleLocalizedFolders {
    /// The catalog of the `.strings` file at `path` and its translations beside it.
    static func catalog(stringsFile path: String) throws(StringsError) -> StringCatalog {
        let lproj = PathName.parent(of: path)
        guard lproj.hasSuffix(".lproj") else {
            throw StringsError(.unreadable(reason: "is not in a LOCALE.lproj folder, which says its locale (de.lproj/Localizable.strings)"), source: path)
        }
        let name = PathName.lastComponent(of: path)
        return try catalog(folder: PathName.parent(of: lproj), source: path, only: String(name.prefix { $0 != "." }))
    }

    /// The catalog of the `.lproj` folders in `folder`: their tables named `only`
    /// (`Localizable`), or all of them.
    static func catalog(folder: String, source: String, only table: String? = nil) throws(StringsError) -> StringCatalog {
        var tables: [String: [String: StringEntry]] = [:]
        for name in PathName.visibleEntryNames(in: folder) where name.hasSuffix(".lproj") {
            let stem = String(name.dropLast(".lproj".count))
            guard let locale = stem == "Base" ? "" : LocaleTag(stem)?.description else { continue }
            let lproj = PathName.join(folder, name)
            let files = PathName.visibleEntryNames(in: lproj).filter { file in
                (file.hasSuffix(".strings") || file.hasSuffix(".stringsdict")) && (table == nil || String(file.prefix { $0 != "." }) == table)
            }
            // Each table's .strings, then its .stringsdict over it.
            for file in files.sorted(by: { ($0.hasSuffix(".stringsdict") ? 1 : 0, $0) < ($1.hasSuffix(".stringsdict") ? 1 : 0, $1) }) {
                let path = PathName.join(lproj, file)
                let bytes = try StringFiles.bytes(at: path)
                let texts = file.hasSuffix(".stringsdict") ? try StringsDictFile.texts(bytes, source: path) : try AppleStringsFile.texts(bytes, source: path)
                tables[locale, default: [:]].merge(texts) { _, new in new }
            }
        }
        guard !tables.isEmpty else { throw StringsError(.unreadable(reason: "has no LOCALE.lproj folders with .strings or .stringsdict files"), source: source) }
        return StringCatalog(source: source, sourceLanguage: tables["en"] == nil ? nil : "en", tables: tables)
    }

    /// Whether `folder` holds `.lproj` folders.
    static func holdsLocalizedFolders(_ folder: String) -> Bool {
        PathName.visibleEntryNames(in: folder).contains { $0.hasSuffix(".lproj") }
    }
}
