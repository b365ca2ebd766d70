/// An i18next text: the key's own text (`"resend"`) and its plural forms (`"resend_one"`,
/// `"resend_other"`), either of which may be missing. `{{name}}` placeholders
/// (``I18nextText``) take named arguments; `count` chooses the form.
public struct I18nextEntry: Sendable, Hashable {
    /// The text of the key itself: the text when the key has no forms, and the fallback of
    /// a count whose form is missing.
    public var text: String?
    /// The forms by category, from the keys with plural suffixes.
    public var forms: [PluralCategory: String]

    public init(text: String?, forms: [PluralCategory: String]) {
        self.text = text
        self.forms = forms
    }

    /// The text for `count` in `locale`, as i18next v4 resolves a key in one language: for 0,
    /// `_zero` when given (in any language); else the form of the count's CLDR category in
    /// `locale` (`_zero` too for the numbers CLDR puts in `zero`: Latvian 10, Arabic 0);
    /// else the key's own text. Without a count, the key's own text. Nil when none of these
    /// is there: i18next then looks in the next language.
    func text(count: Double?, locale: String) -> (text: String, category: PluralCategory?)? {
        guard let count, !forms.isEmpty else { return text.map { ($0, nil) } }
        let category = PluralCategory.of(count, in: locale)
        if count == 0, let zero = forms[.zero] { return (zero, .zero) }
        if let form = forms[category] { return (form, category) }
        return text.map { ($0, category) }
    }

    /// The suffixes `text(count:locale:)` tries for `count`, in order (`_zero`, `_few`, and
    /// "" for the key itself), for messages.
    func triedSuffixes(count: Double, locale: String) -> [String] {
        let categories = (count == 0 ? [PluralCategory.zero] : []) + [PluralCategory.of(count, in: locale)]
        var suffixes: [String] = []
        for category in categories where !suffixes.contains("_" + category.rawValue) { suffixes.append("_" + category.rawValue) }
        return suffixes + [""]
    }
}
