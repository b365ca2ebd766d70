/// A plural variable of a format (`%#@minutes@` in `"Resend in %#@minutes@"`): its forms,
/// chosen by the number its argument holds, each put where the variable is. A
/// `.stringsdict` entry's `NSStringPluralRuleType` dictionary, or a String Catalog's
/// substitution.
public struct PluralVariable: Sendable, Hashable {
    /// The forms, whose specifiers without a position take the variable's argument.
    public var forms: PluralForms
    /// The argument that chooses the form (1 for the first): a catalog substitution's
    /// `argNum`; nil for the argument the variable's place in the format takes, as in a
    /// `.stringsdict`.
    public var argument: Int?

    public init(forms: PluralForms, argument: Int? = nil) {
        self.forms = forms
        self.argument = argument
    }
}
