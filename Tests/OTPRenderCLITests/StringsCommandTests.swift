import Foundation
import OTPTestSupport
import Testing

/// `otp-render strings` and batches over locales, run as processes on `Goldens/locales`.
@Suite struct StringsCommandTests {
    static let goldens = RepositoryFiles.root.appendingPathComponent("Goldens/locales")

    @Test func theListingSaysWhereEachTextCameFrom() throws {
        let result = try CommandRunner.run(["strings", "signin-ar.json"], in: Self.goldens)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.first == "locale ar (rtl)")
        #expect(lines.contains("button.format        signin.countdown  ar  many  إعادة الإرسال بعد 42 ثانية"))
        #expect(lines.contains("button.expiredTitle  -                           Code expired. Resend code"), "the preset's own text")
        #expect(lines.contains("message.error        -                           Incorrect code, 2 tries left"))
    }

    @Test func theJSONListingTakesAnotherLocale() throws {
        let result = try CommandRunner.run(["strings", "signin-ar.json", "--locale", "de-AT", "--json"], in: Self.goldens)
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(root["locale"] as? String == "de-AT" && root["direction"] as? String == "ltr")
        let texts = try #require(root["texts"] as? [String: [String: Any]])
        #expect(texts["title.text"]?["key"] as? String == "signin.title" && texts["title.text"]?["from"] as? String == "de")
        #expect(texts["title.text"]?["source"] as? String == "Localizable.xcstrings")
        #expect(texts["button.format"]?["plural"] as? String == "other" && texts["button.format"]?["text"] as? String == "Erneut senden in 42 Sekunden")
        #expect(texts["value"]?["key"] is NSNull)
    }

    @Test func aMissingKeyExitsWith64AndWritesNothing() throws {
        let folder = CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(at: Self.goldens.appendingPathComponent("Localizable.xcstrings"), to: folder.appendingPathComponent("Localizable.xcstrings"))
        let spec = #"{"preset": "signin-block", "strings": "Localizable.xcstrings", "locale": "de", "title": "@signin.titel"}"#
        try Data(spec.utf8).write(to: folder.appendingPathComponent("spec.json"))
        let result = try CommandRunner.run(["render", "spec.json", "-o", "out.png"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr == #"otp-render: spec.json: title: "@signin.titel" cannot be found: Localizable.xcstrings: signin.titel: no such key in any locale (asked for de; looked in de, en, default) (did you mean signin.title?)"# + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        let allowed = try CommandRunner.run(["render", "spec.json", "--allow-missing", "-o", "out.png"], in: folder)
        #expect(allowed.status == 0)
        #expect(allowed.stderr == #"otp-render: warning: spec.json: title: "@signin.titel" cannot be found: Localizable.xcstrings: signin.titel: no such key in any locale (asked for de; looked in de, en, default) (did you mean signin.title?); drawn as "signin.titel""# + "\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    @Test func whatDoesNotFitIsAWarningOrWithStrictAFailure() throws {
        let folder = CommandRunner.temporaryFolder()
        let arguments = ["render", Self.goldens.appendingPathComponent("signin-de.json").path, "--set", #"textScale="AX3""#, "-o", "out.png"]
        let warned = try CommandRunner.run(arguments, in: folder)
        #expect(warned.status == 0)
        #expect(warned.stderr.hasPrefix("otp-render: warning: "))
        #expect(warned.stderr.hasSuffix(#"signin-de.json: button "Erneut senden in 42 Sekunden" is 199.07 pt wider than the block (locale de, text scale 2.35)"# + "\n"))
        let strict = try CommandRunner.run(arguments + ["--strict"], in: folder)
        #expect(strict.status == 1 && strict.stderr == warned.stderr)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path), "the image is written all the same")
        let fits = try CommandRunner.run(["render", Self.goldens.appendingPathComponent("signin-de.json").path, "--strict", "-o", "fits.png"], in: folder)
        #expect(fits.status == 0 && fits.stderr.isEmpty)
    }

    @Test func aBatchWarnsOfWhatDoesNotFitAndOfMissingKeysPerItem() throws {
        let folder = CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(at: Self.goldens.appendingPathComponent("Localizable.xcstrings"), to: folder.appendingPathComponent("Localizable.xcstrings"))
        let manifest = #"""
        {"strings": "Localizable.xcstrings",
         "base": {"preset": "signin-block", "value": "12", "title": "@signin.titel",
                  "button": {"title": "@signin.resend", "format": "@signin.countdown", "remaining": 42}},
         "matrix": {"locale": ["en", "de"], "textScale": [1, "AX3"]}}
        """#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let refused = try CommandRunner.run(["batch", "manifest.json", "-o", "out", "--quiet"], in: folder)
        #expect(refused.status == 64, "a missing key fails each item without --allow-missing")
        let result = try CommandRunner.run(["batch", "manifest.json", "-o", "out", "--allow-missing"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("drawn as \"signin.titel\"") }.count == 4)
        #expect(lines.contains(#"otp-render: warning: manifest.json: de-AX3: button "Erneut senden in 42 Sekunden" is 199.07 pt wider than the block (locale de, text scale 2.35)"#))
        #expect(result.stdoutText.contains("; 4 with warnings"))
        let strict = try CommandRunner.run(["batch", "manifest.json", "-o", "out", "--allow-missing", "--strict", "--quiet"], in: folder)
        #expect(strict.status == 1, "a text that does not fit")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/de-AX3.png").path))
    }

    @Test func aManifestRendersEachLocaleOfItsMatrix() throws {
        let folder = CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(at: Self.goldens.appendingPathComponent("Localizable.xcstrings"), to: folder.appendingPathComponent("Localizable.xcstrings"))
        let manifest = #"""
        {"strings": "Localizable.xcstrings",
         "base": {"preset": "signin-block", "scale": 2, "value": "12", "title": "@signin.title",
                  "subtitle": {"key": "signin.subtitle", "args": ["+1 415 555 0132"]}, "message": {"text": "@signin.message"},
                  "button": {"title": "@signin.resend", "format": "@signin.countdown", "remaining": 42}},
         "matrix": {"locale": ["en", "de", "ar", "ja"]}}
        """#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let result = try CommandRunner.run(["batch", "manifest.json", "-o", "out", "--quiet"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        for locale in ["en", "de", "ar", "ja"] {
            let compared = try CommandRunner.run(["compare", "out/\(locale).png", Self.goldens.appendingPathComponent("signin-\(locale)@2x.png").path, "--exact"], in: folder)
            #expect(compared.status == 0, "\(locale): \(compared.stdoutText)")
        }
    }
}
