import CFuzzDriver
import Foundation
import OTPPNG
import OTPRaster

/// Any bytes as an animated PNG: frames or a PNGError, never a crash, a hang or an
/// allocation beyond the declared (and limited) size; every frame is the image's size.
func fuzzAPNG(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let animation = try? AnimatedPNG(data: bytes), let first = animation.frames.first else { return 0 }
    precondition(animation.frames.allSatisfy { $0.image.width == first.image.width && $0.image.height == first.image.height },
                 "frames of different sizes")
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzAPNG(data, count) })
