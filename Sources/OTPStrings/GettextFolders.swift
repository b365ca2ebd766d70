import OTPFiles

/// gettext catalogs as applications install them: a folder of `LOCALE/LC_MESSAGES/DOMAIN.po`
/// (Django's `locale` folder) or of `LOCALE.po` files, or one `.po` file. The domains of a
/// locale are merged (in name order, a later one's message winning). The default texts are
/// the messages' own ids (`msgid`, and `msgid_plural` for counts other than 1): what gettext
/// gives for a message no catalog translates.
enum GettextFolders {
    /// Whether `folder` holds `LOCALE.po` files or `LOCALE/LC_MESSAGES` folders.
    static func holdsCatalogs(_ folder: String) -> Bool {
        PathName.visibleEntryNames(in: folder).contains { name in
            name.hasSuffix(".po") || PathName.isFolder(PathName.join(PathName.join(folder, name), "LC_MESSAGES"))
        }
    }

    static func catalog(folder: String) throws(StringsError) -> StringCatalog {
        var files: [(locale: String, path: String)] = []
        for name in PathName.visibleEntryNames(in: folder) {
            if name.hasSuffix(".po"), let tag = LocaleTag(String(name.dropLast(".po".count))) {
                files.append((tag.description, PathName.join(folder, name)))
            }
            let messages = PathName.join(PathName.join(folder, name), "LC_MESSAGES")
            guard PathName.isFolder(messages), let tag = LocaleTag(name) else { continue }
            for file in PathName.visibleEntryNames(in: messages) where file.hasSuffix(".po") {
                files.append((tag.description, PathName.join(messages, file)))
            }
        }
        guard !files.isEmpty else { throw StringsError(.unreadable(reason: "has no LOCALE/LC_MESSAGES/DOMAIN.po or LOCALE.po files"), source: folder) }
        return try catalog(files, source: folder)
    }

    /// The catalog of one `.po` file, its locale from its name (`de.po`) or its folders
    /// (`de/LC_MESSAGES/django.po`).
    static func catalog(file path: String) throws(StringsError) -> StringCatalog {
        let name = PathName.lastComponent(of: path)
        let parent = PathName.parent(of: path)
        let folderLocale = PathName.lastComponent(of: parent) == "LC_MESSAGES" ? PathName.lastComponent(of: PathName.parent(of: parent)) : nil
        guard let tag = LocaleTag(String(name.dropLast(".po".count))) ?? folderLocale.flatMap(LocaleTag.init) else {
            throw StringsError(.unreadable(reason: "names no locale (LOCALE.po, or LOCALE/LC_MESSAGES/DOMAIN.po)"), source: path)
        }
        return try catalog([(tag.description, path)], source: path)
    }

    private static func catalog(_ files: [(locale: String, path: String)], source: String) throws(StringsError) -> StringCatalog {
        var tables: [String: [String: StringEntry]] = [:]
        for file in files {
            let contents = try GettextFile.read(try StringFiles.bytes(at: file.path), source: file.path)
            tables[file.locale, default: [:]].merge(contents.translations) { _, new in new }
            tables["", default: [:]].merge(contents.untranslated) { _, new in new }
        }
        return StringCatalog(source: source, sourceLanguage: nil, tables: tables)
    }
}
