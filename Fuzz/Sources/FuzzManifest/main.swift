import CFuzzDriver
import Foundation
import OTPSpec

/// Any bytes as a batch manifest: a manifest or a SpecError, never a trap or a hang; every
/// item name maps to a safe file name.
func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let manifest = try? Manifest.parse(json: bytes) else { return 0 }
    for item in manifest.items.prefix(1000) {
        let name = Manifest.fileName(for: item.name)
        precondition(!name.contains("/") && !name.hasPrefix("."), "unsafe file name \(name)")
        _ = try? SpecDecoder.decode(object: item.spec, presetNames: Presets.names, presets: Presets.named)
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzManifest(data, count) })
