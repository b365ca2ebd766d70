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
        }
    }
}
