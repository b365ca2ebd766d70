/// What decoding a spec needs to know of locales: whether one is written right to left (the
/// spec's `direction` when it gives a `locale` and no direction) and the numbering systems
/// (`digits`). OTPSpec holds no locale data of its own; the caller wires it in, and
/// OTPStrings' `CLDRLocales` answers from CLDR's data.
public protocol SpecLocales: Sendable {
    /// Whether `locale` (a BCP 47 tag such as `ar` or `pt-BR`, an Apple or ICU id, an Android
    /// qualifier) is written right to left; nil when it is not a locale.
    func isRightToLeft(_ locale: String) -> Bool?
    /// The numbering system named `name` (`latn`, `arab`, `thai`); nil when there is none by
    /// that name with digits of its own.
    func numberingSystem(named name: String) -> NumberingSystem?
    /// The numbering system `locale` writes numbers in by default (`arab` for `ar`).
    func numberingSystem(forLocale locale: String) -> NumberingSystem
    /// The names ``numberingSystem(named:)`` accepts, for suggestions.
    var numberingSystemNames: [String] { get }
}
