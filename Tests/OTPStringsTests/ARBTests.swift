import OTPStrings
import Testing

/// Flutter ARB files, read as `flutter gen-l10n` reads an `arb-dir`, their messages
/// formatted by ICU's MessageFormat.
@Suite struct ARBTests {
    @Test(arguments: ["ar", "ru", "pl"])
    func aPluralTakesTheFormOfItsLocalesCategory(locale: String) throws {
        let sources = try StringFixtures.sources("arb")
        let texts = try StringFixtures.pluralCounts.map { count in
            try sources.text("codeResend", locale: locale, named: ["count": .number(count)]).text
        }
        let expected = zip(StringFixtures.pluralCategories[locale] ?? [], StringFixtures.pluralCounts).map { count in
            count.1 == 0 ? "none" : "\(count.0): \(LocalizedDigits.of(Int(count.1), in: locale))"
        }
        #expect(texts == expected, "=0 before the category; # in the locale's digits")
    }

    @Test func namedPlaceholdersSelectsOffsetsAndApostrophes() throws {
        #expect(try StringFixtures.text("arb", "codeSent", "en", named: ["phone": .text("+1 415 555 0132")]) == "We sent a code to +1 415 555 0132")
        #expect(try StringFixtures.text("arb", "codeSigner", "en", named: ["gender": .text("female")]) == "She signed in")
        #expect(try StringFixtures.text("arb", "codeSigner", "en", named: ["gender": .text("robot")]) == "They signed in")
        let guests = { (count: Double) in try StringFixtures.text("arb", "codeGuests", "en", named: ["count": .number(count), "host": .text("Ann")]) }
        #expect(try [0, 1, 2, 3].map(guests) == ["Nobody", "Ann alone", "Ann and 1 other", "Ann and 2 others"])
        #expect(try StringFixtures.text("arb", "codeQuote", "en", named: ["code": .text("1234")]) == "Don't share '1234' with anyone",
                "apostrophes are text, as gen-l10n has them without use-escaping")
    }

    @Test func aKeyMissingFromALocaleIsTheTemplates() throws {
        let found = try StringFixtures.sources("arb/app_ru.arb").text("codeOnlyEnglish", locale: "ru")
        #expect(found.text == "Only in English")
        #expect(found.from == "en")
    }

    @Test func aCountdownFillsThePluralArgument() throws {
        let found = try StringFixtures.sources("arb").text("codeResend", locale: "en", countdown: 3)
        #expect(found.text == "other: 3")
        #expect(found.plural == .other)
        #expect(found.countdownForms?.finishedText(for: 1) == "one: 1")
        #expect(found.countdownForms?.finishedText(for: 0) == "none")
    }

    @Test func aMissingArgumentOrABadMessageSaysWhich() throws {
        #expect(StringFixtures.message("arb", "codeSent", "en")
                == #"arb: codeSent: (en) has {phone}, but no argument "phone" is given (give it in args)"#)
        #expect(StringFixtures.message("arb", "codeResend", "en", named: ["count": .text("many")])
                == #"arb: codeResend: (en) has {count, plural, …}, but its argument is "many", not a number"#)
        let broken = Array(#"{"@@locale": "en", "title": "{count, plural, one{x}"}"#.utf8)
        let catalog = try StringCatalog(parsing: broken, as: .arb(fileName: "app_en.arb"), source: "app_en.arb")
        #expect(throws: StringsError.self) { try StringSources(catalogs: [catalog]).text("title", locale: "en", named: ["count": .number(1)]) }
    }

    @Test(arguments: [
        (#"{"@@locale": "de", "a": "b"}"#, "app_en.arb", "app_en.arb: @@locale: is de, but the file's name says en (gen-l10n refuses the two disagreeing)"),
        (#"{"a": "b"}"#, "strings.arb", "strings.arb: @@locale: is missing, and the file's name (strings.arb) names no locale after a _ (app_de.arb)"),
        (#"{"@@locale": 3}"#, "app.arb", "app.arb: @@locale: must be a locale such as \"en\", not 3"),
        (#"{"@@locale": "en", "a": 3}"#, "app.arb", "app.arb: a: must be a message string, not a number"),
        (#"[]"#, "app_en.arb", "app_en.arb: top level: must be an object of messages, not an array"),
    ])
    func anARBFileThatIsWrongSaysWhy(text: String, name: String, message: String) {
        do {
            _ = try StringCatalog(parsing: Array(text.utf8), as: .arb(fileName: name), source: name)
            Issue.record("read")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theLocaleIsWhatFollowsTheFirstUnderscore() throws {
        let catalog = try StringCatalog(parsing: Array(#"{"a": "b"}"#.utf8), as: .arb(fileName: "app_pt_BR.arb"), source: "app_pt_BR.arb")
        #expect(catalog.locales == ["pt-BR"])
    }
}

/// The digits a locale writes numbers in, for expectations of ICU's `#`.
enum LocalizedDigits {
    static func of(_ number: Int, in locale: String) -> String {
        guard locale == "ar" else { return String(number) }
        let digits = Array("٠١٢٣٤٥٦٧٨٩")
        return String(String(number).compactMap { $0.wholeNumberValue.map { digits[$0] } })
    }
}
