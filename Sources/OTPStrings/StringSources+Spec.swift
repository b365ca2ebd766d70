import OTPSpec

/// String sources as the spec decoder reads them: texts looked up for a spec's key
/// references, and the loader that reads the files its `strings` key names.
extension StringSources: SpecStringSource {
    public var defaultLocale: String {
        catalogs.lazy.compactMap(\.sourceLanguage).first ?? "en"
    }

    public func text(for reference: SpecTextReference, locale: String, countdown: Int?) throws(SpecStringsError) -> FoundText {
        do throws(StringsError) {
            let found = try text(reference.key, locale: locale, arguments: reference.arguments.map(StringArgument.init),
                                 named: reference.named.mapValues(StringArgument.init), countdown: countdown)
            return FoundText(key: found.key, locale: found.locale, from: found.from, source: found.source,
                             plural: found.plural?.rawValue, text: found.text, countdown: found.countdownForms.map(CountdownTexts.init),
                             notice: found.notice)
        } catch {
            throw SpecStringsError(error)
        }
    }
}

extension SpecStringLoader {
    /// Reads string sources relative to `baseDirectory`, through `files`.
    public static func reading(from baseDirectory: String, files: StringFiles = StringFiles()) -> SpecStringLoader {
        SpecStringLoader { paths throws(SpecStringsError) in
            do throws(StringsError) {
                return try StringSources.load(paths, baseDirectory: baseDirectory, files: files)
            } catch {
                throw SpecStringsError(error)
            }
        }
    }
}

extension SpecStringsError {
    /// `error`, as the spec decoder reports it.
    init(_ error: StringsError) {
        let isMissingKey = if case .missingKey = error.problem { true } else { false }
        self.init(error.description, source: error.source, isMissingKey: isMissingKey)
    }
}

extension StringArgument {
    /// A spec's argument.
    init(_ argument: SpecTextReference.Argument) {
        switch argument {
        case .text(let text): self = .text(text)
        case .number(let number): self = .number(number)
        }
    }
}

/// A countdown's texts as a spec's button holds them.
extension PluralTexts: CountdownForms {
    public func format(for count: Int) -> String? { text(for: count) }
}
