/// A locale as string sources name it: a BCP 47 tag (`de-AT`, `sr-Latn-RS`, `zh-Hans`), an
/// Apple or ICU id (`de_AT`), or an Android qualifier (`de-rAT`, `b+sr+Latn`), in the one
/// canonical form `language[-Script][-REGION]` the catalogs are keyed by.
public struct LocaleTag: Sendable, Hashable, CustomStringConvertible {
    /// `de`, lower case.
    public let language: String
    /// `Latn`, title case; nil when not given.
    public let script: String?
    /// `AT` or `419`, upper case; nil when not given.
    public let region: String?

    /// Reads `text`; nil when its first part is not a language (2 or 3 letters).
    public init?(_ text: String) {
        var parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" || $0 == "+" }).map(String.init)
        if parts.first == "b" { parts.removeFirst() }
        guard !parts.contains(where: \.isEmpty) else { return nil }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return nil }
        language = first.lowercased()
        var script: String?, region: String?
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isASCIILetter), script == nil, region == nil {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if part.count == 2, part.allSatisfy(\.isASCIILetter), region == nil {
                region = part.uppercased()
            } else if part.count == 3, part.first == "r", part.dropFirst().allSatisfy(\.isASCIILetter), region == nil {
                region = part.dropFirst().uppercased()
            } else if part.count == 3, part.allSatisfy(\.isNumber), region == nil {
                region = part
            } else {
                return nil
            }
        }
        (self.script, self.region) = (script, region)
    }

    /// `language[-Script][-REGION]`.
    public var description: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    /// Whether the locale's script (its own, or its language's likely one: `ar`, `fa`, `he`,
    /// `ur`) is written right to left, by CLDR.
    public var isRightToLeft: Bool { LocaleData.isRightToLeft(description) }

    /// The tags to look in for this locale, most specific first: `sr-Latn-RS`, `sr-Latn`,
    /// `sr-RS`, `sr`.
    var fallbacks: [String] {
        var tags: [String] = [description]
        if let script {
            tags.append("\(language)-\(script)")
            if let region { tags.append("\(language)-\(region)") }
        }
        tags.append(language)
        var unique: [String] = []
        for tag in tags where !unique.contains(tag) { unique.append(tag) }
        return unique
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
