/// One key's text in one locale: a plain text, or a counted one with a form per plural
/// category (`one`: "%d second", `other`: "%d seconds").
public enum StringEntry: Sendable, Hashable {
    case text(String)
    case plural([PluralCategory: String])

    /// The text for a count in `category`: a plain text itself, else the category's form, or
    /// `other` when the catalog has no form for it.
    func text(for category: PluralCategory?) -> String? {
        switch self {
        case .text(let text): text
        case .plural(let forms): forms[category ?? .other] ?? forms[.other]
        }
    }

    /// The entry with each of its texts changed by `transform`.
    func map(_ transform: (String) -> String) -> StringEntry {
        switch self {
        case .text(let text): .text(transform(text))
        case .plural(let forms): .plural(forms.mapValues(transform))
        }
    }
}
