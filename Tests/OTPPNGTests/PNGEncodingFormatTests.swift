import OTPPNG
import OTPRaster
import Testing

/// What the encoder writes: the smallest colour type that holds the pixels, and the same
/// bytes for the same pixels (no timestamp).
@Suite("PNG encoding format")
struct PNGEncodingFormatTests {
    static let options: [PNGEncodingOptions] = [.fast, .smallest]

    @Test("opaque pixmaps are stored as 8-bit RGB", arguments: options)
    func opaquePixmapsAreStoredAsRGB(options: PNGEncodingOptions) throws {
        var random = SeededRandom(seed: 3)
        let png = try Pixmap.random(width: 9, height: 7, opaque: true, using: &random).pngData(options: options)
        #expect(PNGFile.colorType(of: png) == 2)
        #expect(PNGFile.bitDepth(of: png) == 8)
    }

    @Test("translucent pixmaps are stored as 8-bit RGBA", arguments: options)
    func translucentPixmapsAreStoredAsRGBA(options: PNGEncodingOptions) throws {
        var random = SeededRandom(seed: 4)
        let png = try Pixmap.random(width: 9, height: 7, opaque: false, using: &random).pngData(options: options)
        #expect(PNGFile.colorType(of: png) == 6)
        #expect(PNGFile.bitDepth(of: png) == 8)
    }

    @Test func oneTranslucentPixelMakesTheImageRGBA() throws {
        func colorType(of pixels: [PremultipliedColor]) throws -> UInt8? {
            let bytes = pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
            return PNGFile.colorType(of: try #require(Pixmap(width: 5, height: 5, premultipliedBytes: bytes)).pngData())
        }
        var pixels = [PremultipliedColor](repeating: Color.white.premultiplied, count: 25)
        #expect(try colorType(of: pixels) == 2)
        pixels[13] = Color(red: 255, green: 255, blue: 255, alpha: 254).premultiplied
        #expect(try colorType(of: pixels) == 6)
    }

    @Test("the same pixmap encodes to the same bytes", arguments: options)
    func theSamePixmapEncodesToTheSameBytes(options: PNGEncodingOptions) throws {
        var random = SeededRandom(seed: 5)
        let pixmap = Pixmap.random(width: 31, height: 17, opaque: false, using: &random)
        #expect(try pixmap.pngData(options: options) == pixmap.pngData(options: options))
    }

    /// IHDR, sRGB, IDAT and IEND only, as the shim promises: in particular no tIME, whose
    /// timestamp would make equal pixels give different files.
    @Test("only IHDR, sRGB, IDAT and IEND are written", arguments: options)
    func onlyTheNeededChunksAreWritten(options: PNGEncodingOptions) throws {
        var random = SeededRandom(seed: 6)
        let png = try Pixmap.random(width: 64, height: 64, opaque: false, using: &random).pngData(options: options)
        let types = PNGFile.chunks(of: png).map(\.type)
        #expect(!types.contains("tIME"))
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "sRGB", "IDAT", "IEND"])
    }

    /// The CRC helper that the hand-made files of other tests rely on agrees with libpng.
    @Test func everyChunkCarriesTheCRCOurHelperComputes() throws {
        var random = SeededRandom(seed: 7)
        let png = try Pixmap.random(width: 8, height: 8, opaque: false, using: &random).pngData()
        let computed = PNGFile.chunks(of: png).map { crc32(Array($0.type.utf8) + $0.data) }
        #expect(Array(png.prefix(8)) == PNGFile.signature)
        #expect(!computed.isEmpty)
        #expect(PNGFile.storedCRCs(of: png) == computed)
    }
}
