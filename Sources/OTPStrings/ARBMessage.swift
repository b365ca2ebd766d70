import OTPJSON

/// A Flutter ARB message, as `flutter gen-l10n` reads and its generated code formats it: text,
/// `{name}` placeholders, `{count, plural, …}` and `{choice, select, …}` (nested in any
/// order), and `{when, date, ::yMd}`. gen-l10n reads ICU's syntax its own way, and so does
/// this: `#` is text (write `{count}` for the number), a placeholder's number is written as
/// Dart writes it (`3`, `2.5`; `3.0` for a `double` placeholder), and a plural form is chosen
/// as `Intl.pluralLogic` chooses it (``form(for:in:among:)``). A number placeholder with a
/// `format` (intl's `NumberFormat`) takes its text as the argument.
public struct ARBMessage: Sendable, Hashable {
    /// One piece of a message.
    indirect enum Part: Sendable, Hashable {
        case text(String)
        /// `{name}`.
        case placeholder(String)
        /// `{name, plural, …}`: the forms by the argument of `Intl.pluralLogic` each gives
        /// (`=0` and `zero` give `zero`, `=1` and `one` give `one`; of two, the later wins).
        case plural(String, [PluralCategory: [Part]])
        /// `{name, select, …}`: the forms by case.
        case select(String, [String: [Part]])
        /// `{name, date, ::skeleton}` or `{name, time, ::skeleton}`: the argument's text.
        case dateTime(String)
    }

    /// What the template's `@key` metadata says of a placeholder.
    struct Placeholder: Sendable, Hashable {
        /// `int`, `double`, `num`, `String`…: a `double`'s number is written with a fraction.
        var type: String?
        /// intl's `NumberFormat` a number is written with (`decimalPattern`, `compact`).
        var format: String?
    }

    var parts: [Part]
    /// The placeholders the template's `@key` metadata declares, by name.
    var placeholders: [String: Placeholder] = [:]
    /// The pseudo-locale that transforms the message's text once it is formatted, its
    /// arguments kept.
    var pseudolocale: Pseudolocale?

    /// The names of the arguments the message takes, in the order they first appear, each
    /// with whether it counts a plural.
    var arguments: [(name: String, isPlural: Bool)] {
        var found: [(name: String, isPlural: Bool)] = []
        var positions: [String: Int] = [:]
        func note(_ name: String, _ isPlural: Bool) {
            if let index = positions[name] {
                found[index].isPlural = found[index].isPlural || isPlural
            } else {
                positions[name] = found.count
                found.append((name, isPlural))
            }
        }
        visit { part, _ in
            switch part {
            case .text: break
            case .placeholder(let name), .dateTime(let name), .select(let name, _): note(name, false)
            case .plural(let name, _): note(name, true)
            }
        }
        return found
    }

    /// The first plural whose forms write `#`, which gen-l10n keeps as text where ICU would
    /// put the number: what its author most likely did not mean.
    var pluralWritingHash: String? {
        var found: String?
        visit { part, plural in
            if found == nil, case .text(let text) = part, let plural, text.contains("#") { found = plural }
        }
        return found
    }

    /// Every part, depth first, each form's parts after it in the order of the forms' cases,
    /// with the name of the innermost plural the part is in a form of.
    private func visit(_ body: (Part, _ plural: String?) -> Void) {
        func walk(_ parts: [Part], in plural: String?) {
            for part in parts {
                body(part, plural)
                switch part {
                case .text, .placeholder, .dateTime: break
                case .plural(let name, let forms): forms.keys.sorted().forEach { forms[$0].map { walk($0, in: name) } }
                case .select(_, let forms): forms.keys.sorted().forEach { forms[$0].map { walk($0, in: plural) } }
                }
            }
        }
        walk(parts, in: nil)
    }

