import CFuzzDriver
import Foundation
import OTPJSON
import OTPStrings
import OTPTokens

/// A few bytes as a ``HostileInput``, a long chain or a deep nest, read by the reader it is
/// for: a token set with every token resolved, or a string catalog with its keys looked up,
/// each a value or an error. Never a trap, a stack overflow or a hang: a reader whose time
/// grows faster than its input runs past the fuzzer's timeout on the longest shapes.
func fuzzChains(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = HostileInput(Array(UnsafeBufferPointer(start: data, count: count)))
    let bytes = input.bytes
    if input.shape.isTokens {
        guard let json = try? JSONValue.parse(bytes),
              let tokens = try? TokenSet(layers: [TokenLayer(file: "chain.tokens.json", tree: json)]) else { return 0 }
        _ = try? tokens.allTokens()
        _ = try? tokens.token("t\(input.length)")
        return 0
    }
    let format: StringSourceFormat = bytes.first == UInt8(ascii: "{") ? .arb(fileName: "app_en.arb") : .po(locale: "ar")
    guard let catalog = try? StringCatalog(parsing: bytes, as: format, source: "chain") else { return 0 }
    let sources = StringSources(catalogs: [catalog])
    var named: [String: StringArgument] = ["s": .text("a")]
    if input.shape == .arbPlaceholders {
        for index in 0..<input.length { named["p\(index)"] = .text("x") }
    }
    for key in Set(catalog.tables.values.flatMap(\.keys)).sorted().prefix(20) {
        for number in [0.0, 1, 2, 3, 11, 100] {
            named["count"] = .number(number)
            _ = try? sources.text(key, locale: "ar", named: named)
        }
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzChains(data, count) })
