import OTPPNG
import OTPRaster
import Testing

/// Bytes that are not a whole, intact PNG throw `.invalid` with libpng's (or the shim's)
/// reason, never crash and never decode.
@Suite("Invalid PNG data")
struct PNGInvalidInputTests {
    /// A small real PNG from our own encoder: 7x5 RGBA.
    static func realPNG() throws -> [UInt8] {
        var random = SeededRandom(seed: 11)
        return try Pixmap.random(width: 7, height: 5, opaque: false, using: &random).pngData()
    }

    @Test func emptyDataIsInvalid() {
        #expect(invalidReason(decoding: [])?.contains("signature") == true)
    }

    @Test func randomBytesAreInvalid() {
        var random = SeededRandom(seed: 12)
        for count in [1, 7, 8, 64, 1000] {
            #expect(invalidReason(decoding: random.bytes(count)) != nil, "\(count) random bytes")
        }
    }

    /// Past the signature, libpng's chunk reader is what has to cope.
    @Test func randomBytesAfterTheSignatureAreInvalid() {
        var random = SeededRandom(seed: 13)
        for count in [0, 4, 12, 100, 1000] {
            #expect(invalidReason(decoding: PNGFile.signature + random.bytes(count)) != nil, "signature + \(count) random bytes")
        }
    }

    /// Every proper prefix of a real PNG: cut in the signature, in IHDR, in the IDAT data,
    /// or just before the last byte of IEND's CRC.
    @Test func everyTruncationOfARealPNGIsInvalid() throws {
        let png = try Self.realPNG()
        #expect(try Pixmap(pngData: png).width == 7)
        for length in 0..<png.count {
            #expect(invalidReason(decoding: Array(png.prefix(length))) != nil, "first \(length) of \(png.count) bytes")
        }
    }

    /// The IDAT payload changed, with its CRC recomputed so that the damage reaches zlib:
    /// in the zlib header, the first deflate block header, the middle, and the Adler-32.
    @Test func aCorruptedIDATIsInvalid() throws {
        let chunks = PNGFile.chunks(of: try Self.realPNG())
        let idat = try #require(chunks.firstIndex { $0.type == "IDAT" })
        let size = chunks[idat].data.count
        for position in [0, 1, 2, size / 2, size - 1] {
            var damaged = chunks
            damaged[idat].data[position] ^= 0xFF
            #expect(invalidReason(decoding: PNGFile.assemble(damaged)) != nil, "IDAT byte \(position) of \(size) flipped")
        }
    }

    @Test func anIDATWithAWrongCRCIsInvalid() throws {
        var png = try Self.realPNG()
        let chunks = PNGFile.chunks(of: png)
        let idat = try #require(chunks.firstIndex { $0.type == "IDAT" })
        let idatCRCOffset = PNGFile.signature.count + chunks[...idat].reduce(0) { $0 + 12 + $1.data.count } - 4
        png[idatCRCOffset] ^= 0x01
        #expect(invalidReason(decoding: png) == "IDAT: CRC error")
    }

    @Test func aPNGWithoutPixelDataIsInvalid() throws {
        let withoutIDAT = PNGFile.chunks(of: try Self.realPNG()).filter { $0.type != "IDAT" }
        #expect(invalidReason(decoding: PNGFile.assemble(withoutIDAT)) != nil)
    }
}
