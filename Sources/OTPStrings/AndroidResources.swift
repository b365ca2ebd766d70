import OTPFiles

/// An Android `res` folder: the `<string>`s and `<plurals>` of the XML files of its
/// `values` folder (the default texts) and of each `values-LOCALE` folder (`values-de`,
/// `values-de-rAT`, `values-b+sr+Latn`); folders of other qualifiers (`values-night`,
/// `values-v21`) are skipped, as they hold no translations.
enum AndroidResources {
    static func catalog(folder: String) throws(StringsError) -> StringCatalog {
        var tables: [String: [String: StringEntry]] = [:]
        for name in PathName.visibleEntryNames(in: folder) {
            guard let locale = locale(ofValuesFolder: name) else { continue }
            let valuesFolder = PathName.join(folder, name)
            for file in PathName.visibleEntryNames(in: valuesFolder) where file.hasSuffix(".xml") {
                let path = PathName.join(valuesFolder, file)
                let bytes = try StringFiles.bytes(at: path)
                tables[locale, default: [:]].merge(try AndroidStringsXML.parse(bytes, file: path)) { _, new in new }
            }
        }
        guard !tables.isEmpty else {
            throw StringsError(.unreadable(reason: "has no values*/ folders with strings (an Android res folder has values/strings.xml)"), source: folder)
        }
        return StringCatalog(source: folder, sourceLanguage: nil, tables: tables)
    }

    /// The locale of a `values…` folder: "" for `values`, `de-AT` for `values-de-rAT`; nil for
    /// other folders and other qualifiers.
    static func locale(ofValuesFolder name: String) -> String? {
        if name == "values" { return "" }
        guard name.hasPrefix("values-") else { return nil }
        return LocaleTag(String(name.dropFirst("values-".count)))?.description
    }
}
