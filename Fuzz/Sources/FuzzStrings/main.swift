import CFuzzDriver
import Foundation
import OTPStrings

/// Any bytes as a string source: the first byte picks the format (JSON, an Apple string
/// catalog, a `.strings` file, an Android `strings.xml`, a `.stringsdict`, a Flutter ARB
/// file, an i18next resource file, a gettext `.po` file), the rest is the source. A catalog or
/// a StringsError, never a trap or a hang; every key is then looked up in each of its locales
/// and a few others, with a count and a text as arguments by position and by name, through
/// CLDR's plural rules, gettext's Plural-Forms, gen-l10n's plural and select and the format
/// specifiers, and as a countdown's text ticking: a text or a StringsError.
func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let selector = bytes.first else { return 0 }
    let formats: [StringSourceFormat] = [.json, .xcstrings, .strings(locale: "de"), .androidXML(locale: ""), .stringsdict(locale: "ru"),
                                         .arb(fileName: "app_ar.arb"), .i18next(locale: "pl"), .po(locale: "ar")]
    let format = formats[Int(selector) % formats.count]
    guard let catalog = try? StringCatalog(parsing: Array(bytes.dropFirst()), as: format, source: "fuzz") else { return 0 }
    let sources = StringSources(catalogs: [catalog])
    let keys = Set(catalog.tables.values.flatMap(\.keys)).sorted().prefix(20)
    for key in keys {
        for locale in catalog.locales.prefix(4) + ["ar", "pl", "ja-JP", "sr-Latn"] {
            let locale = locale.isEmpty ? "en" : locale
            for count in [0.0, 1, 2, 5, 11, 101] {
                _ = try? sources.text(key, locale: locale, arguments: [.number(count), .text("+1 415")],
                                      named: ["count": .number(count), "phone": .text("+1 415"), "gender": .text("female")])
            }
            let countdown = try? sources.text(key, locale: locale, arguments: [.text("+1 415")], named: ["phone": .text("+1 415")], countdown: 3)
            for remaining in 0...3 {
                _ = countdown?.countdownForms?.text(for: remaining)
                _ = countdown?.countdownForms?.finishedText(for: remaining)
            }
        }
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzStrings(data, count) })
