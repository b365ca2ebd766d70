/// The texts of one string source, by locale and key: a JSON file, an Apple string catalog
/// or `.strings` file, or an Android `res` folder.
public struct StringCatalog: Sendable {
    /// The source, for messages (`Localizable.xcstrings`, `app/src/main/res`).
    public let source: String
    /// The language the texts were written in (the catalog's, an Android `values` folder's
    /// stand-in, or the first locale of a JSON file); the last fallback of every lookup.
    public let sourceLanguage: String?
    /// Texts by locale (BCP 47, `de-AT`), then by key.
    public let tables: [String: [String: StringEntry]]

    public init(source: String, sourceLanguage: String?, tables: [String: [String: StringEntry]]) {
        self.source = source
        self.sourceLanguage = sourceLanguage
        self.tables = tables
    }

    /// The locales the catalog has texts for, sorted.
    public var locales: [String] { tables.keys.sorted() }
}
