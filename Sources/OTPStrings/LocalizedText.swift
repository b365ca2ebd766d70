/// A text as a spec draws it: found for a key and a locale, its plural form chosen and its
/// specifiers filled, with where it came from (for `otp-render strings`).
public struct LocalizedText: Sendable, Hashable {
    /// The key asked for.
    public let key: String
    /// The locale asked for.
    public let locale: String
    /// The locale whose text was taken (`de` for `de-AT`), or "default" (Android's `values`,
    /// Apple's `Base.lproj`).
    public let from: String
    /// The source it was found in.
    public let source: String
    /// The plural category chosen; nil for a text without plural forms.
    public let plural: PluralCategory?
    /// The text, arguments filled.
    public let text: String
    /// For a countdown's text with plural forms (``StringSources/text(_:locale:arguments:countdown:)``
    /// with `countdown`), every form with its arguments filled and the count left as `%d`,
    /// for the countdown to choose from as it ticks; nil otherwise.
    public var countdownForms: PluralTexts? = nil
    /// How the text was read where its author likely expects otherwise (an ARB plural's `#`,
    /// which gen-l10n writes as it is), for a warning; nil for most texts.
    public var notice: String? = nil

    /// A text as found, or standing in for one that is not.
    public init(key: String, locale: String, from: String, source: String, plural: PluralCategory?, text: String) {
        (self.key, self.locale, self.from, self.source, self.plural, self.text) = (key, locale, from, source, plural, text)
    }
}
