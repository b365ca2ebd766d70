import CFuzzDriver
import Foundation
import OTPFields
import OTPSpec
import OTPStrings
import OTPText

/// CLDR's locale data, for `locale` and `digits`.
let locales = CLDRLocales()
/// The bundled fonts, loaded once.
let fonts = try? FontLibrary()

/// Any bytes as a spec: decoding must either succeed or throw a SpecError; a spec that
/// decodes must lay out, and render when its image is small, without trapping.
func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let spec = try? SpecDecoder.decode(json: bytes, presetNames: Presets.names, presets: Presets.named, locales: locales),
          let fonts else { return 0 }
    let renderer = FieldRenderer(resources: FieldResources(fonts: fonts, baseDirectory: "/nonexistent"))
    let pixels = (spec.cell.width + spec.cell.spacing) * Double(spec.length) * spec.cell.height * spec.scale * spec.scale
    if pixels < 400_000 { _ = try? renderer.render(spec) }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzSpec(data, count) })
