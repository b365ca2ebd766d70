import OTPStrings
import Testing

/// Each format of string source, read as Xcode and Android read it.
@Suite struct StringFormatsTests {
    @Test func anAppleStringCatalogHasPluralsDevicesAndKeysThatAreTheirOwnSource() throws {
        #expect(try StringFixtures.text("Localizable.xcstrings", "code.title", "ja") == "コードを入力")
        #expect(try StringFixtures.text("Localizable.xcstrings", "code.title", "pt-BR") == "Digite o código")
        #expect(try StringFixtures.text("Localizable.xcstrings", "code.title", "pt") == "Digite o código", "pt finds pt-BR")
        #expect(try StringFixtures.text("Localizable.xcstrings", "Verify", "de") == "Bestätigen")
        #expect(try StringFixtures.text("Localizable.xcstrings", "Verify", "en") == "Verify", "the key is its own source text")
        #expect(try StringFixtures.text("Localizable.xcstrings", "code.resend", "ru", [.number(2)]) == "Через 2 секунды")
        #expect(try StringFixtures.text("Localizable.xcstrings", "code.resend", "en", [.number(1)]) == "Resend in 1 second")
        #expect(try StringFixtures.text("Localizable.xcstrings", "code.hint", "en") == "Click to paste")
    }

    @Test func stringsFilesInLprojFoldersInUTF8OrUTF16() throws {
        #expect(try StringFixtures.text("lproj/en.lproj/Localizable.strings", "code.quote", "en") == "Say \"hi\"\nthen é")
        #expect(try StringFixtures.text("lproj/en.lproj/Localizable.strings", "unquoted_key", "en") == "Key without quotes")
        #expect(try StringFixtures.text("lproj/en.lproj/Localizable.strings", "code.title", "de-DE") == "Code eingeben")
        #expect(try StringFixtures.text("lproj", "code.base", "fr") == "Only in Base")
        let found = try StringFixtures.sources("lproj").text("code.base", locale: "de")
        #expect(found.from == "default")
    }

    @Test func androidResourcesWithTheirEscapesRegionsAndScripts() throws {
        #expect(try StringFixtures.text("res", "code_escapes", "en")
                == "Don't wait:\n  two  spaces   kept, \"quoted\", é & <b>")
        #expect(try StringFixtures.text("res", "code_sent", "en", [.text("+1 415 555 0132")]) == "We sent it to +1 415 555 0132")
        #expect(try StringFixtures.text("res", "code_cdata", "en") == "Check <b>your</b> messages")
        #expect(try StringFixtures.text("res", "code_resend", "de", [.number(1)]) == "Resend in 1 second")
        #expect(try StringFixtures.text("res", "code_title", "ar") == "أدخل الرمز", "ar finds values-ar-rSA")
        #expect(try StringFixtures.text("res", "code_title", "sr-Latn-RS") == "Unesite kod")
        #expect(try StringFixtures.text("res", "code_title", "fr") == "Enter the code")
        #expect(try StringFixtures.text("res", "app_name", "de") == "Sign-in")
    }

    @Test func laterSourcesWin() throws {
        let sources = try StringFixtures.sources("strings.json", "override.json")
        #expect(try sources.text("title", locale: "en").text == "Type the code")
        #expect(try sources.text("title", locale: "de").text == "Code eingeben", "a locale's own text before another source's fallback")
    }
}
