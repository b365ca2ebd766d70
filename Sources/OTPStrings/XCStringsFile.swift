import OTPJSON
import OTPTextSearch

/// An Apple String Catalog (`Localizable.xcstrings`, Xcode 15+): `sourceLanguage`, and for
/// each key its `localizations`, each a `stringUnit` value or `variations`: `plural` forms
/// (and `device` variants, of which the `other` one is read), and `substitutions`: the
/// value's `%#@arg@` variables, each with its `argNum`, `formatSpecifier` and plural
/// variations, whose `%arg` is the argument itself (``PluralVariable``). A `zero` form is the
/// form of 0, in any language, as Foundation reads the `.stringsdict` Xcode builds. A key
/// without a text in the source language is its own source text, as Xcode builds it.
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
        if let unit = json["stringUnit"] {
            let text = try value(of: unit, path: path + ".stringUnit", source: source)
            guard let substitutions = json["substitutions"] else { return .text(text) }
            return .variables(format: text, try variables(substitutions, path: path + ".substitutions", source: source))
        }
        if let device = json["variations"]?["device"] {
            guard let other = device["other"] else { return nil }
            return try entry(other, path: path + ".variations.device.other", source: source)
        }
        guard let forms = try pluralForms(json, path: path, source: source) else { return nil }
        return .plural(forms)
    }

    /// A localization's `substitutions`, by name.
    private static func variables(_ json: JSONValue, path: String, source: String) throws(StringsError) -> [String: PluralVariable] {
        guard case .object(let substitutions) = json else {
            throw StringsError(.invalidDocument(key: path, reason: "must be an object of substitutions, not \(json.kindDescription)"), source: source)
        }
        var variables: [String: PluralVariable] = [:]
        for member in substitutions.members {
            let memberPath = path + "." + member.key
            var argument: Int?
            if let number = member.value["argNum"] {
                guard case .number(let value) = number, let whole = value.intValue, whole >= 1 else {
                    throw StringsError(.invalidDocument(key: memberPath + ".argNum", reason: "must be an argument's number, 1 or more, not \(number.excerpt)"), source: source)
                }
                argument = whole
            }
            var specifier = "lld"
            if let written = member.value["formatSpecifier"] {
                guard case .string(let text) = written, !text.isEmpty, text.allSatisfy({ $0.isLetter || $0 == "." || $0.isNumber }) else {
                    throw StringsError(.invalidDocument(key: memberPath + ".formatSpecifier", reason: "must be a printf conversion such as lld or d, not \(written.excerpt)"), source: source)
                }
                specifier = text
            }
            guard var forms = try pluralForms(member.value, path: memberPath, source: source) else {
                throw StringsError(.invalidDocument(key: memberPath + ".variations.plural", reason: "is missing: a substitution has plural variations"), source: source)
            }
            forms.forms = forms.forms.mapValues { $0.replacingText("%arg", with: "%" + specifier) }
            variables[member.key] = PluralVariable(forms: forms, argument: argument)
        }
        return variables
    }

    /// The plural variations of `json`; nil when it has none.
    private static func pluralForms(_ json: JSONValue, path: String, source: String) throws(StringsError) -> PluralForms? {
        guard case .object(let variations)? = json["variations"] else { return nil }
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
        return PluralForms(forms, zeroIsExact: true)
    }

    private static func value(of unit: JSONValue, path: String, source: String) throws(StringsError) -> String {
        guard case .string(let text)? = unit["value"] else {
            throw StringsError(.invalidDocument(key: path + ".value", reason: "must be a string"), source: source)
        }
        return text
    }
}
