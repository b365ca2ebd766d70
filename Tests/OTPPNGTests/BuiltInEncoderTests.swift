import Foundation
import OTPPNG
import OTPRaster
import OTPTestSupport
import Testing

/// The built-in encoder (``PNGEncoder``): its output decodes (through libpng and zlib) to
/// the pixels it was given, and stays within 1.5 times libpng's default size on the
/// committed golden images, which are what it is made for.
@Suite("Built-in PNG encoder")
struct BuiltInEncoderTests {
    static let goldenFiles: [URL] = {
        let root = RepositoryFiles.root.appendingPathComponent("Goldens")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
    }()

    @Test func theGoldensAreFound() {
        #expect(Self.goldenFiles.count > 50)
    }

    /// Real renders: the same pixels back, and the size within 1.5x of libpng's defaults.
    @Test func goldenImagesRoundTripAndStaySmall() throws {
        let encoder = PNGEncoder()
        var worst = (ratio: 0.0, name: "")
        for file in Self.goldenFiles {
            let pixmap = try Pixmap(contentsOfPNGFile: file.path)
            let png = encoder.encode(pixmap)
            #expect(try Pixmap(pngData: png) == pixmap, "\(file.lastPathComponent)")
            let ratio = Double(png.count) / Double(try pixmap.pngData(options: .libpngDefault).count)
            #expect(ratio <= 1.5, "\(file.lastPathComponent): \(png.count) bytes, \(ratio)x libpng's default")
            if ratio > worst.ratio { worst = (ratio, file.lastPathComponent) }
        }
        print("largest size against libpng's default: \(worst.ratio)x, \(worst.name)")
    }

    /// Noise gives long literal stretches and a block boundary every 32 Ki tokens; one
    /// encoder serves images of different sizes and kinds in turn.
    @Test func noiseAcrossManyBlocksRoundTrips() throws {
        var random = SeededRandom(seed: 11)
        let encoder = PNGEncoder()
        for (width, height, opaque) in [(300, 300, true), (1, 1, false), (257, 129, false), (2, 70_000 / 2 / 8, true)] {
            let pixmap = Pixmap.random(width: width, height: height, opaque: opaque, using: &random)
            #expect(try Pixmap(pngData: encoder.encode(pixmap)) == pixmap, "\(width)x\(height)")
        }
    }

    /// Long runs in every position relative to a row and to the 258-byte match limit.
    @Test func runsOfEveryLengthRoundTrip() throws {
        let encoder = PNGEncoder()
        for width in [1, 2, 3, 85, 86, 87, 88, 172, 259, 1000] {
            var pixmap = try #require(Pixmap(width: width, height: 5, filledWith: .white))
            pixmap.fill(Color(red: 10, green: 20, blue: 30))
            var bytes = pixmap.bytes
            bytes[(width * 2 + width / 2) * 4] = 200  // one different pixel in the middle row
            let edited = try #require(Pixmap(width: width, height: 5, premultipliedBytes: bytes))
            #expect(try Pixmap(pngData: encoder.encode(edited)) == edited, "width \(width)")
            #expect(try Pixmap(pngData: encoder.encode(pixmap)) == pixmap, "width \(width)")
        }
    }

    /// Pixels from a four-colour palette make every 4-byte sequence common, so the match
    /// search walks long chains of earlier positions; rows of 8,192 RGBA pixels put the row
    /// above at exactly the window's reach and the stream moves through the window many times.
    @Test func longChainsAndTheWindowsEdgeRoundTrip() throws {
        var random = SeededRandom(seed: 15)
        let palette: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF80_8080, 0x4020_1000]
        let encoder = PNGEncoder()
        for (width, height) in [(8192, 12), (8191, 12), (300, 200)] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(width * height * 4)
            for _ in 0..<width * height {
                let pixel = palette[Int(random.next() % 4)]
                bytes += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: pixel >> $0) }
            }
            let pixmap = try #require(Pixmap(width: width, height: height, premultipliedBytes: bytes))
            #expect(try Pixmap(pngData: encoder.encode(pixmap)) == pixmap, "\(width)x\(height)")
        }
    }

    @Test func theWidestAllowedRowRoundTrips() throws {
        var random = SeededRandom(seed: 12)
        let pixmap = Pixmap.random(width: Pixmap.maximumDimension, height: 2, opaque: false, using: &random)
        #expect(try Pixmap(pngData: PNGEncoder().encode(pixmap)) == pixmap)
    }

    @Test func encodingIntoABufferReplacesItsContents() {
        var random = SeededRandom(seed: 13)
        let pixmap = Pixmap.random(width: 20, height: 10, opaque: true, using: &random)
        var png: [UInt8] = [1, 2, 3]
        PNGEncoder().encode(pixmap, into: &png)
        #expect(png == PNGEncoder().encode(pixmap))
    }
}

