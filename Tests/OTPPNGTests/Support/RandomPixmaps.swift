import OTPRaster
@_exported import OTPTestSupport

extension Pixmap {
    /// A pixmap of random straight colours, premultiplied with ``Color/premultiplied``.
    ///
    /// Opaque pixmaps have alpha 255 everywhere. Translucent ones draw half their alphas
    /// from the edge cases (0, 1, 2, 127, 128, 254, 255) and half uniformly, and always hold
    /// at least one pixel that is not opaque.
    static func random(width: Int, height: Int, opaque: Bool, using random: inout SeededRandom) -> Pixmap {
        let edgeAlphas: [UInt8] = [0, 1, 2, 127, 128, 254, 255]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for index in 0..<width * height {
            var alpha: UInt8 = 255
            if !opaque {
                alpha = Bool.random(using: &random) ? edgeAlphas.randomElement(using: &random)! : .random(in: 0...255, using: &random)
                if index == 0 { alpha = 128 }
            }
            let straight = Color(red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
                                 blue: .random(in: 0...255, using: &random), alpha: alpha)
            let p = straight.premultiplied
            bytes += [p.red, p.green, p.blue, p.alpha]
        }
        return Pixmap(width: width, height: height, premultipliedBytes: bytes)!
    }
}
