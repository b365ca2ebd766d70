import OTPSpec
import Testing

/// The decoder asks the locale data its caller wires in for a `locale`'s direction and for
/// `digits`, and refuses both, by key, when it is given none.
@Suite struct SpecLocalesTests {
    /// Locale data of its own: `qaa` (a private-use language) written right to left, and one
    /// numbering system, `qdig`, whose digits are the letters a to j.
    struct PrivateLocales: SpecLocales {
        func isRightToLeft(_ locale: String) -> Bool? { locale == "qaa" ? true : locale == "en" ? false : nil }
        func numberingSystem(named name: String) -> NumberingSystem? {
            name == "qdig" ? NumberingSystem(name: "qdig", digits: "abcdefghij".map(String.init)) : nil
        }
        func numberingSystem(forLocale locale: String) -> NumberingSystem {
            locale == "qaa" ? numberingSystem(named: "qdig") ?? .latin : .latin
        }
        var numberingSystemNames: [String] { ["latn", "qdig"] }
    }

    private func decode(_ json: String, locales: (any SpecLocales)?) throws(SpecError) -> FieldSpec {
        try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", locales: locales)
    }

    /// The message decoding `json` fails with; nil when it decodes.
    private func message(_ json: String, locales: (any SpecLocales)?) -> String? {
        do {
            _ = try decode(json, locales: locales)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func directionAndDigitsComeFromTheLocaleDataGiven() throws {
        let spec = try decode(#"{"locale": "qaa", "digits": "locale", "value": "12"}"#, locales: PrivateLocales())
        #expect(spec.direction == .rightToLeft)
        #expect(spec.digits.name == "qdig" && spec.digits.displaying(spec.value) == "bc")
        #expect(try decode(#"{"locale": "qaa", "direction": "ltr"}"#, locales: PrivateLocales()).direction == .leftToRight, "the spec's own wins")
        #expect(try decode(#"{"digits": "qdig"}"#, locales: PrivateLocales()).digits.digits.joined() == "abcdefghij")
    }

    @Test func latinDigitsNeedNoLocaleData() throws {
        #expect(try decode(#"{"digits": "latn"}"#, locales: nil).digits == .latin)
        #expect(try decode(#"{"digits": "locale"}"#, locales: nil).digits == .latin, "no locale: its digits are latn")
    }

    @Test(arguments: [
        (#"{"locale": "ar"}"#, #"spec.json: locale: "ar" cannot be read here: the decoder was given no locale data (SpecLocales)"#),
        (#"{"digits": "arab"}"#, #"spec.json: digits: "arab" cannot be read here: the decoder was given no locale data (SpecLocales)"#),
    ])
    func withoutLocaleDataLocalesAndDigitsAreRefused(json: String, message: String) {
        #expect(self.message(json, locales: nil) == message)
    }

    @Test(arguments: [
        (#"{"locale": "zz top"}"#, #"spec.json: locale: "zz top" is not a locale (use a BCP 47 tag such as de or pt-BR)"#),
        (#"{"digits": "qdgi"}"#,
         #"spec.json: digits: "qdgi" is not a numbering system with digits (did you mean qdig?); use latn, arab, arabext, deva, beng, thai, hanidec, … (CLDR's names) or locale"#),
    ])
    func whatTheLocaleDataDoesNotKnowIsRefused(json: String, message: String) {
        #expect(self.message(json, locales: PrivateLocales()) == message)
    }
}
