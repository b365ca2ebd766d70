import OTPStrings
import Testing

/// Finding a key's text for a locale: fallbacks, plural forms by CLDR rules, format specifiers.
@Suite struct StringLookupTests {
    @Test func aLocaleFallsBackToItsLanguageThenTheSourceLanguage() throws {
        #expect(try StringFixtures.text("strings.json", "title", "de-AT") == "Code eingeben")
        #expect(try StringFixtures.text("strings.json", "title", "de_CH") == "Code eingeben (Schweiz)")
        #expect(try StringFixtures.text("strings.json", "title", "fr") == "Enter the code")
        let found = try StringFixtures.sources("strings.json").text("subtitle", locale: "de-AT", arguments: [.text("+49 30 1234")])
        #expect(found.text == "Wir haben ihn an +49 30 1234 gesendet" && found.from == "de" && found.plural == nil)
    }

    @Test(arguments: [
        ("en", 1.0, "Resend in 1 second"), ("en", 0, "Resend in 0 seconds"), ("de", 1, "Erneut senden in 1 Sekunde"),
        ("ar", 0, "إعادة الإرسال الآن"), ("ar", 1, "إعادة الإرسال بعد ثانية واحدة"), ("ar", 2, "إعادة الإرسال بعد ثانيتين"),
        ("ar", 3, "إعادة الإرسال بعد 3 ثوانٍ"), ("ar", 11, "إعادة الإرسال بعد 11 ثانية"), ("ar", 100, "إعادة الإرسال بعد 100 ثانية."),
        ("pl", 1, "Wyślij ponownie za 1 sekundę"), ("pl", 2, "Wyślij ponownie za 2 sekundy"), ("pl", 5, "Wyślij ponownie za 5 sekund"),
        ("pl", 22, "Wyślij ponownie za 22 sekundy"), ("ru", 21, "Отправить снова через 21 секунду"),
        ("ru", 3, "Отправить снова через 3 секунды"), ("ru", 11, "Отправить снова через 11 секунд"),
    ])
    func pluralFormsFollowEachLanguagesRules(locale: String, count: Double, expected: String) throws {
        #expect(try StringFixtures.text("strings.json", "resend", locale, [.number(count)]) == expected)
    }

    @Test func arabicUsesAllSixCategories() {
        let categories = [0, 1, 2, 3, 11, 100].map { PluralCategory.of(Double($0), in: "ar") }
        #expect(categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralCategory.of(5, in: "ja") == .other)
    }

    @Test func specifiersTakeTheirArguments() throws {
        #expect(try StringFixtures.text("strings.json", "progress", "en", [.text("4"), .number(6), .number(66.666)])
                == "4 of 6 digits, 66.7%")
        #expect(StringFixtures.message("strings.json", "progress", "en", [.text("4")])
                == #"strings.json: progress: "%1$@ of %2$d digits, %3$.1f%%" (en) has %2$d for argument 2, but 1 is given"#)
        #expect(StringFixtures.message("strings.json", "progress", "en", [.text("4"), .text("six"), .number(1)])
                == #"strings.json: progress: "%1$@ of %2$d digits, %3$.1f%%" (en) has %d for "six", which is not a whole number"#)
    }

    @Test func missingKeysAndLocalesSayWhatWasTried() throws {
        #expect(StringFixtures.message("strings.json", "titel", "de") == "strings.json: titel: no such key in any locale (asked for de; looked in de, en, default) (did you mean title?)")
        #expect(StringFixtures.message("strings.json", "only.austria", "de")
                == "strings.json: only.austria: no text for de (looked in de, en, default)")
        #expect(try StringFixtures.text("strings.json", "progress", "de", [.text("4"), .number(6), .number(50)])
                == "4 of 6 digits, 50.0%", "the source language's text stands in")
        #expect(StringFixtures.message("strings.json", "resend", "de")
                == "strings.json: resend: (de) has plural forms, but no number is given to choose one (give it in args)")
        #expect(StringFixtures.message("strings.json", "title", "german")
                == #"strings.json: title: "german" is not a locale (use a BCP 47 tag such as de or pt-BR)"#)
    }

    @Test func rightToLeftLocalesAreTheLocalesOfRightToLeftScripts() {
        for locale in ["ar", "he", "fa-IR", "ur", "ar-XB", "yi"] { #expect(LocaleTag(locale)?.isRightToLeft == true, "\(locale)") }
        for locale in ["en", "ja", "de-AT", "en-XA", "sr-Latn"] { #expect(LocaleTag(locale)?.isRightToLeft == false, "\(locale)") }
    }
}

/// Locale tags in the spellings sources use, read to one form.
@Suite struct LocaleTagTests {
    @Test(arguments: [("de-AT", "de-AT"), ("de_at", "de-AT"), ("sr-Latn-RS", "sr-Latn-RS"), ("zh_hans", "zh-Hans"),
                      ("b+sr+Latn", "sr-Latn"), ("de-rAT", "de-AT"), ("es-419", "es-419"), ("FIL", "fil")])
    func spellingsReadToOneForm(text: String, canonical: String) {
        #expect(LocaleTag(text)?.description == canonical)
    }

    @Test(arguments: ["", "x", "english", "de-", "de--AT", "de-ATX-1", "12", "de-Latn-Latn"])
    func otherTextsAreNotLocales(text: String) {
        #expect(LocaleTag(text) == nil, "\(text)")
    }
}

/// Android's pseudo-locales over any source: the source texts accented and lengthened, or mirrored.
@Suite struct PseudolocaleTests {
    @Test func enXAAccentsBracketsAndLengthensTheSourceText() throws {
        #expect(try StringFixtures.text("strings.json", "title", "en-XA") == "[Éñţéŕ ţĥé çöðé öñé ţŵö]")
        #expect(try StringFixtures.text("strings.json", "resend", "en-XA", [.number(1)]) == "[Ŕéšéñð îñ 1 šéçöñð öñé ţŵö]")
        #expect(try StringFixtures.text("strings.json", "subtitle", "en-XA", [.text("+1 415")]) == "[Ŵé šéñţ îţ ţö +1 415 öñé ţŵö]",
                "the argument is not accented")
        #expect(try StringFixtures.text("res", "code_title", "en-XA") == "[Éñţéŕ ţĥé çöðé öñé ţŵö]", "Android's default texts")
    }

    /// As Android's resource compiler makes `ar-XB`: each word and each specifier (with its
    /// argument) in RLM RLO … PDF RLM, which the bidirectional algorithm draws backwards.
    @Test func arXBOverridesEachWordAndReadsRightToLeft() throws {
        func overridden(_ words: String...) -> String { words.map { "\u{200F}\u{202E}\($0)\u{202C}\u{200F}" }.joined(separator: " ") }
        #expect(try StringFixtures.text("strings.json", "title", "ar-XB") == overridden("Enter", "the", "code"), "not the Arabic text")
        #expect(try StringFixtures.text("strings.json", "subtitle", "ar-XB", [.text("+1 415")])
                == overridden("We", "sent", "it", "to", "+1 415"))
        #expect(try StringFixtures.text("strings.json", "resend", "ar-XB", [.number(2)]) == overridden("Resend", "in", "2", "seconds"),
                "English plural rules")
        #expect(LocaleTag("ar-XB")?.isRightToLeft == true && LocaleTag("en-XA")?.isRightToLeft == false)
    }
}
