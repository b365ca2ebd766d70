import OTPStrings
import Testing

/// gettext `.po` catalogs, read as GNU gettext reads them.
@Suite struct GettextTests {
    @Test(arguments: ["ar", "ru", "pl"])
    func aCountTakesTheTranslationItsPluralFormsChoose(locale: String) throws {
        let sources = try StringFixtures.sources("gettext")
        let order = ["ar": ["zero", "one", "two", "few", "many", "other"], "ru": ["one", "few", "many"], "pl": ["one", "few", "many"]][locale] ?? []
        let texts = try StringFixtures.pluralCounts.map { count in
            try sources.text("%(count)d second left", locale: locale, named: ["count": .number(count)]).text
        }
        let expected = zip(StringFixtures.pluralCategories[locale] ?? [], StringFixtures.pluralCounts).map { category, count in
            "\(locale)[\(order.firstIndex(of: category) ?? -1)]: \(Int(count))"
        }
        #expect(texts == expected)
    }

    @Test func untranslatedFuzzyAndObsoleteMessagesAreTheirIds() throws {
        #expect(try StringFixtures.text("gettext", "Enter the code", "en") == "Enter the code")
        #expect(try StringFixtures.text("gettext", "Enter the code", "ru") == "Введите код")
        #expect(try StringFixtures.text("gettext", "Enter the code", "pl") == "Enter the code", "no translation: the id")
        #expect(try StringFixtures.text("gettext", "Old text", "en") == "Old text", "a fuzzy translation is skipped")
        #expect(StringFixtures.message("gettext", "Obsolete", "en")?.hasPrefix("gettext: Obsolete: no such key in any locale") == true)
        #expect(try StringFixtures.text("gettext", "%(count)d second left", "de", named: ["count": .number(2)]) == "2 seconds left",
                "an untranslated plural is its msgid_plural")
    }

    @Test func contextsEscapesContinuedLinesAndPlaceholders() throws {
        #expect(try StringFixtures.text("gettext", "button\u{4}Verify", "en") == "Verify now")
        #expect(try StringFixtures.text("gettext", "We sent a code to %(phone)s.", "en", named: ["phone": .text("+1 415")]) == "We sent a code to +1 415.\n")
        #expect(try StringFixtures.text("gettext", "Tab\there \"quoted\" \\ AB", "en") == "Tab\there \"quoted\" \\ AB")
        #expect(try StringFixtures.text("gettext", "%s codes", "en", [.number(3)]) == "3 codes sent")
        #expect(try StringFixtures.text("gettext/en/LC_MESSAGES/django.po", "button\u{4}Verify", "en") == "Verify now")
    }

    @Test func theCountIsCountThenNThenTheFirstNumber() throws {
        let key = "%(count)d second left"
        #expect(try StringFixtures.text("gettext", key, "ru", named: ["count": .number(2), "n": .number(5)]) == "ru[1]: 2")
        #expect(StringFixtures.message("gettext", key, "ru", named: ["n": .number(5)])
                == #"gettext: %(count)d second left: "ru[2]: %(count)d" (ru) has %(count)d, but no argument "count" is given (give it in args)"#)
        #expect(StringFixtures.message("gettext", key, "ru")
                == "gettext: %(count)d second left: (ru) has plural forms, but no number is given to choose one (give count in args)")
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b", "x.po: line 2: has \"b where a string in double quotes should be"),
        ("msgid \"a\"\nmsgstr \"\\q\"", "x.po: line 2: has the escape \\q, which C does not have"),
        ("\"orphan\"", "x.po: line 1: has a string that continues no msgid or msgstr"),
        ("msgid \"a\"\nmsgtext \"b\"", "x.po: line 2: has msgtext, which is not msgctxt, msgid, msgid_plural, msgstr or msgstr[N]"),
        ("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[9] \"b\"", "x.po: line 3: has msgstr[9], whose index is not 0 to 5"),
        ("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=n >;\\n\"",
         "x.po: line 1: the header's Plural-Forms plural=n >: has the end where n, a number or ( should be"),
        ("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=9; plural=n;\\n\"", "x.po: line 1: the header's Plural-Forms has no nplurals from 1 to 6"),
        ("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=(n != 1;\\n\"",
         "x.po: line 1: the header's Plural-Forms plural=(n != 1: has a ( without its ) at the end"),
    ])
    func aPOFileThatIsWrongSaysTheLine(text: String, message: String) {
        do {
            _ = try StringCatalog(parsing: Array(text.utf8), as: .po(locale: "de"), source: "x.po")
            Issue.record("read")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func pluralFormsNestAtMost64Deep() {
        let deep = String(repeating: "(", count: 100) + "n" + String(repeating: ")", count: 100)
        let text = "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=\(deep);\\n\""
        do {
            _ = try StringCatalog(parsing: Array(text.utf8), as: .po(locale: "de"), source: "x.po")
            Issue.record("read")
        } catch {
            #expect(error.description.hasSuffix("nests deeper than 64 levels"))
        }
    }
}
