/// A gettext message's translation (`msgstr`), or its translations (`msgstr[0]`…) with the
/// catalog's `Plural-Forms`, which gives the index of the one for a count.
public struct GettextEntry: Sendable, Hashable {
    public var forms: [String]
    /// The rule choosing among ``forms``; nil for a message without `msgid_plural`.
    public var plural: GettextPluralRule?
    /// The named placeholders of the message's `msgid` and `msgid_plural`, in the order they
    /// write them: the first given a number is the count, when neither `count` nor `n` is
    /// given (``StringArguments/count(amongNames:)``), as the developer's call passes the
    /// number of the source text's placeholder whatever order a translation puts them in.
    public var argumentNames: [String]

    /// An entry of `forms`; `argumentNames` default to the translations' own placeholders.
    public init(forms: [String], plural: GettextPluralRule?, argumentNames: [String]? = nil) {
        self.forms = forms
        self.plural = plural
        self.argumentNames = argumentNames ?? forms.flatMap(StringFormat.argumentNames)
    }

    /// The translation for `count`: the only one, or the one the rule's index names (for the
    /// count's whole part, as gettext takes an unsigned long; 0 for a negative count).
    func text(count: Double?) -> String? {
        guard let plural else { return forms.first }
        guard let count else { return nil }
        let n = count >= 0 && count < 1.8e19 ? UInt64(count) : 0
        let index = plural.index(for: n)
        return forms.indices.contains(index) ? forms[index] : forms.first
    }

    /// The name a countdown's count takes: the one named whole number the translations
    /// have (`seconds` of `%(seconds)d`), else `count`.
    var countName: String {
        let names = Set(forms.flatMap(StringFormat.countNames))
        return names.count == 1 ? names.first ?? "count" : "count"
    }
}
