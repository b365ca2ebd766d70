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
