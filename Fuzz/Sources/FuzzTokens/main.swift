import CFuzzDriver
import Foundation
import OTPJSON
import OTPSpec
import OTPTokens

/// Any bytes as token files (one tree, or an array of trees merged in order): a token set or
/// a TokenError, never a trap or a hang; every token listed can be asked for, its value is
/// written as a spec takes it, and specs naming the first tokens from each kind of key decode
/// or give a SpecError.
func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let json = try? JSONValue.parse(bytes) else { return 0 }
    var trees = [json]
    if case .array(let items) = json, items.allSatisfy({ if case .object = $0 { true } else { false } }), !items.isEmpty { trees = items }
    let layers = trees.enumerated().map { TokenLayer(file: "layer\($0.offset + 1).json", tree: $0.element) }
    guard let tokens = try? TokenSet(layers: layers, remPixels: 16) else { return 0 }
    for token in (try? tokens.allTokens()) ?? [] {
        precondition((try? tokens.token(token.path))?.path == token.path, "\(token.path) is listed but cannot be found")
        _ = SpecTokenValue.json(token.value, fontFamilies: ["Inter"])
    }
    let loader = SpecTokenLoader(fontFamilies: ["Inter"]) { _, mode, _ throws(TokenError) in (tokens, mode) }
    for path in tokens.paths.prefix(20) {
        let reference = JSONValue.string("{\(path)}")
        let spec: JSONValue = ["tokens": "fuzz.tokens.json", "font": reference, "shadow": reference, "groups": [reference],
                               "cell": ["width": reference, "dash": reference, "borderWidth": reference],
                               "colors": ["border": reference, "text": reference, "caret": reference]]
        _ = try? SpecDecoder.decode(object: spec, tokens: loader)
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzTokens(data, count) })
