import CFuzzDriver
import Foundation
import OTPPNG
import OTPRaster

/// Any bytes as pixels: the built-in encoder's PNG must decode (through libpng and zlib) to
/// exactly those pixels. The first two bytes give the width (1...1024) and whether the image
/// is opaque; the rest are straight RGBA pixels, row after row (premultiplied before
/// encoding; a last partial row is dropped).
/// One encoder for every input, as a batch thread keeps one: libFuzzer runs the inputs one
/// after another on one thread.
nonisolated(unsafe) let encoder = PNGEncoder()

func fuzzEncoder(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard bytes.count >= 6 else { return 0 }
    let width = (Int(bytes[0]) << 2 | Int(bytes[1] & 3)) + 1
    let opaque = bytes[1] & 4 != 0
    let height = (bytes.count - 2) / (width * 4)
    guard height > 0 else { return 0 }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
        let color = Color(red: bytes[2 + i], green: bytes[3 + i], blue: bytes[4 + i], alpha: opaque ? 255 : bytes[5 + i])
        let p = color.premultiplied
        (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (p.red, p.green, p.blue, p.alpha)
    }
    guard let pixmap = Pixmap(width: width, height: height, premultipliedBytes: pixels) else { return 0 }
    let decoded = try? Pixmap(pngData: encoder.encode(pixmap))
    precondition(decoded == pixmap, "the built-in encoder's PNG did not decode to the same \(width)x\(height) pixels")
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzEncoder(data, count) })
