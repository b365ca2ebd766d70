import OTPPNG
import OTPRaster
import Testing

/// Encoding then decoding gives back exactly the pixmap that was encoded.
///
/// Why exact: the encoder stores straight colours, c' = round(p · 255 / a), and the decoder
/// premultiplies again, p'' = round(c' · a / 255). Writing c' = p · 255 / a + d with
/// |d| ≤ 1/2 gives c' · a / 255 = p + d · a / 255, which is within a / 510 < 1/2 of the
/// integer p, so p'' = p. That needs p ≤ a (else c' is clamped to 255), which holds for any
/// colour premultiplied with ``Color/premultiplied``, as these random pixmaps are. The
/// straight colour itself is not recoverable at low alpha (a = 1 keeps only 0 or 255), but
/// the pixmap is. Alpha 255 is stored as is; alpha 0 has p = 0 and comes back 0.
@Suite("PNG round trips")
struct PNGRoundTripTests {
    static let options: [PNGEncodingOptions] = [.fast, .smallest]

    @Test("random pixmaps round-trip exactly", arguments: options, [true, false])
    func randomPixmapsRoundTripExactly(options: PNGEncodingOptions, opaque: Bool) throws {
        var random = SeededRandom(seed: opaque ? 1 : 2)
        for _ in 0..<25 {
            let width = Int.random(in: 1...40, using: &random), height = Int.random(in: 1...40, using: &random)
            let pixmap = Pixmap.random(width: width, height: height, opaque: opaque, using: &random)
            let decoded = try Pixmap(pngData: pixmap.pngData(options: options))
            #expect(decoded == pixmap, "\(width)x\(height), opaque: \(opaque)")
        }
    }

    /// Every valid premultiplied pixel at once: all 256 alphas, and for each every colour
    /// value 0...255 premultiplied by it, in one 256x256 image.
    @Test("every premultiplied value round-trips", arguments: options)
    func everyPremultipliedValueRoundTrips(options: PNGEncodingOptions) throws {
        var bytes: [UInt8] = []
        for alpha in 0...255 {
            for value in 0...255 {
                let p = Color(red: UInt8(value), green: UInt8(255 - value), blue: UInt8(value / 2), alpha: UInt8(alpha)).premultiplied
                bytes += [p.red, p.green, p.blue, p.alpha]
            }
        }
        let pixmap = try #require(Pixmap(width: 256, height: 256, premultipliedBytes: bytes))
        #expect(try Pixmap(pngData: pixmap.pngData(options: options)) == pixmap)
    }
}
