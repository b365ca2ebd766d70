import CFuzzDriver
import Foundation
import OTPPNG
import OTPRaster

/// Any bytes as a PNG: a pixmap or a PNGError, never a crash, a hang or an allocation
/// beyond the declared (and limited) size. A decoded image must encode (with the built-in
/// encoder) and decode again to exactly the same pixels.
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let pixmap = try? Pixmap(pngData: bytes), pixmap.width * pixmap.height <= 1 << 20 else { return 0 }
    let again = try? Pixmap(pngData: PNGEncoder().encode(pixmap))
    precondition(again == pixmap, "the round trip through the encoder changed the pixels")
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzPNG(data, count) })
