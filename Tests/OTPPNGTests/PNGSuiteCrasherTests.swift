import OTPPNG
import OTPRaster
import Testing

/// Files that once crashed PNG decoders: each must decode or throw a ``PNGError`` with a
/// reason, quickly. The expected outcome of each is stated with why, as observed with
/// libpng 1.6 (the messages quoted are libpng's, or the shim's for truncation).
@Suite("PngSuite: crashers", .needsPNGSuiteCrashers, .timeLimit(.minutes(1)))
struct PNGSuiteCrasherTests {
    static let fileNames = PNGSuite.fileNames(in: PNGSuite.crashers)

    enum Outcome {
        /// Decodes to a 1x1 image of this colour.
        case decodesToOnePixel(Color)
        /// Throws `.invalid` with a reason containing `message`.
        case fails(message: String, because: Comment)
    }

    static func expectedOutcome(of name: String) -> Outcome? {
        switch name {
        case "bad_iCCP.png":
            // A fuzzed file: its IHDR's CRC is already wrong, so libpng stops there, before
            // the malformed iCCP (see the repaired-CRC test below for the iCCP itself).
            .fails(message: "IHDR: CRC error", because: "IHDR CRC does not match")
        case "badadler.png":
            .fails(message: "incorrect data check", because: "the zlib stream's Adler-32 is wrong")
        case "badcrc.png":
            .fails(message: "IDAT: CRC error", because: "the IDAT CRC is wrong and IDAT is critical")
        case "empty_ancillary_chunks.png":
            // Zero-length bKGD, cHRM, iCCP, tEXt... are each dropped with a warning; the
            // one pixel is palette entry 0, #800080.
            .decodesToOnePixel(Color(red: 0x80, green: 0x00, blue: 0x80))
        case _ where name.hasPrefix("huge_"):
            // A chunk declaring 1 GiB in a 57- or 79-byte file: reading fails when the data
            // runs out. The shim skips ancillary chunks it does not use rather than buffer
            // them (libpng would otherwise allocate the whole declared size of a tEXt, zTXt,
            // iTXt, pCAL, sCAL or sPLT chunk, since its chunk limit is only a warning).
            .fails(message: "file is truncated", because: "the declared 1 GiB chunk is not in the file")
        default:
            nil
        }
    }

    @Test("decodes or fails with a reason", arguments: fileNames)
    func decodesOrFailsWithAReason(name: String) throws {
        let png = try PNGSuite.bytes(of: name, in: PNGSuite.crashers)
        let outcome = try #require(Self.expectedOutcome(of: name), "new crasher \(name): state its expected outcome")
        switch outcome {
        case .decodesToOnePixel(let color):
            let pixmap = try Pixmap(pngData: png)
            #expect(pixmap.width == 1 && pixmap.height == 1)
            #expect(pixmap.color(x: 0, y: 0) == color)
        case .fails(let message, let why):
            let reason = try #require(invalidReason(decoding: png), why)
            #expect(reason.contains(message), why)
        }
    }

    /// With every CRC made correct, libpng gets past the checksums into the chunk parsers
    /// (bad_iCCP's profile, the empty chunks): still a clean success or `.invalid`.
    @Test("with its CRCs repaired, decodes or fails with a reason", arguments: fileNames)
    func withCRCsRepairedDecodesOrFailsWithAReason(name: String) throws {
        let png = PNGFile.repairingCRCs(of: try PNGSuite.bytes(of: name, in: PNGSuite.crashers))
        do {
            let pixmap = try Pixmap(pngData: png)
            #expect(pixmap.bytes.count == pixmap.width * pixmap.height * 4)
        } catch let PNGError.invalid(reason) {
            #expect(!reason.isEmpty)
        }
    }
}
