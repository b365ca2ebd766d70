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

    @Test func wholeNumbersUpTo2To53FillPercentD() throws {
        let key = "%(count)d second left"
        #expect(try StringFixtures.text("gettext", key, "ru", named: ["count": .number(1_000_000_000_000_011)]) == "ru[2]: 1000000000000011")
        #expect(try StringFixtures.text("gettext", key, "ru", named: ["count": .number(9_007_199_254_740_992)]) == "ru[1]: 9007199254740992")
        #expect(StringArgument.number(9_007_199_254_740_992).description == "9007199254740992")
        #expect(StringArgument.number(18_014_398_509_481_984).description == "1.8014398509481984e+16", "past 2⁵³ a double is not exact")
    }

    @Test func ofSeveralNamedNumbersTheCountIsTheMsgidsFirst() throws {
        let key = "There is %(unused_count)s out of %(total_count)s recovery code available."
        let text = { (locale: String, unused: Double, total: Double) in
            try StringFixtures.text("gettext", key, locale, named: ["total_count": .number(total), "unused_count": .number(unused)])
        }
        #expect(try text("ru", 3, 10) == "Из 10 кодов восстановления доступны 3.", "3 is Russian's few, though the translation writes 10 first")
        #expect(try text("ru", 1, 12) == "Из 12 кодов восстановления доступен 1.")
        #expect(try text("en", 1, 12) == "There is 1 out of 12 recovery code available.", "untranslated: the msgid for 1")
        #expect(try text("en", 2, 1) == "There are 2 out of 1 recovery codes available.")
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

    /// The error reading a catalog whose header's `Plural-Forms` is `formula`; nil when it reads.
    private func pluralFormsError(_ formula: String, plurals: Int = 2) -> String? {
        let text = "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=\(plurals); plural=\(formula);\\n\""
        do {
            _ = try StringCatalog(parsing: Array(text.utf8), as: .po(locale: "de"), source: "x.po")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func pluralFormsNestAtMost64DeepWithAtMost1000Operators() {
        let nested = { (depth: Int) in String(repeating: "(", count: depth) + "n" + String(repeating: ")", count: depth) }
        #expect(pluralFormsError(nested(64)) == nil, "64 nested parentheses are read")
        #expect(pluralFormsError(nested(65))?.hasSuffix("nests deeper than 64 levels") == true)
        #expect(pluralFormsError(String(repeating: "!", count: 64) + "n") == nil)
        #expect(pluralFormsError(String(repeating: "!", count: 65) + "n")?.hasSuffix("nests deeper than 64 levels") == true)
        let choices = { (count: Int) in (0..<count).map { "n==\($0) ? 1 : " }.joined() + "0" }
        #expect(pluralFormsError(choices(64)) == nil)
        #expect(pluralFormsError(choices(10_000))?.hasSuffix("nests deeper than 64 levels") == true)
        let chain = { (count: Int) in "n" + String(repeating: " + n", count: count) + " % 2" }
        #expect(pluralFormsError(chain(999)) == nil, "1,000 operators are read")
        let long = pluralFormsError(chain(150_000))
        #expect(long?.hasSuffix("has more than 1000 operators") == true, "a flat chain is refused, not evaluated on an unbounded stack")
        #expect((long?.count ?? .max) < 200, "the error quotes 60 characters of the formula: \(long?.prefix(200) ?? "")")
    }

    @Test func aLongChainOfOperatorsIsEvaluatedAsGettextEvaluatesIt() throws {
        let formula = (1...300).map { "n%\($0 + 1)" }.joined(separator: " + ") + " > 1000 ? 1 : 0"
        let text = """
            msgid ""
            msgstr "Plural-Forms: nplurals=2; plural=\(formula);\\n"

            msgid "%(count)d code"
            msgid_plural "%(count)d codes"
            msgstr[0] "few: %(count)d"
            msgstr[1] "many: %(count)d"
            """
        let sources = StringSources(catalogs: [try StringCatalog(parsing: Array(text.utf8), as: .po(locale: "de"), source: "x.po")])
        for count in [0, 7, 50, 1_000] {
            let sum = (1...300).reduce(0) { $0 + count % ($1 + 1) }
            let found = try sources.text("%(count)d code", locale: "de", named: ["count": .number(Double(count))]).text
            #expect(found == (sum > 1000 ? "many: \(count)" : "few: \(count)"))
        }
    }

    @Test func anErrorQuotesSixtyCharactersOfALongText() throws {
        let long = String(repeating: "a", count: 100_000) + " %(phone)s"
        let text = "msgid \"k\"\nmsgstr \"\(long)\"\n"
        let sources = StringSources(catalogs: [try StringCatalog(parsing: Array(text.utf8), as: .po(locale: "de"), source: "x.po")])
        do {
            _ = try sources.text("k", locale: "de")
            Issue.record("found")
        } catch {
            #expect(error.description == "x.po: k: \"\(String(repeating: "a", count: 58))… (de) has %(phone)s, but no argument \"phone\" is given (give it in args)")
        }
    }

    @Test func crlfLinesAndEscapesReadAsMsgfmtReadsThem() throws {
        let lines = ["msgid \"\"", "msgstr \"Plural-Forms: nplurals=2; plural=n != 1;\\n\"", "", "msgctxt \"menu\"",
                     "msgid \"Caf\\303\\251\"", "msgstr \"\\x41 Caf\\303\\251 \\102\\n\""]
        let text = lines.joined(separator: "\r\n") + "\r\n"
        let sources = StringSources(catalogs: [try StringCatalog(parsing: Array(text.utf8), as: .po(locale: "fr"), source: "x.po")])
        #expect(try sources.text("menu\u{4}Café", locale: "fr").text == "A Café B\n", "octal and hex escapes are bytes of UTF-8")
    }

    @Test(arguments: [
        ("msgid \"a\\777\"\nmsgstr \"b\"", "x.po: line 1: has \\777, which is more than a byte (C refuses it)"),
        ("msgid \"a\\x141\"\nmsgstr \"b\"", "x.po: line 1: has \\x141, which is more than a byte (C refuses it)"),
        ("msgid \"a\\xZ\"\nmsgstr \"b\"", "x.po: line 1: has \\x without hex digits"),
        ("msgid \"a\\303\"\nmsgstr \"b\"", "x.po: line 1: has escapes whose bytes are not UTF-8 text"),
        ("msgctxt \"a\"\nmsgctxt \"b\"\nmsgid \"c\"\nmsgstr \"d\"", "x.po: line 2: has a second msgctxt before its message's msgid"),
        ("msgid \"c\"\nmsgstr \"d\"\n\nmsgctxt \"a\"\n", "x.po: line 4: has a msgctxt without a msgid after it"),
        ("msgctxt \"a\"\nmsgstr \"d\"\n", "x.po: line 1: has a msgctxt without a msgid after it"),
        ("msgid \"c\"\nmsgstr \"d\"\n\nmsgid \"c\"\nmsgstr \"e\"\n",
         #"x.po: line 4: defines "c" again, as line 1 did (msgfmt refuses a message defined twice)"#),
    ])
    func whatMsgfmtRefusesIsRefused(text: String, message: String) {
        do {
            _ = try StringCatalog(parsing: Array(text.utf8), as: .po(locale: "de"), source: "x.po")
            Issue.record("read")
        } catch {
            #expect(error.description == message)
        }
    }
}
