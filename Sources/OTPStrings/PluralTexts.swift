/// A countdown's text for each count, with the locale whose CLDR rules choose among its
/// forms: what a countdown needs to say "Resend in 1 second" at 1 and "Resend in 2 seconds"
/// at 2 as it ticks. A text with printf plural forms keeps them, the count written `%d`
/// (``text(for:)``); any other counted text is formatted whole for each count
/// (``finishedText(for:)``).
public struct PluralTexts: Sendable, Hashable {
    /// The locale whose plural rules apply (the one the texts were found in).
    public let rules: String
    /// The forms by category, `other` among them, the count written `%d`; empty for a text
    /// formatted whole.
    public let forms: [PluralCategory: String]
    /// How else the texts are chosen, when they are (an exact zero, a text formatted whole):
    /// at most one, in an array, so that a spec holding the texts (in its button) copies
    /// references alone, as fast as it copied the forms without them.
    private let choice: [Choice]

    private struct Choice: Sendable, Hashable {
        var zeroIsExact: Bool
        var counted: CountedText?
    }

    public init(rules: String, forms: [PluralCategory: String]) {
        self.init(rules: rules, forms: PluralForms(forms))
    }

    init(rules: String, forms: PluralForms) {
        (self.rules, self.forms) = (rules, forms.forms)
        choice = forms.zeroIsExact ? [Choice(zeroIsExact: true)] : []
    }

    init(_ counted: CountedText) {
        (rules, forms, choice) = (counted.rules, [:], [Choice(zeroIsExact: false, counted: counted)])
    }

    /// The form for `count`: its category's, else `other`'s; nil for a text formatted whole.
    public func text(for count: Int) -> String? {
        guard choice.first?.counted == nil else { return nil }
        let plural = PluralForms(forms, zeroIsExact: choice.first?.zeroIsExact ?? false)
        return plural.form(plural.category(of: Double(count), in: rules))
    }

    /// The whole text for `count`, when the text is formatted whole (an ARB message, an
    /// i18next or gettext text, a format with plural variables); nil otherwise.
    public func finishedText(for count: Int) -> String? {
        choice.first?.counted?.text(for: count)
    }
}

/// A text that holds the count among its own arguments, with everything else it needs to
/// be formatted for each count.
struct CountedText: Sendable, Hashable {
    let entry: StringEntry
    let arguments: StringArguments
    let rules: String

    func text(for count: Int) -> String? {
        guard case .success(let rendered) = entry.rendered(arguments, rules: rules, countdown: count) else { return nil }
        return rendered.text
    }
}
