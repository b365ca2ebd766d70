import OTPFiles
import OTPJSON

/// Flutter's ARB files (`app_en.arb`, `app_de.arb`), read as `flutter gen-l10n` reads an
/// `arb-dir`: each file's locale from its `@@locale`, else from its name (what follows the
/// first `_`: `app_pt_BR.arb` is `pt-BR`); each message an ICU MessageFormat pattern
/// (``StringEntry/message(_:)``) and `@key` its metadata. Apostrophes are text, as gen-l10n
/// has them unless `use-escaping` is set. The template, whose texts stand in for a locale's
/// missing ones, is the `en` file (gen-l10n's default `app_en.arb`), else the first.
enum ARBFiles {
    /// Whether `folder` holds `.arb` files.
    static func holdsARBFiles(_ folder: String) -> Bool {
        PathName.visibleEntryNames(in: folder).contains { $0.hasSuffix(".arb") }
    }

    /// The catalog of the `.arb` files of `folder`.
    static func catalog(folder: String, source: String) throws(StringsError) -> StringCatalog {
        var tables: [String: [String: StringEntry]] = [:]
        for name in PathName.visibleEntryNames(in: folder) where name.hasSuffix(".arb") {
            let path = PathName.join(folder, name)
            let (locale, messages) = try read(try StringFiles.bytes(at: path), name: name, source: path)
            guard tables[locale] == nil else {
                throw StringsError(.invalidDocument(key: "@@locale", reason: "is \(locale), which another .arb file of the folder also is"), source: path)
            }
            tables[locale] = messages
        }
        guard !tables.isEmpty else { throw StringsError(.unreadable(reason: "has no .arb files"), source: source) }
        let template = tables["en"] != nil ? "en" : tables.keys.sorted().first
        return StringCatalog(source: source, sourceLanguage: template, tables: tables)
    }

    /// One file's locale and messages; `name` is its file name.
    static func read(_ bytes: [UInt8], name: String, source: String) throws(StringsError) -> (locale: String, messages: [String: StringEntry]) {
        let json: JSONValue
        do throws(JSONError) { json = try JSONValue.parse(bytes) } catch { throw StringsError(.unreadable(reason: error.description), source: source) }
        guard case .object(let root) = json else {
            throw StringsError(.invalidDocument(key: "top level", reason: "must be an object of messages, not \(json.kindDescription)"), source: source)
        }
        let named = locale(inFileName: name)
        var locale = named
        if let written = root["@@locale"] {
            guard case .string(let text) = written, let tag = LocaleTag(text) else {
                throw StringsError(.invalidDocument(key: "@@locale", reason: "must be a locale such as \"en\", not \(written.excerpt)"), source: source)
            }
            if let named, named != tag.description {
                throw StringsError(.invalidDocument(key: "@@locale", reason: "is \(tag), but the file's name says \(named) (gen-l10n refuses the two disagreeing)"), source: source)
            }
            locale = tag.description
        }
        guard let locale else {
            throw StringsError(.invalidDocument(key: "@@locale", reason: "is missing, and the file's name (\(name)) names no locale after a _ (app_de.arb)"), source: source)
        }
        var messages: [String: StringEntry] = [:]
        for member in root.members where !member.key.hasPrefix("@") {
            guard case .string(let text) = member.value else {
                throw StringsError(.invalidDocument(key: member.key, reason: "must be a message string, not \(member.value.kindDescription)"), source: source)
            }
            messages[member.key] = .message(text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''"))
        }
        return (locale, messages)
    }

    /// The locale a file's name gives: what follows its first `_`, else its last `_` part.
    private static func locale(inFileName name: String) -> String? {
        let stem = name.dropLast(".arb".count)
        guard let underscore = stem.firstIndex(of: "_") else { return nil }
        if let tag = LocaleTag(String(stem[stem.index(after: underscore)...])) { return tag.description }
        return stem.split(separator: "_").last.flatMap { LocaleTag(String($0)) }?.description
    }
}
