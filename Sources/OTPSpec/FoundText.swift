/// A text a string source gave for a key and a locale: its plural form chosen and its
/// arguments filled, with where it came from (for `otp-render strings`).
public struct FoundText: Hashable, Sendable {
    /// The key asked for.
    public let key: String
    /// The locale asked for.
    public let locale: String
    /// The locale whose text was taken (`de` for `de-AT`), or "default" (Android's `values`,
    /// Apple's `Base.lproj`), or "missing" for a key that stands in for its text.
    public let from: String
    /// The source it was found in.
    public let source: String
    /// The plural category chosen (`one`, `few`, `other`, …); nil for a text without plural forms.
    public let plural: String?
    /// The text, arguments filled.
    public let text: String
    /// For a countdown's counted text, its form for every count as the countdown ticks; nil otherwise.
    public var countdown: CountdownTexts? = nil
    /// How the source was read where its author likely expects otherwise, for a warning.
    public var notice: String? = nil

    public init(key: String, locale: String, from: String, source: String, plural: String?, text: String,
                countdown: CountdownTexts? = nil, notice: String? = nil) {
        (self.key, self.locale, self.from, self.source, self.plural, self.text) = (key, locale, from, source, plural, text)
        (self.countdown, self.notice) = (countdown, notice)
    }
}
