import OTPRaster

/// A small deterministic random generator (SplitMix64), so that every "random" case is
/// the same on every run and machine.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` random bytes.
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) }
    }
}

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
