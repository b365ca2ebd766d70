import OTPJSON
import OTPStrings
import Testing

/// Flutter ARB files, read as `flutter gen-l10n` reads an `arb-dir`, their messages
/// formatted as its generated code formats them.
@Suite struct ARBTests {
    @Test(arguments: ["ar", "ru", "pl"])
    func aPluralTakesTheFormOfItsLocalesCategory(locale: String) throws {
        let sources = try StringFixtures.sources("arb")
        let texts = try StringFixtures.pluralCounts.map { count in
            try sources.text("codeResend", locale: locale, named: ["count": .number(count)]).text
        }
        let expected = zip(StringFixtures.pluralCategories[locale] ?? [], StringFixtures.pluralCounts).map { category, count in
            count == 0 && locale != "ar" ? "none" : "\(category): \(Int(count))"
        }
        #expect(texts == expected, "=0 before the category, but Arabic's later zero{…} is the same case and wins; {count} in Dart's digits")
    }

    @Test func aPluralIsChosenAsIntlPluralLogicChoosesIt() throws {
        let sources = try StringFixtures.sources("arb")
        let codes = { (count: Double) in try sources.text("codeCodes", locale: "en", named: ["count": .number(count)]).text }
        #expect(try [0, 1, 2].map(codes) == ["No codes", "One code", "2 codes"], "zero{…} is 0's in English too, which has no zero category")
        let few = { (count: Double) in try sources.text("codeFew", locale: "ar", named: ["count": .number(count)]).text }
        #expect(try [2, 3, 11].map(few) == ["few: 2", "few: 3", "other: 11"], "Arabic's two falls back to few")
        let days = try sources.text("codeDays", locale: "en", named: ["count": .number(3)])
        #expect(days.text == "# days", "# is text to gen-l10n")
        #expect(days.notice?.hasSuffix("arb: codeDays: (en) writes # in {count, plural, …}, which gen-l10n keeps as text, so the app shows it (write {count} for the number)") == true)
        #expect(try sources.text("codeCodes", locale: "en", named: ["count": .number(3)]).notice == nil)
        #expect(try sources.text("codeCodes", locale: "en", named: ["count": .number(0)]).plural == .zero)
    }

    @Test func aNumberIsWrittenAsDartWritesItsPlaceholdersType() throws {
        let total = { (amount: Double, total: String) in
            try StringFixtures.text("arb", "codeTotal", "en", named: ["amount": .number(amount), "total": .text(total)])
        }
        #expect(try total(3, "10") == "3 of 10")
        #expect(try total(2.5, "10") == "2.5 of 10")
        #expect(try total(1e21, "10") == "1e+21 of 10")
        #expect(StringFixtures.message("arb", "codeTotal", "en", named: ["amount": .number(3), "total": .number(1234.5)])
                == #"arb: codeTotal: (en) has {total}, whose number is written with intl's NumberFormat.decimalPattern, which otp-render does not write: give the text it writes ("1,234.5") as the argument"#)
        let doubles = Array(#"{"@@locale": "en", "a": "{x} {y}", "@a": {"placeholders": {"x": {"type": "double"}, "y": {"type": "double"}}}}"#.utf8)
        let catalog = try StringCatalog(parsing: doubles, as: .arb(fileName: "app_en.arb"), source: "app_en.arb")
        let written = { (x: Double, y: Double) in
            try StringSources(catalogs: [catalog]).text("a", locale: "en", named: ["x": .number(x), "y": .number(y)]).text
        }
        #expect(try written(3, -0.5) == "3.0 -0.5")
        #expect(try written(1e-7, 0.000001) == "1e-7 0.000001")
        #expect(try written(1.2345678901234568e20, 1.5e300) == "123456789012345680000.0 1.5e+300")
    }

    @Test func namedPlaceholdersSelectsAndApostrophes() throws {
        #expect(try StringFixtures.text("arb", "codeSent", "en", named: ["phone": .text("+1 415 555 0132")]) == "We sent a code to +1 415 555 0132")
        #expect(try StringFixtures.text("arb", "codeSigner", "en", named: ["gender": .text("female")]) == "She signed in")
        #expect(try StringFixtures.text("arb", "codeSigner", "en", named: ["gender": .text("robot")]) == "They signed in")
        let guests = { (count: Double) in try StringFixtures.text("arb", "codeGuests", "en", named: ["count": .number(count), "host": .text("Ann")]) }
        #expect(try [0, 1, 2, 3].map(guests) == ["Nobody", "Ann alone", "Ann and one other", "3 guests with Ann"])
        #expect(try StringFixtures.text("arb", "codeQuote", "en", named: ["code": .text("1234")]) == "Don't share '1234' with anyone",
                "apostrophes are text, as gen-l10n has them without use-escaping")
    }

