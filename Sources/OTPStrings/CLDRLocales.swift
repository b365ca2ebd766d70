import OTPSpec

/// What a spec's decoder needs to know of locales (``SpecLocales``), from CLDR's data
/// through ICU: a locale's direction, its default numbering system and each system's digits.
public struct CLDRLocales: SpecLocales {
    public init() {}

    public func isRightToLeft(_ locale: String) -> Bool? {
        LocaleTag(locale)?.isRightToLeft
    }

    public func numberingSystem(named name: String) -> NumberingSystem? {
        if let met = NumberingSystem.met(named: name) { return met }
        return LocaleData.digits(ofNumberingSystem: name).map { NumberingSystem(name: name, digits: $0) }
    }

    public func numberingSystem(forLocale locale: String) -> NumberingSystem {
        guard let tag = LocaleTag(locale) else { return .latin }
        return numberingSystem(named: LocaleData.numberingSystemName(of: tag.description)) ?? .latin
    }

    public var numberingSystemNames: [String] { LocaleData.numberingSystemNames() }
}
