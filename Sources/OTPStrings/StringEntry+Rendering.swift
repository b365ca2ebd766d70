import OTPJSON

/// A text filled in: what is drawn, the plural category its count chose, for a
/// countdown's text the texts it ticks through, and how the entry was read where its author
/// likely expects otherwise (``LocalizedText/notice``).
struct RenderedText {
    var text: String
    var category: PluralCategory?
    var countdown: PluralTexts?
    var notice: String?
}

extension StringEntry {
    /// The entry filled with `arguments`, its plural forms chosen by `rules`, a locale's CLDR
    /// rules. With `countdown`, the seconds a countdown starts from, the count goes where the
    /// entry's syntax puts a count: the first argument of a printf text (kept `%d` in its
    /// plural forms for the countdown to fill), the plural argument an ARB message names (or
    /// its only argument), i18next's `count`, the whole number a gettext message names
    /// (``GettextEntry/countName``).
    func rendered(_ arguments: StringArguments, rules: String, countdown: Int? = nil) -> Result<RenderedText, FormatFailure> {
        var given = arguments
        if let countdown, !isNamed { given.positional.insert(.number(Double(countdown)), at: 0) }
        switch self {
        case .text(let text):
            return StringFormat.format(text, given, countdown: countdown == nil ? nil : 0).map { RenderedText(text: $0) }
        case .plural(let plural):
            return renderedPlural(plural, given, rules: rules, countdown: countdown)
        case .variables(let format, let variables):
            var category: PluralCategory?
            let text = StringFormat.format(format, given) { name, index in
                guard let variable = variables[name] else {
                    return .failure(FormatFailure("has %#@\(name)@, but defines no variable \(JSONValue.quoted(name))"))
                }
                let argument = variable.argument.map { $0 - 1 } ?? index
                var count: Double?
                if given.positional.indices.contains(argument), case .number(let number) = given.positional[argument] { count = number }
                // A variable whose forms are all one text (Mastodon's `%#@names@`, all empty)
                // holds no count, and takes any argument.
                if count == nil, Set(variable.forms.forms.values).count == 1 { count = 0 }
                guard let count else {
                    return .failure(FormatFailure("has %#@\(name)@, whose count is argument \(argument + 1), but no number is given for it"))
                }
                let chosen = variable.forms.category(of: count, in: rules)
                category = category ?? chosen
                return StringFormat.format(variable.forms.form(chosen) ?? "", given, firstArgument: argument)
            }
            return text.map { RenderedText(text: $0, category: category, countdown: counted(arguments, rules: rules, countdown: countdown)) }
        case .i18next(let entry):
            if let countdown { given.named["count"] = .number(Double(countdown)) }
            var count: Double?
            if case .number(let number)? = given.named["count"] { count = number }
            guard let (text, category) = entry.text(count: count, locale: rules) else {
                guard let count else {
                    return .failure(FormatFailure("has plural forms but no text of its own, and no count is given to choose a form (give count in args)"))
                }
                var failure = FormatFailure("has no text for count \(StringArgument.number(count))")
                failure.triedSuffixes = entry.triedSuffixes(count: count, locale: rules)
                return .failure(failure)
            }
            return I18nextText.format(text, given).map {
                RenderedText(text: $0, category: category, countdown: counted(arguments, rules: rules, countdown: countdown))
            }
        case .gettext(let entry):
            if let countdown { given.named[entry.countName] = .number(Double(countdown)) }
            let count = given.count(amongNames: entry.argumentNames)
            guard let text = entry.text(count: count) else {
                return .failure(FormatFailure("has plural forms, but no number is given to choose one (give count in args)"))
            }
            let category = entry.plural == nil ? nil : count.map { PluralCategory.of($0, in: rules) }
            return StringFormat.format(text, given).map {
                RenderedText(text: $0, category: category, countdown: counted(arguments, rules: rules, countdown: countdown))
            }
        case .message(let message):
            return renderedMessage(message, given, rules: rules, countdown: countdown)
        }
    }

    /// Whether the entry's placeholders have names, so that a countdown's count is a named
    /// argument rather than the first.
    private var isNamed: Bool {
        switch self {
        case .text, .plural, .variables: false
        case .i18next, .gettext, .message: true
        }
    }

    private func renderedPlural(_ plural: PluralForms, _ given: StringArguments, rules: String, countdown: Int?) -> Result<RenderedText, FormatFailure> {
        guard let count = given.count(amongNames: plural.argumentNames) else {
            return .failure(FormatFailure("has plural forms, but no number is given to choose one (give it in args)"))
        }
        let category = plural.category(of: count, in: rules)
        let index = countdown == nil ? nil : 0
        return StringFormat.format(plural.form(category) ?? "", given, countdown: index).flatMap { text in
            guard countdown != nil else { return .success(RenderedText(text: text, category: category)) }
            var filled: [PluralCategory: String] = [:]
            for (category, form) in plural.forms {
                switch StringFormat.format(form, given, countdown: index) {
                case .success(let text): filled[category] = text
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(RenderedText(text: text, category: category,
                                         countdown: PluralTexts(rules: rules, forms: PluralForms(filled, zeroIsExact: plural.zeroIsExact))))
        }
    }

    private func renderedMessage(_ message: ARBMessage, _ arguments: StringArguments, rules: String, countdown: Int?) -> Result<RenderedText, FormatFailure> {
        let names = message.arguments
        var given = arguments.named
        if let countdown { given[names.first(where: \.isPlural)?.name ?? (names.count == 1 ? names[0].name : "count")] = .number(Double(countdown)) }
        let notice = message.pluralWritingHash.map { plural in
            "writes # in {\(plural), plural, …}, which gen-l10n keeps as text, so the app shows it (write {\(plural)} for the number)"
        }
        return message.formatted(given, rules: rules).map {
            RenderedText(text: $0.text, category: $0.category, countdown: counted(arguments, rules: rules, countdown: countdown), notice: notice)
        }
    }

    /// For a countdown, the entry to format whole for each count.
    private func counted(_ arguments: StringArguments, rules: String, countdown: Int?) -> PluralTexts? {
        countdown.map { _ in PluralTexts(CountedText(entry: self, arguments: arguments, rules: rules)) }
    }
}

extension RenderedText {
    init(text: String) { self.init(text: text, category: nil, countdown: nil) }
}
