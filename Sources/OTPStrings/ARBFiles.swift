import OTPFiles
import OTPJSON

/// Flutter's ARB files (`app_en.arb`, `app_de.arb`), read as `flutter gen-l10n` reads an
/// `arb-dir`: each file's locale from its `@@locale`, else from its name (what follows the
/// first `_`: `app_pt_BR.arb` is `pt-BR`); each message read as gen-l10n reads it
/// (``ARBMessageParser``, a message it refuses refused here with the key) and `@key` its
/// metadata, of which the placeholders' `type` and `format` say how a number is written.
/// The template, whose texts stand in for a locale's missing ones and whose metadata every
/// locale's messages take, is the `en` file (gen-l10n's default `app_en.arb`), else the first.
enum ARBFiles {
    /// Whether `folder` holds `.arb` files.
    static func holdsARBFiles(_ folder: String) -> Bool {
        PathName.visibleEntryNames(in: folder).contains { $0.hasSuffix(".arb") }
    }

    /// The catalog of the `.arb` files of `folder`.
    static func catalog(folder: String, source: String) throws(StringsError) -> StringCatalog {
        var files: [String: File] = [:]
        for name in PathName.visibleEntryNames(in: folder) where name.hasSuffix(".arb") {
            let path = PathName.join(folder, name)
            let file = try read(try StringFiles.bytes(at: path), name: name, source: path)
            guard files[file.locale] == nil else {
                throw StringsError(.invalidDocument(key: "@@locale", reason: "is \(file.locale), which another .arb file of the folder also is"), source: path)
            }
            files[file.locale] = file
        }
        guard let template = files["en"] ?? files.keys.sorted().first.flatMap({ files[$0] }) else {
            throw StringsError(.unreadable(reason: "has no .arb files"), source: source)
        }
        return StringCatalog(source: source, sourceLanguage: template.locale, tables: files.mapValues { $0.entries(declaredBy: template.placeholders) })
    }

    /// One file read: its locale, messages and each message's declared placeholders.
    struct File {
        let locale: String
        let messages: [String: [ARBMessage.Part]]
        let placeholders: [String: [String: ARBMessage.Placeholder]]

        /// The messages as entries, their placeholders as `metadata` (the template's) declares them.
        func entries(declaredBy metadata: [String: [String: ARBMessage.Placeholder]]) -> [String: StringEntry] {
            var entries: [String: StringEntry] = [:]
            for (key, parts) in messages { entries[key] = .message(ARBMessage(parts: parts, placeholders: metadata[key] ?? [:])) }
            return entries
        }
    }

    /// One file; `name` is its file name.
    static func read(_ bytes: [UInt8], name: String, source: String) throws(StringsError) -> File {
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
        var messages: [String: [ARBMessage.Part]] = [:], placeholders: [String: [String: ARBMessage.Placeholder]] = [:]
        for member in root.members {
            if member.key.hasPrefix("@@") { continue }
            if member.key.hasPrefix("@") {
                placeholders[String(member.key.dropFirst())] = try declaredPlaceholders(member.value, key: member.key, source: source)
                continue
            }
            guard case .string(let text) = member.value else {
                throw StringsError(.invalidDocument(key: member.key, reason: "must be a message string, not \(member.value.kindDescription)"), source: source)
            }
            do throws(ARBMessageParser.Failure) {
                messages[member.key] = try ARBMessageParser.parts(of: text)
            } catch {
                throw StringsError(.invalidDocument(key: member.key, reason: "is not a message gen-l10n reads: \(error)"), source: source)
            }
        }
        return File(locale: locale, messages: messages, placeholders: placeholders)
    }

    /// The placeholders a message's `@key` metadata declares, with their `type` and `format`.
    private static func declaredPlaceholders(_ metadata: JSONValue, key: String, source: String) throws(StringsError) -> [String: ARBMessage.Placeholder] {
        guard case .object(let fields) = metadata else {
            throw StringsError(.invalidDocument(key: key, reason: "must be an object of metadata, not \(metadata.kindDescription)"), source: source)
        }
        guard let declared = fields["placeholders"] else { return [:] }
        guard case .object(let placeholders) = declared else {
            throw StringsError(.invalidDocument(key: key + ".placeholders", reason: "must be an object of placeholders by name, not \(declared.kindDescription)"), source: source)
        }
        var found: [String: ARBMessage.Placeholder] = [:]
        for placeholder in placeholders.members {
            let path = "\(key).placeholders.\(placeholder.key)"
            guard case .object(let attributes) = placeholder.value else {
                throw StringsError(.invalidDocument(key: path, reason: "must be an object ({\"type\": \"int\"}), not \(placeholder.value.kindDescription)"), source: source)
            }
            func text(_ name: String, example: String) throws(StringsError) -> String? {
                switch attributes[name] {
                case nil: return nil
                case .string(let text)?: return text
                case let other?: throw StringsError(.invalidDocument(key: "\(path).\(name)", reason: "must be a text such as \"\(example)\", not \(other.excerpt)"), source: source)
                }
            }
            found[placeholder.key] = ARBMessage.Placeholder(type: try text("type", example: "int"), format: try text("format", example: "compact"))
        }
        return found
    }

    /// The locale a file's name gives: what follows its first `_`, else its last `_` part.
    private static func locale(inFileName name: String) -> String? {
        let stem = name.dropLast(".arb".count)
        guard let underscore = stem.firstIndex(of: "_") else { return nil }
        if let tag = LocaleTag(String(stem[stem.index(after: underscore)...])) { return tag.description }
        return stem.split(separator: "_").last.flatMap { LocaleTag(String($0)) }?.description
    }
}
