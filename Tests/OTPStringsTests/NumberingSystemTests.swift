import OTPStrings
import Testing

/// CLDR's numbering systems through ICU: their digits, each locale's default, and numbers
/// shown in them.
@Suite struct NumberingSystemTests {
    @Test func namedSystemsHaveCLDRsDigits() throws {
        #expect(try #require(NumberingSystem(named: "arab")).digits.joined() == "٠١٢٣٤٥٦٧٨٩")
        #expect(try #require(NumberingSystem(named: "arabext")).digits.joined() == "۰۱۲۳۴۵۶۷۸۹")
        #expect(try #require(NumberingSystem(named: "deva")).digits.joined() == "०१२३४५६७८९")
        #expect(try #require(NumberingSystem(named: "thai")).digits.joined() == "๐๑๒๓๔๕๖๗๘๙")
        #expect(try #require(NumberingSystem(named: "hanidec")).digits.joined() == "〇一二三四五六七八九", "not contiguous in Unicode")
        #expect(try #require(NumberingSystem(named: "mathsans")).digits[9] == "𝟫", "outside the BMP")
        #expect(NumberingSystem(named: "latn") == .latin)
    }

    @Test func systemsWithoutDigitsAndUnknownNamesAreNone() {
        #expect(NumberingSystem(named: "roman") == nil, "algorithmic: it spells numbers out")
        #expect(NumberingSystem(named: "hebr") == nil)
        #expect(NumberingSystem(named: "arabic") == nil)
        #expect(NumberingSystem(named: "") == nil)
        #expect(NumberingSystem(named: "ARAB") == nil, "names are lower case")
    }

    @Test func namesListsEverySystemWithDigits() {
        let names = NumberingSystem.names
        #expect(["latn", "arab", "arabext", "beng", "deva", "hanidec", "thai", "tibt", "mymr"].allSatisfy(names.contains))
        #expect(!names.contains("roman") && !names.contains("hebr"))
        #expect(names.allSatisfy { NumberingSystem(named: $0) != nil })
    }

    @Test(arguments: [
        ("ar", "arab"), ("ar-EG", "arab"), ("ar-SA", "arab"), ("ar-MA", "latn"), ("ar-DZ", "latn"), ("ar-XB", "arab"),
        ("fa", "arabext"), ("ur", "latn"), ("ur-IN", "arabext"), ("bn", "beng"), ("mr", "deva"), ("ne", "deva"),
        ("my", "mymr"), ("hi", "latn"), ("th", "latn"), ("ja", "latn"), ("en", "latn"), ("de-AT", "latn"), ("xx", "latn"),
    ])
    func eachLocaleHasItsDefault(locale: String, expected: String) throws {
        #expect(NumberingSystem(defaultFor: try #require(LocaleTag(locale))).name == expected)
    }

    @Test func displayingReplacesASCIIDigitsOnly() throws {
        let arab = try #require(NumberingSystem(named: "arab"))
        #expect(arab.displaying("Resend in 42 s, code 0-9") == "Resend in ٤٢ s, code ٠-٩")
        #expect(arab.displaying("no digits") == "no digits")
        #expect(arab.displaying("٣ and ３") == "٣ and ３", "other digits are left as they are")
        #expect(NumberingSystem.latin.displaying("123") == "123")
        #expect(try #require(NumberingSystem(named: "mathsans")).displaying("a1") == "a𝟣")
    }
}
