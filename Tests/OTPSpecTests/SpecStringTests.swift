import OTPJSON
import OTPSpec
import OTPStrings
import OTPTestSupport
import Testing

/// Spec texts that name keys of string sources: looked up for the spec's locale, with their
/// arguments, the locale's direction, and the countdown's plural form.
@Suite struct SpecStringTests {
    static let folder = RepositoryFiles.root.appendingPathComponent("Tests/OTPStringsTests/Fixtures").path
    static let loader = SpecStringLoader.reading(from: folder)

    static func decode(_ json: String) throws(SpecError) -> FieldSpec {
        try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", presetNames: Presets.names, presets: Presets.named, strings: loader, locales: SpecTestSupport.locales)
    }

    static func message(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error.description.replacing(folder + "/", with: "")
        }
    }

    @Test func everyTextKeyTakesAKeyWithItsArguments() throws {
        let spec = try Self.decode(#"""
        {"preset": "signin-block", "strings": "strings.json", "locale": "de-AT", "placeholder": "@@",
         "title": "@title", "subtitle": {"key": "subtitle", "args": ["+43 1 234"]},
         "message": {"text": "@title", "error": "@@ppears as written"}}
        """#)
        #expect(spec.title?.text == "Code eingeben" && spec.title?.font.size == 20, "the preset's title font is kept")
        #expect(spec.subtitle?.text == "Wir haben ihn an +43 1 234 gesendet")
        #expect(spec.message?.error == "@ppears as written" && spec.placeholder == "@")
        #expect(spec.textUses.map(\.keyPath) == ["title.text", "subtitle.text", "message.text"])
        #expect(spec.textUses[1].text.from == "de" && spec.textUses[1].text.locale == "de-AT")
    }

    @Test func theLocaleSetsTheDirectionUnlessTheSpecDoes() throws {
        #expect(try Self.decode(#"{"preset": "signin-block", "strings": "strings.json", "locale": "ar", "title": "@title"}"#).direction == .rightToLeft)
        #expect(try Self.decode(#"{"preset": "hebrew-block", "locale": "en"}"#).direction == .leftToRight)
        #expect(try Self.decode(#"{"locale": "ar", "direction": "ltr"}"#).direction == .leftToRight)
    }

    @Test func theCountdownChoosesItsPluralFormForTheSecondsLeftAndCountsItself() throws {
        let spec = try Self.decode(#"{"preset": "signin-block", "strings": "strings.json", "locale": "ar", "button": {"format": "@resend", "remaining": 3}}"#)
        #expect(spec.button?.format == "إعادة الإرسال بعد %d ثوانٍ")
        #expect(spec.button?.displayedTitle(remaining: 3) == "إعادة الإرسال بعد 3 ثوانٍ")
        let english = try Self.decode(#"{"preset": "signin-block", "strings": "strings.json", "button": {"format": "@resend"}}"#)
        #expect(english.button?.format == "Resend in %d seconds", "the preset's 42 seconds choose `other`")
    }

    @Test func namedArgumentsFillNamedPlaceholders() throws {
        let spec = try Self.decode(#"""
        {"strings": "arb", "locale": "en", "subtitle": {"key": "codeSent", "args": {"phone": "+1 415 555 0132"}},
         "title": {"key": "codeGuests", "args": {"count": 3, "host": "Ann"}}}
        """#)
        #expect(spec.subtitle?.text == "We sent a code to +1 415 555 0132")
        #expect(spec.title?.text == "3 guests with Ann")
        #expect(spec.textUses[0].text.source.hasSuffix("arb"))
    }

    @Test func anARBPluralWritingHashIsDrawnAsTheAppShowsItWithAWarning() throws {
        let spec = try Self.decode(#"{"strings": "arb", "locale": "en", "title": {"key": "codeDays", "args": {"count": 3}}}"#)
        #expect(spec.title?.text == "# days")
        #expect(spec.textUses[0].warning?.hasPrefix("title: ") == true)
        #expect(spec.textUses[0].warning?.hasSuffix("codeDays: (en) writes # in {count, plural, …}, which gen-l10n keeps as text, so the app shows it (write {count} for the number)") == true)
    }

    @Test func theCountdownFillsTheArgumentAMessageCountsWith() throws {
        let spec = try Self.decode(#"{"preset": "signin-block", "strings": "arb", "locale": "ru", "button": {"format": "@codeResend", "remaining": 3}}"#)
        #expect(spec.button?.displayedTitle(remaining: 3) == "few: 3")
        #expect(spec.button?.displayedTitle(remaining: 5) == "many: 5")
        #expect(spec.button?.displayedTitle(remaining: 21) == "one: 21")
        let i18next = try Self.decode(#"{"preset": "signin-block", "strings": "i18next-files", "button": {"format": "@resend", "remaining": 1}}"#)
        #expect(i18next.button?.displayedTitle(remaining: 1) == "Resend in 1 second")
        #expect(i18next.button?.displayedTitle(remaining: 30) == "Resend in 30 seconds")
        let gettext = try Self.decode(#"{"preset": "signin-block", "strings": "gettext", "locale": "pl", "button": {"format": "@%(count)d second left", "remaining": 2}}"#)
        #expect(gettext.button?.displayedTitle(remaining: 2) == "pl[1]: 2")
        #expect(gettext.button?.displayedTitle(remaining: 5) == "pl[2]: 5")
    }

    @Test func aMissingKeyMayStandForItsTextWithAWarning() throws {
        var loader = Self.loader
        loader.allowsMissing = true
        let json = #"{"strings": "strings.json", "locale": "de", "title": "@only.austria", "subtitle": "@title"}"#
        let spec = try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", strings: loader, locales: SpecTestSupport.locales)
        #expect(spec.title?.text == "only.austria" && spec.subtitle?.text == "Code eingeben")
        #expect(spec.textUses.map(\.warning) == [#"title: "@only.austria" cannot be found: \#(Self.folder)/strings.json: only.austria: no text for de (looked in de, en, default); drawn as "only.austria""#, nil])
        let badArguments = #"{"strings": "strings.json", "subtitle": {"key": "subtitle"}}"#
        #expect(throws: SpecError.self, "a missing argument is still an error") {
            try SpecDecoder.decode(json: Array(badArguments.utf8), file: "spec.json", strings: loader, locales: SpecTestSupport.locales)
        }
    }

    static let errors: [BadInput] = [
        BadInput(#"{"title": "@title"}"#, #"spec.json: title: "@title" names a string key, but the spec names no string sources (give `strings`)"#),
        BadInput(#"{"strings": "strings.json", "title": "@titel"}"#,
                 #"spec.json: title: "@titel" cannot be found: strings.json: titel: no such key in any locale (asked for en; looked in en, default) (did you mean title?)"#),
        BadInput(#"{"strings": "strings.json", "locale": "de", "title": "@only.austria"}"#,
                 #"spec.json: title: "@only.austria" cannot be found: strings.json: only.austria: no text for de (looked in de, en, default)"#),
        BadInput(#"{"strings": "strings.json", "locale": "deutsch"}"#, #"spec.json: locale: "deutsch" is not a locale (use a BCP 47 tag such as de or pt-BR)"#),
        BadInput(#"{"strings": "absent.xcstrings", "title": "@title"}"#, "spec.json: strings: absent.xcstrings: no such file"),
        BadInput(#"{"strings": 3}"#, "spec.json: strings: 3 must be a file name or a non-empty array of file names or null"),
        BadInput(#"{"strings": "strings.json", "subtitle": {"key": "subtitle"}}"#,
                 #"spec.json: subtitle: {"key": "subtitle"} cannot be found: strings.json: subtitle: "We sent it to %@" (en) has %@ for argument 1, but 0 are given"#),
        BadInput(#"{"strings": "arb", "title": {"key": "codeSent", "args": ["+1 415"]}}"#,
                 #"spec.json: title: {"key": "codeSent", "args": ["+1 415"]} cannot be found: arb: codeSent: (en) has {phone}, but no argument "phone" is given (give it in args)"#),
        BadInput(#"{"digits": "arabb"}"#,
                 #"spec.json: digits: "arabb" is not a numbering system with digits (did you mean arab?); use latn, arab, arabext, deva, beng, thai, hanidec, … (CLDR's names) or locale"#),
        BadInput(#"{"digits": "roman"}"#,
                 #"spec.json: digits: "roman" is not a numbering system with digits; use latn, arab, arabext, deva, beng, thai, hanidec, … (CLDR's names) or locale"#),
        BadInput(#"{"digits": 1}"#, "spec.json: digits: 1 must be a numbering system name"),
        BadInput(#"{"digits": "locale", "locale": "arabic"}"#, #"spec.json: locale: "arabic" is not a locale (use a BCP 47 tag such as de or pt-BR)"#),
    ]

    @Test func theCountdownTakesEachPluralFormAsItTicks() throws {
        let english = try #require(try Self.decode(#"""
            {"strings": "Localizable.xcstrings", "locale": "en", "button": {"format": "@code.resend", "remaining": 3}}
            """#).button)
        #expect(english.format == "Resend in %d seconds")
        #expect(english.displayedTitle(remaining: 3) == "Resend in 3 seconds")
        #expect(english.displayedTitle(remaining: 1) == "Resend in 1 second", "one, though the spec starts at 3")
        let russian = try #require(try Self.decode(#"""
            {"strings": "Localizable.xcstrings", "locale": "ru", "button": {"format": "@code.resend", "remaining": 11}}
            """#).button)
        #expect((russian.countdownForms?.forms as? PluralTexts)?.rules == "ru")
        #expect(russian.displayedTitle(remaining: 11) == "Через 11 секунд", "many")
        #expect(russian.displayedTitle(remaining: 3) == "Через 3 секунды", "few")
        #expect(russian.displayedTitle(remaining: 21) == "Через 21 секунду", "one")
        let written = try #require(try Self.decode(#"{"button": {"format": "%d s", "remaining": 3}}"#).button)
        #expect(written.countdownForms == nil && written.displayedTitle(remaining: 1) == "1 s")
    }

    @Test func digitsNamesASystemOrTakesTheLocales() throws {
        #expect(try SpecTestSupport.decode(#"{"digits": "arab"}"#).digits.name == "arab")
        #expect(try SpecTestSupport.decode(#"{"digits": "locale", "locale": "ar"}"#).digits.name == "arab")
        #expect(try SpecTestSupport.decode(#"{"digits": "locale", "locale": "ar-MA"}"#).digits.name == "latn")
        #expect(try SpecTestSupport.decode(#"{"digits": "locale", "locale": "fa"}"#).digits.name == "arabext")
        #expect(try SpecTestSupport.decode(#"{"digits": "locale"}"#).digits.name == "latn", "no locale: the source language's")
        #expect(try SpecTestSupport.decode(#"{"locale": "ar"}"#).digits == .latin, "latn unless asked")
        let spec = try SpecTestSupport.decode(#"{"digits": "locale", "locale": "bn"}"#)
        #expect(SpecEncoder.jsonValue(for: spec)["digits"] == .string("beng"))
    }

    @Test(arguments: errors) func badStringKeys(_ input: BadInput) {
        #expect(Self.message(input.json) == input.message)
    }
}