    @Test func aPseudoLocaleTransformsTheTextAndKeepsTheArguments() throws {
        let sources = try StringFixtures.sources("arb")
        let found = try sources.text("codeGuests", locale: "en-XA", named: ["count": .number(3), "host": .text("Ann")])
        #expect(found.text.hasPrefix("[3 ĝûéšţš ŵîţĥ Ann"), "\(found.text)")
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

    @Test func aMissingArgumentOrASelectWithoutItsCaseSaysWhich() throws {
        #expect(StringFixtures.message("arb", "codeSent", "en")
                == #"arb: codeSent: (en) has {phone}, but no argument "phone" is given (give it in args)"#)
        #expect(StringFixtures.message("arb", "codeResend", "en", named: ["count": .text("many")])
                == #"arb: codeResend: (en) has {count, plural, …}, but its argument is "many", not a number"#)
        let select = Array(#"{"@@locale": "en", "a": "{who, select, female{She} male{He}}"}"#.utf8)
        let catalog = try StringCatalog(parsing: select, as: .arb(fileName: "app_en.arb"), source: "app_en.arb")
        #expect(throws: StringsError.self) { try StringSources(catalogs: [catalog]).text("a", locale: "en", named: ["who": .text("robot")]) }
        do {
            _ = try StringSources(catalogs: [catalog]).text("a", locale: "en", named: ["who": .text("robot")])
        } catch {
            #expect(error.description == #"app_en.arb: a: (en) has {who, select, …}, whose cases are female, male: "robot" is none of them and it has no other"#)
        }
    }

    @Test(arguments: [
        ("{count, plural, offset:1 =0{none} other{some}}", "offset is not a plural case gen-l10n reads: =0, =1, =2, zero, one, two, few, many, other (offset: is ICU's) (at character 17)"),
        ("{count, plural, =5{five} other{some}}", "=5 is not a plural case gen-l10n reads: =0, =1, =2, zero, one, two, few, many, other (at character 17)"),
        ("{count, plural, one{one}}", "{count, plural, …} has no other form, which gen-l10n's generated code needs (at character 1)"),
        ("{count, plural, one{x}", "a { is not closed (at character 23)"),
        ("{count, number}", "{count, number…}: gen-l10n reads plural, select, date or time after the , (not ICU's number, ordinal or choice) (at character 15)"),
        ("Code {0}", "a { must be followed by a placeholder's name (gen-l10n names arguments, {0} is ICU's) (at character 8)"),
        ("Code {code} }", "a } closes no { (at character 13)"),
        ("{code!}", "{code must be followed by } or by , and plural, select, date or time (at character 7)"),
        ("{when, date, yMd}", "a date's format must follow :: (::yMd) (at character 14)"),
        (String(repeating: "{n, select, other{", count: 30) + String(repeating: "}}", count: 30),
         "nests plurals and selects deeper than 24 (at character 433)"),
        (String(repeating: "{n, plural, other{", count: 25) + "{n}" + String(repeating: "}}", count: 25),
         "nests plurals and selects deeper than 24 (at character 433)"),
    ])
    func aMessageGenL10nRefusesIsRefusedWithWhereAndWhy(message: String, reason: String) {
        let file = Array(#"{"@@locale": "en", "title": \#(JSONValue.quoted(message))}"#.utf8)
        do {
            _ = try StringCatalog(parsing: file, as: .arb(fileName: "app_en.arb"), source: "app_en.arb")
            Issue.record("read")
        } catch {
            #expect(error.description == "app_en.arb: title: is not a message gen-l10n reads: " + reason)
        }
    }

    @Test func pluralsNestTwentyFourDeepAndManyPlaceholdersReadInLinearTime() throws {
        let deep = String(repeating: "{n, plural, other{", count: 24) + "{n} deep" + String(repeating: "}}", count: 24)
        let many = (0..<20_000).map { "{p\($0)}" }.joined()
        let file = Array(#"{"@@locale": "en", "deep": \#(JSONValue.quoted(deep)), "many": \#(JSONValue.quoted(many))}"#.utf8)
        let sources = StringSources(catalogs: [try StringCatalog(parsing: file, as: .arb(fileName: "app_en.arb"), source: "app_en.arb")])
        #expect(try sources.text("deep", locale: "en", named: ["n": .number(3)]).text == "3 deep")
        let arguments = Dictionary(uniqueKeysWithValues: (0..<20_000).map { ("p\($0)", StringArgument.text("x")) })
        #expect(try sources.text("many", locale: "en", named: arguments).text == String(repeating: "x", count: 20_000))
    }

    @Test func aDateTakesItsTextAndNestedFormsTheirArguments() throws {
        let file = Array(#"""
        {"@@locale": "en", "a": "Sent {when, date, ::yMd} {n, plural, =1{to {who, select, me{you} other{{who}}}} other{to {n} people}}"}
        """#.utf8)
        let sources = StringSources(catalogs: [try StringCatalog(parsing: file, as: .arb(fileName: "app_en.arb"), source: "app_en.arb")])
        #expect(try sources.text("a", locale: "en", named: ["when": .text("12/3/2026"), "n": .number(1), "who": .text("me")]).text == "Sent 12/3/2026 to you")
        #expect(try sources.text("a", locale: "en", named: ["when": .text("12/3/2026"), "n": .number(1), "who": .text("Ann")]).text == "Sent 12/3/2026 to Ann")
        #expect(try sources.text("a", locale: "en", named: ["when": .text("12/3/2026"), "n": .number(4)]).text == "Sent 12/3/2026 to 4 people",
                "a form not chosen needs no arguments")
    }

    @Test(arguments: [
        (#"{"@@locale": "de", "a": "b"}"#, "app_en.arb", "app_en.arb: @@locale: is de, but the file's name says en (gen-l10n refuses the two disagreeing)"),
        (#"{"a": "b"}"#, "strings.arb", "strings.arb: @@locale: is missing, and the file's name (strings.arb) names no locale after a _ (app_de.arb)"),
        (#"{"@@locale": 3}"#, "app.arb", "app.arb: @@locale: must be a locale such as \"en\", not 3"),
        (#"{"@@locale": "en", "a": 3}"#, "app.arb", "app.arb: a: must be a message string, not a number"),
        (#"[]"#, "app_en.arb", "app_en.arb: top level: must be an object of messages, not an array"),
        (#"{"a": "b", "@a": 3}"#, "app_en.arb", "app_en.arb: @a: must be an object of metadata, not a number"),
        (#"{"a": "b", "@a": {"placeholders": []}}"#, "app_en.arb", "app_en.arb: @a.placeholders: must be an object of placeholders by name, not an array"),
        (#"{"a": "{b}", "@a": {"placeholders": {"b": "int"}}}"#, "app_en.arb", #"app_en.arb: @a.placeholders.b: must be an object ({"type": "int"}), not a string"#),
        (#"{"a": "{b}", "@a": {"placeholders": {"b": {"type": 3}}}}"#, "app_en.arb", #"app_en.arb: @a.placeholders.b.type: must be a text such as "int", not 3"#),
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