    /// The message filled with `arguments` by name, its plural forms chosen by `rules`'s CLDR
    /// rules; the category the first plural chose.
    func formatted(_ arguments: [String: StringArgument], rules: String) -> Result<(text: String, category: PluralCategory?), FormatFailure> {
        var pieces: [(text: String, isSpecifier: Bool)] = [], category: PluralCategory?
        if let failure = append(parts, to: &pieces, category: &category, arguments, rules: rules) { return .failure(failure) }
        let text = pieces.map(\.text).joined()
        return .success((pseudolocale.map { $0.transform(text, pieces: pieces) } ?? text, category))
    }

    private func append(_ parts: [Part], to pieces: inout [(text: String, isSpecifier: Bool)], category: inout PluralCategory?,
                        _ arguments: [String: StringArgument], rules: String) -> FormatFailure? {
        for part in parts {
            switch part {
            case .text(let text):
                pieces.append((text, false))
            case .placeholder(let name), .dateTime(let name):
                guard let value = arguments[name] else { return Self.missing(name) }
                if case .number = value, let format = numberFormat(of: name) {
                    return FormatFailure("has {\(name)}, whose number is written with intl's NumberFormat.\(format), which otp-render does not write: give the text it writes (\"1,234.5\") as the argument")
                }
                pieces.append((text(of: value, placeholder: name), true))
            case .plural(let name, let forms):
                guard let value = arguments[name] else { return Self.missing(name) }
                guard case .number(let count) = value else {
                    return FormatFailure("has {\(name), plural, …}, but its argument is \(JSONValue.quoted(value.description)), not a number")
                }
                let (chosen, form) = Self.form(for: count, in: rules, among: forms)
                category = category ?? chosen
                if let form, let failure = append(form, to: &pieces, category: &category, arguments, rules: rules) { return failure }
            case .select(let name, let forms):
                guard let value = arguments[name] else { return Self.missing(name) }
                let choice = text(of: value, placeholder: name)
                guard let form = forms[choice] ?? forms["other"] else {
                    return FormatFailure("has {\(name), select, …}, whose cases are \(forms.keys.sorted().joined(separator: ", ")): \(JSONValue.quoted(choice)) is none of them and it has no other")
                }
                if let failure = append(form, to: &pieces, category: &category, arguments, rules: rules) { return failure }
            }
        }
        return nil
    }

    /// The form `Intl.pluralLogic` takes for `count`: `zero`, `one` and `two` for 0, 1 and 2
    /// whatever the locale's rules say (gen-l10n's `=0`, `=1`, `=2`), else the form of the
    /// count's CLDR category, `two` falling back to `few`, any to `other`.
    static func form(for count: Double, in rules: String, among forms: [PluralCategory: [Part]]) -> (PluralCategory, [Part]?) {
        for (exact, category) in [(0.0, PluralCategory.zero), (1, .one), (2, .two)] where count == exact {
            if let form = forms[category] { return (category, form) }
        }
        let category = PluralCategory.of(count, in: rules)
        let fallbacks: [PluralCategory] = category == .two ? [.two, .few, .other] : [category, .other]
        return (category, fallbacks.lazy.compactMap { forms[$0] }.first)
    }

    /// A value as the generated code writes it: a text as it is, a number as Dart's
    /// `toString` writes the `int` or `double` the placeholder's type makes it.
    private func text(of value: StringArgument, placeholder: String) -> String {
        switch value {
        case .text(let text): return text
        case .number(let number): return DartNumberText.text(of: number, asDouble: placeholders[placeholder]?.type == "double")
        }
    }

    /// The `format` a number placeholder is written with, as gen-l10n applies it: to a
    /// placeholder of a number type (`int`, `double`, `num`) or of none.
    private func numberFormat(of placeholder: String) -> String? {
        guard let declared = placeholders[placeholder], let format = declared.format else { return nil }
        guard let type = declared.type else { return format }
        return ["int", "double", "num"].contains(type) ? format : nil
    }

    private static func missing(_ name: String) -> FormatFailure {
        FormatFailure("has {\(name)}, but no argument \(JSONValue.quoted(name)) is given (give it in args)")
    }
}
