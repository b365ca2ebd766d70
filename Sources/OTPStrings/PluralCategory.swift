/// A CLDR plural category: which form of a counted text a language uses for a number
/// (English has `one` and `other`; Arabic all six).
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }

    /// The category of `number` in `locale`, by the locale's CLDR rules; `other` where the
    /// locale has none.
    public static func of(_ number: Double, in locale: String) -> PluralCategory {
        LocaleData.pluralCategory(of: number, in: locale).flatMap(PluralCategory.init(rawValue:)) ?? .other
    }
}
