import OTPJSON

extension SpecDecoder {
    /// The spec's texts that may name a key of its string sources.
    static let localizableKeyPaths = ["placeholder", "separator.text", "title", "title.text", "subtitle", "subtitle.text",
                                      "message.text", "message.error", "message.warning", "message.success", "button.title", "button.format",
                                      "button.expiredTitle"]

    /// `object` with each text that names a key (`"@code.title"`, `{"key": "code.sent", "args":
    /// ["+1 415 555 0132"]}`, `{"key": "code.sent", "args": {"phone": "+1 415 555 0132"}}`) replaced by its text for the spec's `locale`, and what each was;
    /// `direction` set by the locale unless the spec gives one, and `digits` looked up in
    /// `locales` (`"locale"` for the locale's own numbering system). `"@@"` starts a text
    /// that begins with `@`. The button's format takes `button.remaining` (from `start` when the spec
    /// leaves it) as its count: its first argument (which chooses its plural form and stays
    /// `%d` for the countdown to fill), or the plural argument a message with named
    /// placeholders names.
    static func localizingTexts(
        in object: JSONValue, start: FieldSpec, loader: SpecStringLoader?, locales: (any SpecLocales)?
    ) throws(SpecError) -> (JSONValue, [SpecTextUse]) {
        let paths = try SpecCodec<[String]?>.optional(.fileNames).decode(object["strings"] ?? .null, SpecPath.root.key("strings"), nil)
        let locale = try SpecCodec<String?>.optional(.string).decode(object["locale"] ?? .null, SpecPath.root.key("locale"), nil)
        var result = object
        if let locale {
            guard let locales else { throw noLocaleData(at: "locale", value: JSONValue.quoted(locale)) }
            guard let isRightToLeft = locales.isRightToLeft(locale) else {
                throw SpecError(.invalidValue(path: "locale", value: JSONValue.quoted(locale), reason: "is not a locale (use a BCP 47 tag such as de or pt-BR)"))
            }
            if object["direction"] == nil { result = try setting("direction", to: .string(isRightToLeft ? "rtl" : "ltr"), in: result) }
        }
        if case .string(let name)? = object["digits"] {
            let system = try numberingSystem(name, locale: locale, locales: locales)
            result = try setting("digits", to: .string(system.name), in: result)
        }
        let references = localizableKeyPaths.compactMap { path in reference(at: path, in: object).map { (path, $0) } }
        guard !references.isEmpty else { return (try unescapingAts(in: result), []) }
        guard let paths else {
            throw SpecError(.invalidValue(path: references[0].0, value: references[0].1.json,
                                          reason: "names a string key, but the spec names no string sources (give `strings`)"))
        }
        guard let loader else {
            throw SpecError(.invalidValue(path: "strings", value: "", reason: "cannot be read here: the spec has no folder its string sources are relative to"))
        }
        let sources: any SpecStringSource
        do throws(SpecStringsError) { sources = try loader.load(paths) } catch { throw SpecError(.strings(error)) }
        let chosen = locale ?? sources.defaultLocale
        var uses: [SpecTextUse] = []
        for (path, written) in references {
            let isCountdown = path == "button.format"
            let remaining = isCountdown ? countdownSeconds(in: object, start: start) : nil
            let found: FoundText
            var warning: String?
            do throws(SpecStringsError) {
                found = try sources.text(for: written.reference, locale: chosen, countdown: remaining)
                warning = found.notice.map { "\(path): \($0)" }
            } catch {
                let problem = SpecError(.invalidValue(path: path, value: written.json, reason: "cannot be found: \(error)"))
                guard loader.allowsMissing, error.isMissingKey else { throw problem }
                found = FoundText(key: written.reference.key, locale: chosen, from: "missing", source: error.source, plural: nil,
                                  text: written.reference.key)
                warning = problem.description + "; drawn as \(JSONValue.quoted(written.reference.key))"
            }
            uses.append(SpecTextUse(keyPath: path == "title" || path == "subtitle" ? path + ".text" : path, text: found, warning: warning))
            result = try setting(path, to: .string(found.text), in: result)
        }
        return (try unescapingAts(in: result), uses)
    }

