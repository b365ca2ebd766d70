/// A counted text's forms, one per plural category, with the locale whose CLDR rules choose
/// among them: what a countdown needs to say "Resend in 1 second" at 1 and "Resend in 2
/// seconds" at 2 as it ticks.
public struct PluralTexts: Sendable, Hashable {
    /// The locale whose plural rules apply (the one the texts were found in).
    public let rules: String
    /// The forms by category, `other` among them.
    public let forms: [PluralCategory: String]

    public init(rules: String, forms: [PluralCategory: String]) {
        self.rules = rules
        self.forms = forms
    }

    /// The form for `count`: its category's, else `other`'s.
    public func text(for count: Int) -> String? {
        forms[PluralCategory.of(Double(count), in: rules)] ?? forms[.other]
    }
}
