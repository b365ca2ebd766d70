import OTPPNG
import OTPRaster
import Testing

/// Every PngSuite image decodes to the pixels an independent decoder (Pillow, through
/// `Fixtures/make_reference.py`) says it holds, and interlacing never changes the result.
@Suite("PngSuite: valid images", .needsPNGSuiteValid)
struct PNGSuiteDecodingTests {
    static let fileNames = PNGSuite.fileNames(in: PNGSuite.valid)
    /// The `i*.png` files; each is the same image as the file named without the `i`.
    static let interlacedNames = fileNames.filter { $0.hasPrefix("i") }

    @Test func theReferenceCoversExactlyTheFilesOfTheCorpus() throws {
        let reference = try ReferenceImages.shared.get()
        #expect(Set(reference.images.keys) == Set(Self.fileNames),
                "rerun Tests/OTPPNGTests/Fixtures/make_reference.py after the corpus changes")
    }

    /// The check is exact: the digest of the decoded premultiplied bytes against the
    /// reference pixels premultiplied the same way (round to nearest, as `mul255`).
    /// Straight colours are compared too where they survive premultiplication, which is
    /// for opaque images only: a translucent pixel's straight colour is not recoverable
    /// from its premultiplied form (at alpha 0, not at all).
    @Test("decodes to the reference pixels", arguments: fileNames)
    func decodesToTheReferencePixels(name: String) throws {
        let expected = try #require(try ReferenceImages.shared.get().images[name], "no reference for \(name)")
        let pixmap = try Pixmap(pngData: PNGSuite.bytes(of: name, in: PNGSuite.valid))

        #expect(pixmap.width == expected.width)
        #expect(pixmap.height == expected.height)
        #expect(pixmap.isOpaque == expected.opaque)
        #expect(fnv1a64(pixmap.bytes) == expected.premultipliedRGBA)
        if expected.opaque {
            #expect(fnv1a64(straightBytes(of: pixmap)) == expected.straightRGBA)
        }
    }

    @Test("decodes like its non-interlaced twin", arguments: interlacedNames)
    func decodesLikeItsNonInterlacedTwin(name: String) throws {
        let twin = String(name.dropFirst())
        let interlaced = try Pixmap(pngData: PNGSuite.bytes(of: name, in: PNGSuite.valid))
        let plain = try Pixmap(pngData: PNGSuite.bytes(of: twin, in: PNGSuite.valid))
        #expect(interlaced == plain, "\(name) and \(twin) decode differently")
    }

    /// Three `i*` files of this corpus (iftbbn2c16, iftbgn2c16, iftbrn2c08) are in fact not
    /// interlaced; this makes sure the twin comparison above still covers Adam7 for every
    /// colour type (gray, RGB, palette, gray + alpha, RGBA).
    @Test func theTwinComparisonCoversAdam7ForEveryColorType() throws {
        var colorTypes: Set<UInt8> = []
        for name in Self.interlacedNames {
            let png = try PNGSuite.bytes(of: name, in: PNGSuite.valid)
            if PNGFile.interlaceMethod(of: png) == 1, let colorType = PNGFile.colorType(of: png) {
                colorTypes.insert(colorType)
            }
        }
        #expect(colorTypes == [0, 2, 3, 4, 6])
    }

    /// The straight RGBA bytes of a pixmap, through the public ``Pixmap/color(x:y:)``.
    private func straightBytes(of pixmap: Pixmap) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let c = pixmap.color(x: x, y: y)
                bytes += [c.red, c.green, c.blue, c.alpha]
            }
        }
        return bytes
    }
}
