import Foundation
import OTPStrings
import OTPTestSupport
import Testing

/// Every way a string source can be wrong, and the line that says so.
@Suite struct StringErrorTests {
    /// The message of reading `text` written as `name` in a new folder; nil when it reads.
    static func message(_ name: String, _ text: String) -> String? {
        let folder = RepositoryFiles.temporaryFolder("otp-strings")
        let path = folder + "/" + name
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        let source = name.hasPrefix("res/") ? "res" : name
        do {
            _ = try StringSources.load([source], baseDirectory: folder)
            return nil
        } catch {
            return error.description.replacing(folder + "/", with: "")
        }
    }

    @Test(arguments: [
        ("a.json", "[]", "a.json: top level: must be an object of locales, each an object of keys to texts"),
        ("a.json", #"{"english": {}}"#, "a.json: english: is not a locale (use a BCP 47 tag such as de or pt-BR)"),
        ("a.json", #"{"en": {"n": {"one": "x"}}}"#, "a.json: en.n: has no `other` form"),
        ("a.json", #"{"en": {"n": 3}}"#, "a.json: en.n: must be a string or an object of plural forms, not a number"),
        ("a.json", #"{"en": {"n": {"several": "x"}}}"#,
         "a.json: en.n.several: must be a plural category (zero, one, two, few, many, other) with a string"),
        ("a.json", "{", "a.json: line 1, column 2: expected a key in double quotes, found end of input"),
        ("a.xcstrings", #"{"strings": {}}"#, #"a.xcstrings: sourceLanguage: must be the catalog's source locale, such as "en""#),
        ("a.xcstrings", #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"value": "x"}}}}}}}}}"#,
         "a.xcstrings: strings.k.localizations.en.variations.plural: has no `other` form"),
        ("en.lproj/a.strings", #""k" = "v""#, #"en.lproj/a.strings: line 1: expected ";" after the value of "k""#),
        ("en.lproj/a.strings", "\"k\" = \"v;\n", "en.lproj/a.strings: line 2: a string is not closed (a missing \")"),
        ("en.lproj/a.strings", "/* open\n\"k\" = \"v\";", "en.lproj/a.strings: line 2: the comment that starts on line 1 is not closed"),
        ("a.strings", #""k" = "v";"#, "a.strings: is not in a LOCALE.lproj folder, which says its locale (de.lproj/Localizable.strings)"),
        ("a.txt", "", "a.txt: is not a string source (use a .json, .xcstrings, .strings, .stringsdict, .arb or .po file, or a folder of them, an i18next locales folder or an Android res folder)"),
        ("res/values/strings.xml", "<resources><string name=\"a\">x</resources>",
         "res/values/strings.xml: line 1: Premature end of data in tag resources line 1"),
        ("res/values/strings.xml", "<strings/>", "res/values/strings.xml: top level: is not <resources>"),
        ("res/values/strings.xml", "<resources>\n<plurals name=\"n\"><item quantity=\"one\">x</item></plurals></resources>",
         #"res/values/strings.xml: line 2: <plurals name="n"> has no <item quantity="other">"#),
        ("res/values/strings.xml", "<resources><plurals name=\"n\"><item quantity=\"lots\">x</item></plurals></resources>",
         #"res/values/strings.xml: line 1: <plurals name="n"> has an item of quantity "lots" (use zero, one, two, few, many or other)"#),
        ("res/values/strings.xml", "<resources><string>x</string></resources>", "res/values/strings.xml: line 1: <string> has no name"),
        ("res/drawable/x.xml", "<x/>", "res: has no values*/ folders with strings (an Android res folder has values/strings.xml)"),
    ])
    func badSourcesSayWhereAndWhy(name: String, text: String, expected: String) {
        #expect(Self.message(name, text) == expected)
    }

    @Test func aMissingSourceIsNamed() {
        #expect(StringFixtures.message("absent.json", "k", "en") == "absent.json: no such file")
    }
}
