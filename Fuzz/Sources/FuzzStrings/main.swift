import CFuzzDriver
import Foundation
import OTPStrings

/// Any bytes as a string source: the first byte picks the format (JSON, an Apple string
/// catalog, a `.strings` file, an Android `strings.xml`), the rest is the source. A catalog or
/// a StringsError, never a trap or a hang; every key is then looked up in each of its locales
/// and a few others, with a count and a text as arguments, through CLDR's plural rules and the
/// format specifiers: a text or a StringsError.
func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let selector = bytes.first else { return 0 }
    let formats: [StringSourceFormat] = [.json, .xcstrings, .strings(locale: "de"), .androidXML(locale: "")]
    let format = formats[Int(selector) % formats.count]
    guard let catalog = try? StringCatalog(parsing: Array(bytes.dropFirst()), as: format, source: "fuzz") else { return 0 }
    let sources = StringSources(catalogs: [catalog])
    let keys = Set(catalog.tables.values.flatMap(\.keys)).sorted().prefix(20)
    for key in keys {
        for locale in catalog.locales.prefix(4) + ["ar", "pl", "ja-JP", "sr-Latn"] {
            for count in [0.0, 1, 2, 5, 11, 101] {
                _ = try? sources.text(key, locale: locale.isEmpty ? "en" : locale, arguments: [.number(count), .text("+1 415")])
            }
            _ = try? sources.text(key, locale: locale.isEmpty ? "en" : locale, arguments: [.number(42)], countdown: 0)
        }
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzStrings(data, count) })
