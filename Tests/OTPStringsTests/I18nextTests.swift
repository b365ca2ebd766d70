import OTPStrings
import Testing

/// i18next JSON resources, read as i18next v4 reads them.
@Suite struct I18nextTests {
    @Test(arguments: ["ar", "ru", "pl"])
    func aCountTakesTheFormOfItsLocalesCategory(locale: String) throws {
        let sources = try StringFixtures.sources("i18next")
        let texts = try StringFixtures.pluralCounts.map { count in
            try sources.text("resend", locale: locale, named: ["count": .number(count)]).text
        }
        let expected = zip(StringFixtures.pluralCategories[locale] ?? [], StringFixtures.pluralCounts).map { "\($0): \(Int($1))" }
        #expect(texts == expected)
    }

    @Test func zeroIsTriedFirstForZeroAndTheKeyItselfIsTheFallback() throws {
        let text = { (key: String, count: Double) in try StringFixtures.text("i18next", key, "en", named: ["count": .number(count)]) }
        #expect(try text("resend", 0) == "no time", "_zero for 0 in English too, as i18next has it")
        #expect(try text("resend", 1) == "one: 1")
        #expect(try text("fallback", 1) == "one attempt")
        #expect(try text("fallback", 4) == "4 attempts", "no _other: the key's own text")
        #expect(try StringFixtures.text("i18next", "resend_one", "en", named: ["count": .number(7)]) == "one: 7", "a form is a key too")
    }

    /// `key` with `count` in `locale`, from the fixtures whose languages lack forms.
    private func fallback(_ key: String, _ locale: String, _ count: Double) throws -> LocalizedText {
        try StringFixtures.sources("i18next-fallbacks").text(key, locale: locale, named: ["count": .number(count)])
    }

    @Test func aMissingFormMovesOnToTheKeyThenTheFallbackLanguage() throws {
        #expect(try fallback("unlock", "ru", 3).text == "Wrong code, 3 attempts left", "Russian has no _few: English's _other")
        #expect(try fallback("unlock", "ru", 3).from == "en")
        #expect(try fallback("unlock", "ru", 5).text == "Неверный код, осталось 5 попыток")
        #expect(try fallback("cleaned", "ru", 1.5).text == "Cleaned 1.5 items", "an empty _other is missing")
        #expect(try fallback("cleaned", "ru", 2).text == "Очищено 2 элемента")
        #expect(try fallback("codes", "fr", 1_000_000).text == "1000000 codes", "French's many, which the file lacks")
        #expect(try fallback("codes", "fr", 2).text == "2 codes")
    }

    @Test func zeroIsCLDRsZeroCategoryAndArabicZeroFallsBack() throws {
        #expect(try [0, 1, 2, 10, 19, 20, 21, 30, 100, 111].map { try fallback("days", "lv", $0).text }
                == ["zero: 0", "one: 1", "other: 2", "zero: 10", "zero: 19", "zero: 20", "one: 21", "zero: 30", "zero: 100", "zero: 111"])
        #expect(try fallback("days", "lv", 10).plural == .zero)
        #expect(try fallback("days", "ar", 0).text == "0 days", "Arabic's zero is missing: English")
        #expect(try fallback("days", "ar", 3).text == "few: 3")
    }

    @Test func nothingInAnyLanguageSaysWhatWasTried() {
        let message = { (key: String, locale: String, count: Double) in
            StringFixtures.message("i18next-fallbacks", key, locale, named: ["count": .number(count)])
        }
        #expect(message("lonely", "fr", 1_000_000)
                == "i18next-fallbacks: lonely: has no text for count 1000000 in any language i18next takes it from: tried fr (lonely_many, lonely)")
        #expect(message("lonely", "fr", 0) == nil, "0 is French's one")
    }

    @Test func placeholdersNestedKeysAndWholeKeys() throws {
        #expect(try StringFixtures.text("i18next", "sent", "en", named: ["phone": .text("+1 415 555 0132")]) == "We sent a code to +1 415 555 0132")
        #expect(try StringFixtures.text("i18next", "code.hint", "en", named: ["where": .text("<your messages>")]) == "Check <your messages>")
        #expect(try StringFixtures.text("i18next", "code.title", "en") == "The whole key wins")
        #expect(try StringFixtures.text("i18next", "Enter the code you received.", "en") == "Enter the code you received.")
    }

    @Test func anEmptyStringIsMissing() throws {
        let found = try StringFixtures.sources("i18next").text("sent", locale: "pl", named: ["phone": .text("+48")])
        #expect(found.from == "en")
        #expect(StringFixtures.message("i18next", "empty", "en") == "i18next: empty: no such key in any locale (asked for en; looked in en, default)")
    }

    @Test func namespacesAndFilesPerLocale() throws {
        #expect(try StringFixtures.text("i18next-namespaces", "auth:title", "en") == "Sign in")
        #expect(try StringFixtures.text("i18next-namespaces", "common:ok", "en") == "OK")
        #expect(try StringFixtures.text("i18next-files", "title", "de") == "Anmelden")
        #expect(try StringFixtures.text("i18next-files", "resend", "de", named: ["count": .number(1)]) == "Resend in 1 second")
    }

    @Test func aMissingArgumentSaysWhich() {
        #expect(StringFixtures.message("i18next", "sent", "en")
                == #"i18next: sent: "We sent a code to {{phone}}" (en) has {{phone}}, but no argument "phone" is given (give it in args)"#)
    }

    @Test func aCountdownFillsCount() throws {
        let found = try StringFixtures.sources("i18next-files").text("resend", locale: "en", countdown: 2)
        #expect(found.text == "Resend in 2 seconds")
        #expect(found.countdownForms?.finishedText(for: 1) == "Resend in 1 second")
    }
}
