import OTPStrings
import Testing

/// `.stringsdict` files beside `.strings` in `LOCALE.lproj` folders, read as Foundation reads
/// them, and String Catalog substitutions, as Xcode builds them.
@Suite struct StringsDictTests {
    @Test(arguments: ["ar", "ru", "pl"])
    func aVariableTakesTheFormOfItsLocalesCategory(locale: String) throws {
        let sources = try StringFixtures.sources("stringsdict")
        let texts = try StringFixtures.pluralCounts.map { count in
            try sources.text("code.resend", locale: locale, arguments: [.number(count)]).text
        }
        let expected = zip(StringFixtures.pluralCategories[locale] ?? [], StringFixtures.pluralCounts).map { "Resend in \($0): \(Int($1))" }
        #expect(texts == expected)
    }

    @Test func zeroIsTheFormOfZeroOnlyWhenGiven() throws {
        #expect(try StringFixtures.text("stringsdict", "code.resend", "en", [.number(0)]) == "Resend in no time")
        #expect(try StringFixtures.text("stringsdict", "code.resend", "en", [.number(1)]) == "Resend in 1 second")
        #expect(try StringFixtures.text("stringsdict", "code.resend", "en", [.number(10)]) == "Resend in 10 seconds")
        #expect(try StringFixtures.text("stringsdict", "code.resend", "ru", [.number(0)]) == "Resend in many: 0", "no zero form: CLDR's many")
    }

    @Test func variablesTakeTheArgumentsOfTheirPlacesAndAFormMayDropTheNumber() throws {
        let sent = { (codes: Double, minutes: Double) in
            try StringFixtures.text("stringsdict", "code.sent", "en", [.text("Ann"), .number(codes), .number(minutes)])
        }
        #expect(try sent(1, 5) == "Ann got a code in 5 minutes")
        #expect(try sent(3, 1) == "Ann got 3 codes in 1 minute")
        #expect(try StringFixtures.text("stringsdict", "code.both", "en", [.number(1), .number(2)]) == "Both: 2 bs, 1 a")
    }

    @Test func theStringsdictWinsOverTheStringsOfItsTable() throws {
        #expect(try StringFixtures.text("stringsdict", "code.title", "en") == "Enter the code from the dictionary")
        #expect(try StringFixtures.text("stringsdict", "code.help", "en") == "Check your messages")
        #expect(try StringFixtures.text("stringsdict/en.lproj/Localizable.strings", "code.resend", "en", [.number(2)]) == "Resend in 2 seconds",
                "naming the .strings names its table, .stringsdict and all")
        #expect(try StringFixtures.text("stringsdict/ar.lproj/Localizable.stringsdict", "code.resend", "ar", [.number(2)]) == "Resend in two: 2")
    }

    @Test func aVariableWithoutANumberOrADefinitionSaysSo() {
        #expect(StringFixtures.message("stringsdict", "code.resend", "en", [.text("soon")])
                == "stringsdict: code.resend: \"Resend in %#@seconds@\" (en) has %#@seconds@, whose count is argument 1, but no number is given for it")
        #expect(StringFixtures.message("stringsdict", "code.resend", "en")
                == "stringsdict: code.resend: \"Resend in %#@seconds@\" (en) has %#@seconds@, whose count is argument 1, but no number is given for it")
    }

    @Test(arguments: [
        ("<plist><array/></plist>", "x.stringsdict: top level: is not a property list of one <dict>"),
        ("<plist><dict><key>k</key><string>v</string></dict></plist>",
         "x.stringsdict: line 1: k: must be a <dict> with NSStringLocalizedFormatKey, not <string>"),
        ("<plist><dict><key>k</key><dict><key>v</key><dict/></dict></dict></plist>", "x.stringsdict: line 1: k: has no NSStringLocalizedFormatKey"),
        ("<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>1</string></dict></dict></dict></plist>",
         "x.stringsdict: line 1: k.n: has no `other` form"),
        ("<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string><key>other</key><string>x</string></dict></dict></dict></plist>",
         "x.stringsdict: line 1: k.n.NSStringFormatSpecTypeKey: is \"NSStringVariableWidthRuleType\": only NSStringPluralRuleType is read"),
        ("<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>@</string>"
            + "<key>other</key><string>x</string></dict></dict></dict></plist>",
         "x.stringsdict: line 1: k.n.NSStringFormatValueTypeKey: is \"@\", not the printf conversion of a number (d, ld, lu, f)"),
        ("<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>several</key><string>x</string></dict></dict></dict></plist>",
         "x.stringsdict: line 1: k.n.several: is not a plural category (zero, one, two, few, many, other) or a key of the rule"),
        ("<plist><dict><key>k</key></dict></plist>", "x.stringsdict: line 1: top level: has the key \"k\" without a value"),
        ("<plist><dict>", "x.stringsdict: line 1: Premature end of data in tag dict line 1"),
    ])
    func aStringsdictThatIsWrongSaysWhereAndWhy(text: String, message: String) {
        #expect(throws: StringsError.self) { try StringCatalog(parsing: Array(text.utf8), as: .stringsdict(locale: "en"), source: "x.stringsdict") }
        do {
            _ = try StringCatalog(parsing: Array(text.utf8), as: .stringsdict(locale: "en"), source: "x.stringsdict")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func catalogSubstitutionsAsXcodeBuildsThem() throws {
        let key = "%lld codes in %lld minutes"
        #expect(try StringFixtures.text("Substitutions.xcstrings", key, "en", [.number(1), .number(5)]) == "1 code in 5 minutes")
        #expect(try StringFixtures.text("Substitutions.xcstrings", key, "en", [.number(3), .number(1)]) == "3 codes in one minute")
        #expect(try StringFixtures.text("Substitutions.xcstrings", key, "ja", [.number(3), .number(5)]) == "5分で3コード", "argNum, not the order")
        #expect(try StringFixtures.text("Substitutions.xcstrings", key, "ru", [.number(21), .number(2)]) == "21 код за 2 минуты")
        #expect(try StringFixtures.text("Substitutions.xcstrings", key, "ru", [.number(5), .number(11)]) == "5 кодов за 11 минут")
    }

    @Test func aCountdownTicksThroughASubstitutionsForms() throws {
        let found = try StringFixtures.sources("Substitutions.xcstrings").text("code.countdown", locale: "en", countdown: 2)
        #expect(found.text == "Resend in 2 seconds")
        #expect(found.countdownForms?.finishedText(for: 1) == "Resend in 1 second")
        #expect(found.countdownForms?.finishedText(for: 0) == "Resend in no time")
    }
}
