import OTPSpec
import OTPStrings
import Testing

/// What the spec decoder knows of locales, from CLDR through ICU: numbering systems and
/// their digits, each locale's default system and direction, and numbers shown in them.
@Suite struct CLDRLocalesTests {
    private let locales = CLDRLocales()

    @Test func namedSystemsHaveCLDRsDigits() throws {
        #expect(try #require(locales.numberingSystem(named: "arab")).digits.joined() == "٠١٢٣٤٥٦٧٨٩")
        #expect(try #require(locales.numberingSystem(named: "arabext")).digits.joined() == "۰۱۲۳۴۵۶۷۸۹")
        #expect(try #require(locales.numberingSystem(named: "deva")).digits.joined() == "०१२३४५६७८९")
        #expect(try #require(locales.numberingSystem(named: "thai")).digits.joined() == "๐๑๒๓๔๕๖๗๘๙")
        #expect(try #require(locales.numberingSystem(named: "hanidec")).digits.joined() == "〇一二三四五六七八九", "not contiguous in Unicode")
        #expect(try #require(locales.numberingSystem(named: "mathsans")).digits[9] == "𝟫", "outside the BMP")
        #expect(locales.numberingSystem(named: "latn") == .latin)
    }

    @Test func systemsWithoutDigitsAndUnknownNamesAreNone() {
        #expect(locales.numberingSystem(named: "roman") == nil, "algorithmic: it spells numbers out")
        #expect(locales.numberingSystem(named: "hebr") == nil)
        #expect(locales.numberingSystem(named: "arabic") == nil)
        #expect(locales.numberingSystem(named: "") == nil)
        #expect(locales.numberingSystem(named: "ARAB") == nil, "names are lower case")
    }

    @Test func namesListsEverySystemWithDigits() {
        let names = locales.numberingSystemNames
        #expect(["latn", "arab", "arabext", "beng", "deva", "hanidec", "thai", "tibt", "mymr"].allSatisfy(names.contains))
        #expect(!names.contains("roman") && !names.contains("hebr"))
        #expect(names.allSatisfy { locales.numberingSystem(named: $0) != nil })
    }

    @Test(arguments: [
        ("ar", "arab"), ("ar-EG", "arab"), ("ar-SA", "arab"), ("ar-MA", "latn"), ("ar-DZ", "latn"), ("ar-XB", "arab"),
        ("fa", "arabext"), ("ur", "latn"), ("ur-IN", "arabext"), ("bn", "beng"), ("mr", "deva"), ("ne", "deva"),
        ("my", "mymr"), ("hi", "latn"), ("th", "latn"), ("ja", "latn"), ("en", "latn"), ("de-AT", "latn"), ("xx", "latn"),
    ])
    func eachLocaleHasItsDefault(locale: String, expected: String) throws {
        #expect(locales.numberingSystem(forLocale: locale).name == expected)
    }

    @Test func displayingReplacesASCIIDigitsOnly() throws {
        let arab = try #require(locales.numberingSystem(named: "arab"))
        #expect(arab.displaying("Resend in 42 s, code 0-9") == "Resend in ٤٢ s, code ٠-٩")
        #expect(arab.displaying("no digits") == "no digits")
        #expect(arab.displaying("٣ and ３") == "٣ and ３", "other digits are left as they are")
        #expect(NumberingSystem.latin.displaying("123") == "123")
        #expect(try #require(locales.numberingSystem(named: "mathsans")).displaying("a1") == "a𝟣")
    }

    @Test func directionIsTheLocalesAndNoneForWhatIsNotALocale() {
        #expect(locales.isRightToLeft("ar-EG") == true && locales.isRightToLeft("he") == true && locales.isRightToLeft("fa") == true)
        #expect(locales.isRightToLeft("de-AT") == false && locales.isRightToLeft("az-Arab") == true, "a script decides")
        #expect(locales.isRightToLeft("not a locale") == nil && locales.isRightToLeft("") == nil)
    }

    @Test func aSystemIsKeptOnceWithTheDigitsItWasFirstGiven() throws {
        let arab = try #require(locales.numberingSystem(named: "arab"))
        #expect(NumberingSystem(name: "arab", digits: (0...9).map(String.init)) == arab)
        #expect(arab.digits.joined() == "٠١٢٣٤٥٦٧٨٩")
    }
}
