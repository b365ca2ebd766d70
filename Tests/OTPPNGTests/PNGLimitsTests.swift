import OTPPNG
import OTPRaster
import Testing

/// A PNG's header is checked against the pixmap limits (16384 px a side, 64 Mi pixels)
/// before any pixel memory is allocated: the hand-made files below declare sizes whose
/// pixels would take up to 40 GB, yet hold a single tiny IDAT.
@Suite("PNG size limits")
struct PNGLimitsTests {
    /// A PNG with valid CRCs whose IHDR declares `width` x `height` RGBA pixels, followed by
    /// an IDAT holding an empty zlib stream (far too little data for any such image).
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        let emptyZlibStream: [UInt8] = [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return PNGFile.assemble([
            PNGFile.header(width: width, height: height),
            PNGChunk(type: "IDAT", data: emptyZlibStream),
            PNGChunk(type: "IEND", data: []),
        ])
    }

    static let oversizedDimensions: [(UInt32, UInt32)] = [
        (100_000, 100_000),  // 10^10 pixels
        (16_385, 1),  // one pixel wider than allowed
        (1, 16_385),  // one pixel taller than allowed
        (8_192, 8_193),  // both sides allowed, 64 Mi + 8192 pixels
    ]

    @Test("an oversized header throws tooLarge", arguments: oversizedDimensions)
    func anOversizedHeaderThrowsTooLarge(width: UInt32, height: UInt32) {
        #expect(throws: PNGError.tooLarge(width: Int(width), height: Int(height))) {
            try Pixmap(pngData: Self.png(width: width, height: height))
        }
    }

    /// At the limit the size is accepted, and it is the missing pixel data that fails.
    @Test("a header at the limit is read on", arguments: [(UInt32(16_384), UInt32(1)), (1, 16_384)])
    func aHeaderAtTheLimitIsReadOn(width: UInt32, height: UInt32) {
        let reason = invalidReason(decoding: Self.png(width: width, height: height))
        #expect(reason == "Not enough image data")
    }

    /// libpng's own default limit (1,000,000 px a side) is lifted in the shim, so even larger
    /// declared sizes are reported as too large, not as a corrupt header.
    @Test func aHeaderOverLibpngsOwnLimitIsReportedAsTooLarge() {
        #expect(throws: PNGError.tooLarge(width: 2_000_000, height: 1)) {
            try Pixmap(pngData: Self.png(width: 2_000_000, height: 1))
        }
    }

    @Test func aZeroWidthIsInvalid() {
        #expect(invalidReason(decoding: Self.png(width: 0, height: 1)) != nil)
    }
}
