import Foundation
import OTPGolden
import OTPRaster
import Testing

/// Large images are compared in bands of rows on several threads: any number of bands must
/// give the same result and the same diff image as one.
@Suite struct BandingTests {
    /// Pairs of 400x200 images (crops of fields, and noise).
    static let pairs: [(String, Pixmap, Pixmap)] = [
        ("field, one digit more", field(filledDots: 2, focus: 2, offset: 0), field(filledDots: 3, focus: 3, offset: 0)),
        ("field moved by 0.3 px", field(filledDots: 2, focus: 1, offset: 0), field(filledDots: 2, focus: 1, offset: 0.3)),
        ("coarse noise", noise(seed: 1, levels: 2), noise(seed: 2, levels: 2)),
        ("translucent noise", noise(seed: 3, translucent: true, levels: 3), noise(seed: 4, translucent: true, levels: 3)),
    ]

    static func field(filledDots: Int, focus: Int, offset: Double) -> Pixmap {
        TestImages.crop(TestImages.field(filledDots: filledDots, focus: focus, offset: offset),
                        PixelRect(x: 200, y: 70, width: 400, height: 200))
    }

    static func noise(seed: UInt64, translucent: Bool = false, levels: UInt64) -> Pixmap {
        TestImages.noise(seed: seed, translucent: translucent, levels: levels, width: 400, height: 200)
    }

    @Test(arguments: [DiffMethod.exact, .perChannel(tolerance: 40), .perceptual(.pixelmatchDefault)], 0..<4)
    func bandsChangeNothing(method: DiffMethod, pair: Int) throws {
        let style = try DiffImageStyle(diffColorAlt: Color(red: 0, green: 255, blue: 0))
        let (name, a, b) = Self.pairs[pair]
        var single = ImageDiff(method: method)
        single.bands = 1
        let (expected, expectedImage) = single.compareWithDiffImage(a, b, style: style)
        #expect(expected.differentPixelCount + expected.antialiasedPixelCount > 0, "\(name): nothing to compare")
        for bands in [2, 3, 200] {
            var banded = single
            banded.bands = bands
            let (result, image) = banded.compareWithDiffImage(a, b, style: style)
            #expect(result == expected, "\(name), \(bands) bands")
            let sameImage = image == expectedImage  // (not in the expectation: it would print every byte)
            #expect(sameImage, "\(name), \(bands) bands: the diff image changed")
        }
        var banded = single
        banded.bands = 1000  // more bands than rows: a band a row
        #expect(banded.compare(a, b) == expected, "\(name), a band a row, without image")
    }

    @Test func largeImagesUseSeveralBandsWhenThereAreCores() {
        #expect(RowBands.count(width: 100, height: 100) == 1)
        #expect(RowBands.count(width: 1080, height: 360) == min(ProcessInfo.processInfo.activeProcessorCount, 22))
        #expect(RowBands.rows(0, of: 7, height: 360) == 0..<51)
        #expect(RowBands.rows(6, of: 7, height: 360) == 308..<360)
    }
}
