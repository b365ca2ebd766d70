import OTPJSON

/// An Apple String Catalog (`Localizable.xcstrings`, Xcode 15+): `sourceLanguage`, and for
/// each key its `localizations`, each a `stringUnit` value or `variations`: `plural` forms
/// (and `device` variants, of which the `other` one is read). A key without a text in the
/// source language is its own source text, as Xcode builds it.
enum XCStringsFile {
    static func catalog(_ json: JSONValue, source: String) throws(StringsError) -> StringCatalog {
        guard case .string(let sourceText)? = json["sourceLanguage"], let sourceLanguage = LocaleTag(sourceText) else {
            throw StringsError(.invalidDocument(key: "sourceLanguage", reason: "must be the catalog's source locale, such as \"en\""), source: source)
        }
        guard case .object(let strings)? = json["strings"] else {
            throw StringsError(.invalidDocument(key: "strings", reason: "must be an object of keys"), source: source)
        }
        var tables: [String: [String: StringEntry]] = [:]
        for string in strings.members {
            if case .object(let localizations)? = string.value["localizations"] {
                for localization in localizations.members {
                    guard let locale = LocaleTag(localization.key) else {
                        throw StringsError(.invalidDocument(key: "strings.\(string.key).localizations.\(localization.key)", reason: "is not a locale"), source: source)
                    }
                    let path = "strings.\(string.key).localizations.\(localization.key)"
                    if let entry = try entry(localization.value, path: path, source: source) {
                        tables[locale.description, default: [:]][string.key] = entry
                    }
                }
            }
            if tables[sourceLanguage.description]?[string.key] == nil {
                tables[sourceLanguage.description, default: [:]][string.key] = .text(string.key)
            }
        }
        return StringCatalog(source: source, sourceLanguage: sourceLanguage.description, tables: tables)
    }

    /// The text of one localization: its string unit's value, or its plural variations.
    private static func entry(_ json: JSONValue, path: String, source: String) throws(StringsError) -> StringEntry? {
        if let unit = json["stringUnit"] { return .text(try value(of: unit, path: path + ".stringUnit", source: source)) }
        guard case .object(let variations)? = json["variations"] else { return nil }
        if let device = variations["device"] {
            guard let other = device["other"] else { return nil }
            return try entry(other, path: path + ".variations.device.other", source: source)
        }
        guard case .object(let plural)? = variations["plural"] else { return nil }
        var forms: [PluralCategory: String] = [:]
        for member in plural.members {
            let memberPath = path + ".variations.plural." + member.key
            guard let category = PluralCategory(rawValue: member.key) else {
                throw StringsError(.invalidDocument(key: memberPath, reason: "is not a plural category (zero, one, two, few, many, other)"), source: source)
            }
            guard let unit = member.value["stringUnit"] else { continue }
            forms[category] = try value(of: unit, path: memberPath + ".stringUnit", source: source)
        }
        guard forms[.other] != nil else { throw StringsError(.invalidDocument(key: path + ".variations.plural", reason: "has no `other` form"), source: source) }
        return .plural(forms)
    }

    private static func value(of unit: JSONValue, path: String, source: String) throws(StringsError) -> String {
        guard case .string(let text)? = unit["value"] else {
            throw StringsError(.invalidDocument(key: path + ".value", reason: "must be a string"), source: source)
        }
        return text
    }
}
