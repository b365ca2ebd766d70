import OTPJSON
import OTPStrings

extension SpecDecoder {
    /// The spec's texts that may name a key of its string sources.
    static let localizableKeyPaths = ["placeholder", "separator.text", "title", "title.text", "subtitle", "subtitle.text",
                                      "message.text", "message.error", "message.warning", "message.success", "button.title", "button.format",
                                      "button.expiredTitle"]

    /// `object` with each text that names a key (`"@code.title"`, `{"key": "code.sent", "args":
    /// ["+1 415 555 0132"]}`, `{"key": "code.sent", "args": {"phone": "+1 415 555 0132"}}`) replaced by its text for the spec's `locale`, and what each was;
    /// `direction` set by the locale unless the spec gives one, and `digits: "locale"` by
    /// the locale's numbering system. `"@@"` starts a text that
    /// begins with `@`. The button's format takes `button.remaining` (from `start` when the spec
    /// leaves it) as its count: its first argument (which chooses its plural form and stays
    /// `%d` for the countdown to fill), or the plural argument a message with named
    /// placeholders names.
    static func localizingTexts(in object: JSONValue, start: FieldSpec, loader: SpecStringLoader?) throws(SpecError) -> (JSONValue, [SpecTextUse]) {
        let paths = try SpecCodec<[String]?>.optional(.fileNames).decode(object["strings"] ?? .null, SpecPath.root.key("strings"), nil)
        let locale = try SpecCodec<String?>.optional(.string).decode(object["locale"] ?? .null, SpecPath.root.key("locale"), nil)
        var result = object
        if let locale {
            guard let tag = LocaleTag(locale) else {
                throw SpecError(.invalidValue(path: "locale", value: JSONValue.quoted(locale), reason: "is not a locale (use a BCP 47 tag such as de or pt-BR)"))
            }
            if object["direction"] == nil { result = try setting("direction", to: .string(tag.isRightToLeft ? "rtl" : "ltr"), in: result) }
        }
        if object["digits"] == .string("locale") {
            let system = LocaleTag(locale ?? "").map(NumberingSystem.init(defaultFor:)) ?? .latin
            result = try setting("digits", to: .string(system.name), in: result)
        }
        let references = localizableKeyPaths.compactMap { path in reference(at: path, in: object).map { (path, $0) } }
        guard !references.isEmpty else { return (try unescapingAts(in: result), []) }
        guard let paths else {
            throw SpecError(.invalidValue(path: references[0].0, value: references[0].1.written,
                                          reason: "names a string key, but the spec names no string sources (give `strings`)"))
        }
        guard let loader else {
            throw SpecError(.invalidValue(path: "strings", value: "", reason: "cannot be read here: the spec has no folder its string sources are relative to"))
        }
        let sources: StringSources
        do throws(StringsError) { sources = try loader.load(paths) } catch { throw SpecError(.strings(error)) }
        let chosen = locale ?? sources.catalogs.lazy.compactMap(\.sourceLanguage).first ?? "en"
        var uses: [SpecTextUse] = []
        for (path, reference) in references {
            let isCountdown = path == "button.format"
            let remaining = isCountdown ? countdownSeconds(in: object, start: start) : nil
            let found: LocalizedText
            var warning: String?
            do throws(StringsError) {
                found = try sources.text(reference.key, locale: chosen, arguments: reference.arguments, named: reference.named, countdown: remaining)
            } catch {
                let problem = SpecError(.invalidValue(path: path, value: reference.written, reason: "cannot be found: \(error)"))
                guard loader.allowsMissing, case .missingKey = error.problem else { throw problem }
                found = LocalizedText(key: reference.key, locale: chosen, from: "missing", source: error.source, plural: nil, text: reference.key)
                warning = problem.description + "; drawn as \(JSONValue.quoted(reference.key))"
            }
            uses.append(SpecTextUse(keyPath: path == "title" || path == "subtitle" ? path + ".text" : path, text: found, warning: warning))
            result = try setting(path, to: .string(found.text), in: result)
        }
        return (try unescapingAts(in: result), uses)
    }

    /// A text that names a key: its key, arguments (an array, or an object of named ones)
    /// and the JSON as written.
    private struct TextReference {
        let key: String
        var arguments: [StringArgument] = []
        var named: [String: StringArgument] = [:]
        let written: String
    }

    /// The reference at `path`, if the value there is one.
    private static func reference(at path: String, in object: JSONValue) -> TextReference? {
        guard let value = value(at: path, in: object) else { return nil }
        switch value {
        case .string(let text) where text.hasPrefix("@") && !text.hasPrefix("@@") && text.count > 1:
            return TextReference(key: String(text.dropFirst()), written: value.excerpt)
        case .object(let members) where members["key"] != nil && members.keys.allSatisfy({ $0 == "key" || $0 == "args" }):
            guard case .string(let key)? = members["key"] else { return nil }
            var reference = TextReference(key: key, written: value.excerpt)
            switch members["args"] {
            case .array(let items)?: reference.arguments = items.map(argument)
            case .object(let items)?: for item in items.members { reference.named[item.key] = argument(item.value) }
            default: break
            }
            return reference
        default:
            return nil
        }
    }

    /// An argument as a text takes it: a number as a number, any other value as its text.
    private static func argument(_ value: JSONValue) -> StringArgument {
        switch value {
        case .number(let number): .number(number.doubleValue)
        case .string(let text): .text(text)
        default: .text(value.description)
        }
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
