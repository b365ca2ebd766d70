/// A counted text's forms, one per plural category, and how a count chooses among them.
public struct PluralForms: Sendable, Hashable {
    public var forms: [PluralCategory: String]
    /// Whether a `zero` form is the form of the number 0 itself, in any language, and of no
    /// other number (Foundation's rule for `.stringsdict` files and String Catalogs);
    /// otherwise `zero` is CLDR's category, as Android has it.
    public var zeroIsExact: Bool

    public init(_ forms: [PluralCategory: String], zeroIsExact: Bool = false) {
        self.forms = forms
        self.zeroIsExact = zeroIsExact
    }

    /// The category whose form `count` takes by `locale`'s CLDR rules: `zero` for 0 when the
    /// zero form is exact and given.
    func category(of count: Double, in locale: String) -> PluralCategory {
        if zeroIsExact {
            if count == 0, forms[.zero] != nil { return .zero }
            let category = PluralCategory.of(count, in: locale)
            return category == .zero ? .other : category
        }
        return PluralCategory.of(count, in: locale)
    }

    /// The named placeholders of the forms, in category order and each form's own order.
    var argumentNames: [String] {
        forms.sorted { $0.key < $1.key }.flatMap { StringFormat.argumentNames(in: $0.value) }
    }

    /// The form of `category`, else `other`'s.
    func form(_ category: PluralCategory) -> String? {
        forms[category] ?? forms[.other]
    }
}
