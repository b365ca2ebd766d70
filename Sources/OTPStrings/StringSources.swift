import OTPFiles
import OTPJSON

/// The string sources a spec names, in order (a later one's text for a key and locale wins),
/// and how a text is found in them.
///
/// For a locale the lookup tries, in order: the locale (`de-AT`), it without its region (`de`;
/// with a script, `sr-Latn` then `sr`); for a locale without a region and no text of its own,
/// the language's regional ones (`ar` finds `ar-SA`, as Android 7 and later resolve it); then
/// each source's source language; then the default texts (Android's `values`, `Base.lproj`).
/// The pseudo-locales `en-XA` and `ar-XB` take the source language's texts, transformed
/// (``Pseudolocale``).
public struct StringSources: Sendable {
    public let catalogs: [StringCatalog]
    /// Every locale any catalog has texts for.
    private let tableNames: Set<String>
    /// The source languages' tables, then the default texts: the end of every lookup, and
    /// what pseudo-locales transform.
    private let sourceOrder: [String]

    public init(catalogs: [StringCatalog]) {
        self.catalogs = catalogs
        tableNames = Set(catalogs.flatMap(\.tables.keys))
        var order: [String] = []
        for catalog in catalogs {
            guard let source = catalog.sourceLanguage.flatMap(LocaleTag.init) else { continue }
            order += source.fallbacks.filter { !order.contains($0) }
        }
        sourceOrder = order + [""]
    }

    /// The catalogs of `paths`, relative to `baseDirectory`, read through `files`.
    public static func load(_ paths: [String], baseDirectory: String, files: StringFiles = StringFiles()) throws(StringsError) -> StringSources {
        var catalogs: [StringCatalog] = []
        for path in paths { catalogs.append(try files.catalog(at: PathName.resolved(path, from: baseDirectory))) }
        return StringSources(catalogs: catalogs)
    }

    /// The text of `key` for `locale`: its plural form chosen by the CLDR rules of the locale
    /// it was found in for the number the text names (an ARB message's plural argument, a
    /// `.stringsdict` variable's, i18next's `count`), else `count`, `n` or the first number
    /// among `arguments`; its placeholders filled. With `countdown`, the seconds a countdown
    /// starts from, the count goes where the text takes one (``LocalizedText/countdownForms``).
    public func text(_ key: String, locale: String, arguments: [StringArgument] = [], named: [String: StringArgument] = [:],
                     countdown: Int? = nil) throws(StringsError) -> LocalizedText {
        guard let tag = LocaleTag(locale) else {
            throw StringsError(.invalidDocument(key: key, reason: "\"\(locale)\" is not a locale (use a BCP 47 tag such as de or pt-BR)"), source: sourceNames)
        }
        let pseudolocale = Pseudolocale(tag)
        let order = pseudolocale == nil ? lookupOrder(for: tag) : sourceOrder
        var tried: [(table: String, source: String, failure: FormatFailure)] = []
        for table in order {
            for catalog in catalogs.reversed() {
                guard var entry = catalog.tables[table]?[key] else { continue }
                if let pseudolocale { entry = entry.pseudolocalized(pseudolocale) }
                // The default texts' language is unknown: their plurals follow the locale asked
                // for, or English for a pseudo-locale's (which transforms English texts).
                let rules = table.isEmpty ? (pseudolocale == nil ? tag.description : "en") : table
                let arguments = StringArguments(positional: arguments, named: named)
                switch entry.rendered(arguments, rules: rules, countdown: countdown) {
                case .success(let rendered):
                    var found = LocalizedText(key: key, locale: tag.description, from: table.isEmpty ? "default" : table, source: catalog.source,
                                              plural: rendered.category, text: rendered.text)
                    found.countdownForms = rendered.countdown
                    found.notice = rendered.notice.map { "\(catalog.source): \(key): (\(table)) \($0)" }
                    return found
                case .failure(let failure) where failure.triedSuffixes != nil:
                    tried.append((table.isEmpty ? "default" : table, catalog.source, failure))
                case .failure(let failure):
                    let template = failure.template.map { JSONValue.string($0).excerpt + " " } ?? ""
                    throw StringsError(.format(key: key, reason: "\(template)(\(table.isEmpty ? "default" : table)) \(failure.reason)"), source: catalog.source)
                }
            }
        }
        if let first = tried.first {
            let languages = tried.map { "\($0.table) (\(($0.failure.triedSuffixes ?? []).map { key + $0 }.joined(separator: ", ")))" }
            throw StringsError(.format(key: key, reason: "\(first.failure.reason) in any language i18next takes it from: tried "
                                       + languages.joined(separator: ", then ")), source: first.source)
        }
        let keys = Set(catalogs.flatMap { $0.tables.values.flatMap(\.keys) })
        let known = keys.contains(key)
        throw StringsError(.missingKey(key: key, locale: tag.description, tried: order.map { $0.isEmpty ? "default" : $0 }, anywhere: !known,
                                       suggestions: known ? [] : KeySuggestion.nearestNames(to: key, among: keys)),
                           source: sourceNames)
    }

    /// The tables to look in for `tag`, most specific first.
    func lookupOrder(for tag: LocaleTag) -> [String] {
        var order = tag.fallbacks
        if tag.region == nil, !tableNames.contains(tag.description) {
            order += tableNames.filter { LocaleTag($0)?.language == tag.language && !order.contains($0) }.sorted()
        }
        return order + sourceOrder.filter { !order.contains($0) }
    }

    /// The sources, for messages.
    private var sourceNames: String {
        catalogs.map(\.source).joined(separator: ", ")
    }
}
