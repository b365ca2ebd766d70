import OTPJSON

/// A JSON file of texts by locale, then key: `{"en": {"title": "Enter the code", "seconds":
/// {"one": "%d second", "other": "%d seconds"}}, "de": {...}}`. A text is a string, or an
/// object of plural forms with at least `other`. The first locale is the source language.
enum JSONStringsFile {
    static func catalog(_ json: JSONValue, source: String) throws(StringsError) -> StringCatalog {
        guard case .object(let root) = json, !root.isEmpty else {
            throw StringsError(.invalidDocument(key: "top level", reason: "must be an object of locales, each an object of keys to texts"), source: source)
        }
        var tables: [String: [String: StringEntry]] = [:]
        for member in root.members {
            guard let locale = LocaleTag(member.key) else {
                throw StringsError(.invalidDocument(key: member.key, reason: "is not a locale (use a BCP 47 tag such as de or pt-BR)"), source: source)
            }
            guard case .object(let texts) = member.value else {
                throw StringsError(.invalidDocument(key: member.key, reason: "must be an object of keys to texts, not \(member.value.kindDescription)"), source: source)
            }
            var table: [String: StringEntry] = [:]
            for text in texts.members {
                table[text.key] = try entry(text.value, key: member.key + "." + text.key, source: source)
            }
            tables[locale.description] = table
        }
        return StringCatalog(source: source, sourceLanguage: root.members.first.flatMap { LocaleTag($0.key)?.description }, tables: tables)
    }

    private static func entry(_ json: JSONValue, key: String, source: String) throws(StringsError) -> StringEntry {
        switch json {
        case .string(let text):
            return .text(text)
        case .object(let object):
            var forms: [PluralCategory: String] = [:]
            for member in object.members {
                guard let category = PluralCategory(rawValue: member.key), case .string(let text) = member.value else {
                    throw StringsError(.invalidDocument(key: key + "." + member.key, reason: "must be a plural category (zero, one, two, few, many, other) with a string"), source: source)
                }
                forms[category] = text
            }
            guard forms[.other] != nil else { throw StringsError(.invalidDocument(key: key, reason: "has no `other` form"), source: source) }
            return .plural(PluralForms(forms))
        default:
            throw StringsError(.invalidDocument(key: key, reason: "must be a string or an object of plural forms, not \(json.kindDescription)"), source: source)
        }
    }
}
