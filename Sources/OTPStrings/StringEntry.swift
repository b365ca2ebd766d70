/// One key's text in one locale, in the syntax of the format it was read from.
public enum StringEntry: Sendable, Hashable {
    /// A text with printf specifiers (`%@`, `%1$d`): Apple's, Android's and our JSON's.
    case text(String)
    /// A counted text with printf specifiers, a form per plural category (`one`: "%d second",
    /// `other`: "%d seconds").
    case plural(PluralForms)
    /// A printf format with plural variables, each with its forms (`%#@minutes@`): a
    /// `.stringsdict` entry, or a String Catalog string with substitutions.
    case variables(format: String, [String: PluralVariable])
    /// An i18next text (`{{name}}` placeholders), with its plural forms when it has some.
    case i18next(I18nextEntry)
    /// A Flutter ARB message (`{count, plural, =0{…} one{…} other{{count} codes}}`), read as
    /// `flutter gen-l10n` reads it.
    case message(ARBMessage)
    /// A gettext message: its translation, or its translations chosen by the catalog's
    /// `Plural-Forms`.
    case gettext(GettextEntry)

    /// The entry with each text a translator wrote transformed by `pseudolocale`, its
    /// placeholders kept (an ARB message is transformed once formatted, its arguments kept).
    func pseudolocalized(_ pseudolocale: Pseudolocale) -> StringEntry {
        let printf = { (text: String) in pseudolocale.transform(text, pieces: StringFormat.pieces(of: text)) }
        let forms = { (forms: PluralForms) in PluralForms(forms.forms.mapValues(printf), zeroIsExact: forms.zeroIsExact) }
        switch self {
        case .text(let text): return .text(printf(text))
        case .plural(let plural): return .plural(forms(plural))
        case .variables(let format, let variables):
            return .variables(format: printf(format), variables.mapValues { PluralVariable(forms: forms($0.forms), argument: $0.argument) })
        case .i18next(let entry):
            let interpolated = { (text: String) in pseudolocale.transform(text, pieces: I18nextText.pieces(of: text)) }
            return .i18next(I18nextEntry(text: entry.text.map(interpolated), forms: entry.forms.mapValues(interpolated)))
        case .message(var message):
            message.pseudolocale = pseudolocale
            return .message(message)
        case .gettext(let entry): return .gettext(GettextEntry(forms: entry.forms.map(printf), plural: entry.plural, argumentNames: entry.argumentNames))
        }
    }
}