@Suite("Deflate parts")
struct DeflatePartsTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        var crc = CRC32()
        crc.add(Array("123456789".utf8))
        #expect(crc.value == 0xCBF4_3926)
    }

    /// Runs in constant time and blocks of bytes give what byte-by-byte summing gives.
    @Test func adler32OfRunsAndBlocksMatchesTheDefinition() {
        var random = SeededRandom(seed: 14)
        var fast = Adler32()
        var a: UInt32 = 1, b: UInt32 = 0
        for _ in 0..<500 {
            let count = Int(random.next() % 10_000)
            var bytes = [UInt8](repeating: UInt8(truncatingIfNeeded: random.next()), count: count)
            if random.next() % 2 == 0 {
                fast.add(bytes[0...].first ?? 0, repeated: count)
            } else {
                for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: random.next()) }
                withStorage(bytes) { fast.add($0) }
            }
            for byte in bytes {
                a = (a + UInt32(byte)) % 65521
                b = (b + a) % 65521
            }
        }
        #expect(fast.value == b << 16 | a)
        // The standard check value of "Wikipedia".
        var word = Adler32()
        withStorage(Array("Wikipedia".utf8)) { word.add($0) }
        #expect(word.value == 0x11E6_0398)
    }

    /// Fibonacci frequencies make an unlimited Huffman code as deep as there are symbols;
    /// the limit holds and the code stays complete (Kraft sum exactly 1).
    @Test func huffmanCodesRespectTheLengthLimitAndAreComplete() {
        var frequencies = [UInt32](repeating: 0, count: 30)
        var (x, y): (UInt32, UInt32) = (1, 1)
        for i in frequencies.indices { frequencies[i] = x; (x, y) = (y, x &+ y) }
        var code = HuffmanCode(symbolCount: 30)
        defer { code.deallocate() }
        for limit in [7, 15] {
            code.build(frequencies: frequencies, limit: limit)
            #expect(code.lengths.allSatisfy { $0 >= 1 && $0 <= limit })
            #expect(code.lengths.reduce(0) { $0 + (1 << (limit - Int($1))) } == 1 << limit)
            // The rarer a symbol, the longer (or equal) its code.
            #expect(zip(code.lengths, code.lengths.dropFirst()).allSatisfy { $0 >= $1 })
        }
    }

    /// Without a limit to meet, the code is optimal: for 1, 1, 2, 4 the lengths are 3, 3, 2, 1.
    @Test func huffmanCodesAreOptimal() {
        var code = HuffmanCode(symbolCount: 5)
        defer { code.deallocate() }
        code.build(frequencies: [1, 0, 1, 2, 4], limit: 15)
        #expect(code.lengths == [3, 0, 3, 2, 1])
        // Canonical: the shortest code is 0, then 10, 110, 111 (written bit-reversed).
        #expect(code.codes.map { $0 & 0xFFFF } == [0b011, 0, 0b111, 0b01, 0])
    }

    @Test func aLoneSymbolGetsAOneBitCode() {
        var code = HuffmanCode(symbolCount: 4)
        defer { code.deallocate() }
        code.build(frequencies: [0, 0, 9, 0], limit: 15)
        #expect(code.lengths == [0, 0, 1, 0])
    }

    @Test func distanceCodesFollowTheTableOfRFC1951() {
        #expect(DeflateAlphabet.distanceCode(1) == (0, 0, 0))
        #expect(DeflateAlphabet.distanceCode(4) == (3, 0, 0))
        #expect(DeflateAlphabet.distanceCode(5) == (4, 1, 0))
        #expect(DeflateAlphabet.distanceCode(8) == (5, 1, 1))
        #expect(DeflateAlphabet.distanceCode(24_577) == (29, 13, 0))
        #expect(DeflateAlphabet.distanceCode(32_768) == (29, 13, 8191))
        #expect(DeflateAlphabet.lengthCodes[0] == 257)
        #expect(DeflateAlphabet.lengthCodes[258 - 3] == 285)
        #expect(DeflateAlphabet.lengthCodes[257 - 3] == 284 | 5 << 16 | 30 << 24)
    }
}

/// Lends `bytes` to `body` as encoder storage of exactly their count.
private func withStorage(_ bytes: [UInt8], _ body: (UnsafeStorage<UInt8>) -> Void) {
    let storage = UnsafeStorage<UInt8>(zeroed: max(1, bytes.count))
    defer { storage.deallocate() }
    for (i, byte) in bytes.enumerated() { storage[i] = byte }
    body(storage.run(from: 0, count: bytes.count))
}
