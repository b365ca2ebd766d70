import OTPJSON

/// The formats a string source's bytes may be in, to read one from memory
/// (``StringCatalog/init(parsing:as:source:)``); ``StringFiles`` tells them by name.
public enum StringSourceFormat: Sendable, Hashable {
    /// `{locale: {key: text}}`.
    case json
    /// An Apple string catalog.
    case xcstrings
    /// An Apple `.strings` file of texts for `locale` ("" for `Base.lproj`'s).
    case strings(locale: String)
    /// An Android `strings.xml` of texts for `locale` ("" for the `values` folder's).
    case androidXML(locale: String)
    /// An Apple `.stringsdict` of texts for `locale` ("" for `Base.lproj`'s).
    case stringsdict(locale: String)
    /// A Flutter ARB file named `fileName` (`app_de.arb`), which with its `@@locale` says its locale.
    case arb(fileName: String)
    /// An i18next resource file of texts for `locale`.
    case i18next(locale: String)
    /// A gettext `.po` file of texts for `locale`, its message ids the default texts.
    case po(locale: String)
}

extension StringCatalog {
    /// The catalog `bytes` hold, in `format`; `source` names them in messages.
    public init(parsing bytes: [UInt8], as format: StringSourceFormat, source: String) throws(StringsError) {
        switch format {
        case .json, .xcstrings:
            let json: JSONValue
            do throws(JSONError) { json = try JSONValue.parse(bytes) } catch { throw StringsError(.unreadable(reason: error.description), source: source) }
            self = format == .json ? try JSONStringsFile.catalog(json, source: source) : try XCStringsFile.catalog(json, source: source)
        case .strings(let locale):
            self.init(source: source, sourceLanguage: nil, tables: [locale: try AppleStringsFile.texts(bytes, source: source)])
        case .androidXML(let locale):
            self.init(source: source, sourceLanguage: nil, tables: [locale: try AndroidStringsXML.parse(bytes, file: source)])
        case .stringsdict(let locale):
            self.init(source: source, sourceLanguage: nil, tables: [locale: try StringsDictFile.texts(bytes, source: source)])
        case .arb(let fileName):
            let file = try ARBFiles.read(bytes, name: fileName, source: source)
            self.init(source: source, sourceLanguage: file.locale, tables: [file.locale: file.entries(declaredBy: file.placeholders)])
        case .i18next(let locale):
            self.init(source: source, sourceLanguage: locale, tables: [locale: try I18nextFiles.read(bytes, source: source)])
        case .po(let locale):
            let contents = try GettextFile.read(bytes, source: source)
            self.init(source: source, sourceLanguage: nil, tables: [locale: contents.translations, "": contents.untranslated])
        }
    }
}
