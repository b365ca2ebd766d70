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

    /// The text for `count` in `locale`, as i18next v4 chooses it: `_zero` for 0 when given,
    /// else the form of the count's CLDR category, else the key's own text; the key's own
    /// text when no count is given.
    func text(count: Double?, locale: String) -> (text: String, category: PluralCategory?)? {
        guard let count, !forms.isEmpty else { return text.map { ($0, nil) } }
        let plural = PluralForms(forms, zeroIsExact: true)
        let category = plural.category(of: count, in: locale)
        if let form = forms[category] { return (form, category) }
        return text.map { ($0, category) }
    }
}
