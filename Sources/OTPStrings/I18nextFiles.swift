import OTPFiles
import OTPJSON

/// i18next's JSON resources, as i18next-fs-backend and i18next-http-backend lay them out: a
/// locales folder of `LOCALE/NAMESPACE.json` (`en/translation.json`) or of `LOCALE.json`
/// files. With one namespace its keys are the keys; with several, `NAMESPACE:key`. A key is
/// looked up whole first, then as a path into nested objects (`"code": {"title": …}` is
/// `code.title`), so that files written with `keySeparator: false` (whole sentences as keys)
/// and nested ones both read. Keys with the plural suffixes of i18next v4 (`_zero`, `_one`,
/// `_two`, `_few`, `_many`, `_other`) are the forms of the key without it
/// (``I18nextEntry``), and still keys of their own. An empty string is missing, as i18next
/// has it with `returnEmptyString: false`.
enum I18nextFiles {
    /// Whether `folder` holds i18next resources: `LOCALE.json` files, or `LOCALE` folders
    /// with `.json` files.
    static func holdsResources(_ folder: String) -> Bool {
        PathName.visibleEntryNames(in: folder).contains { name in
            let path = PathName.join(folder, name)
            if name.hasSuffix(".json") { return LocaleTag(String(name.dropLast(".json".count))) != nil && !PathName.isFolder(path) }
            return LocaleTag(name) != nil && PathName.isFolder(path) && PathName.visibleEntryNames(in: path).contains { $0.hasSuffix(".json") }
        }
    }

    static func catalog(folder: String) throws(StringsError) -> StringCatalog {
        var files: [(locale: String, namespace: String, path: String)] = []
        for name in PathName.visibleEntryNames(in: folder) {
            let path = PathName.join(folder, name)
            if name.hasSuffix(".json"), !PathName.isFolder(path), let tag = LocaleTag(String(name.dropLast(".json".count))) {
                files.append((tag.description, "translation", path))
            } else if PathName.isFolder(path), let tag = LocaleTag(name) {
                for file in PathName.visibleEntryNames(in: path) where file.hasSuffix(".json") {
                    files.append((tag.description, String(file.dropLast(".json".count)), PathName.join(path, file)))
                }
            }
        }
        guard !files.isEmpty else { throw StringsError(.unreadable(reason: "has no LOCALE/NAMESPACE.json or LOCALE.json files"), source: folder) }
        let namespaced = Set(files.map(\.namespace)).count > 1
        var tables: [String: [String: StringEntry]] = [:]
        for file in files {
            let texts = try read(try StringFiles.bytes(at: file.path), source: file.path)
            let prefix = namespaced ? file.namespace + ":" : ""
            for (key, entry) in texts { tables[file.locale, default: [:]][prefix + key] = entry }
        }
        let source = ["en", "en-US", "en-GB"].first { tables[$0] != nil } ?? tables.keys.sorted().first
        return StringCatalog(source: folder, sourceLanguage: source, tables: tables)
    }

    /// The texts of one resource file, by key.
    static func read(_ bytes: [UInt8], source: String) throws(StringsError) -> [String: StringEntry] {
        let json: JSONValue
        do throws(JSONError) { json = try JSONValue.parse(bytes) } catch { throw StringsError(.unreadable(reason: error.description), source: source) }
        guard case .object(let root) = json else {
            throw StringsError(.invalidDocument(key: "top level", reason: "must be an object of keys to texts, not \(json.kindDescription)"), source: source)
        }
        var texts: [String: String] = [:]
        flatten(root, prefix: "", into: &texts)
        var entries: [String: I18nextEntry] = [:]
        for (key, text) in texts {
            entries[key, default: I18nextEntry(text: nil, forms: [:])].text = text
            if let (base, category) = pluralForm(key) { entries[base, default: I18nextEntry(text: nil, forms: [:])].forms[category] = text }
        }
        return entries.mapValues(StringEntry.i18next)
    }

    /// The texts of `object` and its nested objects by key path, whole keys winning over
    /// paths that spell them; empty strings and values other than strings left out.
    private static func flatten(_ object: JSONObject, prefix: String, into texts: inout [String: String]) {
        for member in object.members {
            let key = prefix + member.key
            switch member.value {
            case .string(let text) where !text.isEmpty:
                if prefix.isEmpty || texts[key] == nil { texts[key] = text }
            case .object(let nested):
                flatten(nested, prefix: key + ".", into: &texts)
            default:
                continue
            }
        }
    }

    /// The key and category a key with a plural suffix (`resend_one`) is a form of.
    private static func pluralForm(_ key: String) -> (String, PluralCategory)? {
        guard let underscore = key.lastIndex(of: "_"), underscore > key.startIndex,
              let category = PluralCategory(rawValue: String(key[key.index(after: underscore)...])) else { return nil }
        return (String(key[..<underscore]), category)
    }
}