    /// A text that names a key, and its JSON as written (for messages).
    private struct WrittenReference {
        var reference: SpecTextReference
        let json: String
    }

    /// The reference at `path`, if the value there is one.
    private static func reference(at path: String, in object: JSONValue) -> WrittenReference? {
        guard let value = value(at: path, in: object) else { return nil }
        switch value {
        case .string(let text) where text.hasPrefix("@") && !text.hasPrefix("@@") && text.count > 1:
            return WrittenReference(reference: SpecTextReference(key: String(text.dropFirst())), json: value.excerpt)
        case .object(let members) where members["key"] != nil && members.keys.allSatisfy({ $0 == "key" || $0 == "args" }):
            guard case .string(let key)? = members["key"] else { return nil }
            var written = WrittenReference(reference: SpecTextReference(key: key), json: value.excerpt)
            switch members["args"] {
            case .array(let items)?: written.reference.arguments = items.map(argument)
            case .object(let items)?: for item in items.members { written.reference.named[item.key] = argument(item.value) }
            default: break
            }
            return written
        default:
            return nil
        }
    }

    /// An argument as a text takes it: a number as a number, any other value as its text.
    private static func argument(_ value: JSONValue) -> SpecTextReference.Argument {
        switch value {
        case .number(let number): .number(number.doubleValue)
        case .string(let text): .text(text)
        default: .text(value.description)
        }
    }

    /// The numbering system `digits` names, `locale` for the locale's own: from `locales`,
    /// which must be given for any but `latn`.
    private static func numberingSystem(_ name: String, locale: String?, locales: (any SpecLocales)?) throws(SpecError) -> NumberingSystem {
        guard name != NumberingSystem.latin.name, name != "locale" || locale != nil else { return .latin }
        guard let locales else { throw noLocaleData(at: "digits", value: JSONValue.quoted(name)) }
        if name == "locale", let locale { return locales.numberingSystem(forLocale: locale) }
        guard let system = locales.numberingSystem(named: name) else {
            let nearest = KeySuggestion.nearest(to: name, among: locales.numberingSystemNames).map { " (did you mean \($0)?)" } ?? ""
            throw SpecPath.root.key("digits").invalid(.string(name), "is not a numbering system with digits\(nearest); use latn, arab, "
                                                      + "arabext, deva, beng, thai, hanidec, … (CLDR's names) or locale")
        }
        return system
    }

    /// The error for a locale's direction or digits asked of a decoder given no locale data.
    private static func noLocaleData(at path: String, value: String) -> SpecError {
        SpecError(.invalidValue(path: path, value: value, reason: "cannot be read here: the decoder was given no locale data (SpecLocales)"))
    }

    /// The button's seconds left: the spec's, else its preset's.
    private static func countdownSeconds(in object: JSONValue, start: FieldSpec) -> Int {
        if case .number(let number)? = value(at: "button.remaining", in: object), let seconds = number.intValue { return seconds }
        return start.button?.remaining ?? 0
    }

    /// `object` with the localizable texts that start with `@@` starting with `@` instead.
    private static func unescapingAts(in object: JSONValue) throws(SpecError) -> JSONValue {
        var result = object
        for path in localizableKeyPaths {
            guard case .string(let text)? = value(at: path, in: object), text.hasPrefix("@@") else { continue }
            result = try setting(path, to: .string(String(text.dropFirst())), in: result)
        }
        return result
    }

    private static func value(at path: String, in object: JSONValue) -> JSONValue? {
        var value: JSONValue? = object
        for key in path.split(separator: ".") { value = value?[String(key)] }
        return value
    }

    private static func setting(_ path: String, to value: JSONValue, in object: JSONValue) throws(SpecError) -> JSONValue {
        try SpecError.readingJSON { () throws(JSONError) in try object.setting(keyPath: path, to: value) }
    }
}
