import OTPGolden
import OTPRaster
import Testing

@Suite struct ExactDiffTests {
    @Test func identicalImagesAreIdentical() {
        let a = TestImages.filled(1080, 360, TestImages.grey), b = TestImages.copy(a)
        let result = ImageDiff().compare(a, b)
        #expect(result.verdict == .identical)
        #expect(result.passed)
        #expect(result.pixelCount == 1080 * 360)
        #expect(result.differentPixelCount == 0 && result.antialiasedPixelCount == 0)
        #expect(result.largestDelta == 0)
        #expect(result.changedBounds == nil)
        #expect(result.description == "identical (388800 pixels)")
    }

    @Test func identicalImagesAreIdenticalWhateverTheMethod() throws {
        let a = TestImages.filled(8, 8, .black), b = TestImages.copy(a)
        for method: DiffMethod in [.exact, .perChannel(tolerance: 9), .perceptual(try PerceptualOptions(threshold: 0))] {
            #expect(ImageDiff(method: method).compare(a, b).verdict == .identical, "\(method)")
        }
    }

    @Test func differingPixelsAreCountedWithTheirBoxAndLargestDelta() {
        let a = TestImages.filled(10, 10, TestImages.grey)
        let b = TestImages.changing(a, [
            (2, 1, Color(red: 130, green: 128, blue: 128)),  // 2 levels
            (5, 4, Color(red: 128, green: 100, blue: 128)),  // 28 levels
            (3, 7, Color(red: 128, green: 128, blue: 135)),  // 7 levels
        ])
        let result = ImageDiff().compare(a, b)
        #expect(result.verdict == .different)
        #expect(!result.passed)
        #expect(result.differentPixelCount == 3)
        #expect(result.differentRatio == 0.03)
        #expect(result.largestDelta == 28)
        #expect(result.changedBounds == PixelRect(x: 2, y: 1, width: 4, height: 7))
        #expect(result.description
            == "different: 3 of 100 pixels differ (3%), 0 allowed; largest delta 28; changed region x 2..<6, y 1..<8")
    }

    @Test func oneDifferingPixelHasAOnePixelBox() {
        let a = TestImages.filled(5, 5, .white)
        let result = ImageDiff().compare(a, TestImages.changing(a, [(4, 4, .black)]))
        #expect(result.changedBounds == PixelRect(x: 4, y: 4, width: 1, height: 1))
        #expect(result.largestDelta == 255)
    }

    /// Comparison is on premultiplied channels: two almost transparent pixels whose straight
    /// colours are far apart differ by little.
    @Test func translucentPixelsCompareAsTheyShow() {
        let a = TestImages.filled(4, 4, Color(red: 255, green: 0, blue: 0, alpha: 2))
        let b = TestImages.filled(4, 4, Color(red: 0, green: 0, blue: 255, alpha: 2))
        let exact = ImageDiff().compare(a, b)
        #expect(exact.differentPixelCount == 16)
        #expect(exact.largestDelta == 2)
        #expect(ImageDiff(method: .perChannel(tolerance: 2)).compare(a, b).verdict == .withinTolerance)
    }

    @Test func sizeMismatchComparesNothing() {
        let a = TestImages.filled(10, 10, .white), b = TestImages.filled(10, 11, .white)
        let (result, image) = ImageDiff().compareWithDiffImage(a, b)
        #expect(result.verdict == .sizeMismatch)
        #expect(!result.passed)
        #expect(result.pixelCount == 0 && result.differentPixelCount == 0)
        #expect(result.expectedBounds == PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.actualBounds == PixelRect(x: 0, y: 0, width: 10, height: 11))
        #expect(image == nil)
        #expect(result.description == "size mismatch: expected 10x10, actual 10x11")
    }

    @Test func sizeMismatchWhateverTheMethod() throws {
        let a = TestImages.filled(3, 2, .white), b = TestImages.filled(2, 3, .white)
        for method: DiffMethod in [.exact, .perChannel(tolerance: 255), .perceptual(.pixelmatchDefault)] {
            #expect(ImageDiff(method: method).compare(a, b).verdict == .sizeMismatch)
        }
    }

    /// The diff image of an exact comparison: unchanged pixels grey and faded, differing ones
    /// in the diff colour, or the alternative one where the actual image is darker.
    @Test func exactDiffImage() throws {
        let a = TestImages.filled(3, 1, TestImages.grey)
        let b = TestImages.changing(a, [(0, 0, .white), (2, 0, .black)])
        let style = try DiffImageStyle(diffColorAlt: Color(red: 0, green: 255, blue: 0))
        let image = try #require(ImageDiff().compareWithDiffImage(a, b, style: style).diffImage)
        #expect(image.color(x: 0, y: 0) == Color(red: 255, green: 0, blue: 0))
        // 255 + (Y(128, 128, 128) - 255) * 0.1, truncated: 242.3 -> 242.
        #expect(image.color(x: 1, y: 0) == Color(red: 242, green: 242, blue: 242))
        #expect(image.color(x: 2, y: 0) == Color(red: 0, green: 255, blue: 0))
    }

    @Test func identicalDiffImageIsTheFadedImageOrAnEmptyMask() throws {
        let a = TestImages.changing(TestImages.filled(2, 1, .white), [(1, 0, .black)])
        let faded = try #require(ImageDiff().compareWithDiffImage(a, TestImages.copy(a)).diffImage)
        #expect(faded.color(x: 0, y: 0) == .white)
        #expect(faded.color(x: 1, y: 0) == Color(red: 229, green: 229, blue: 229))  // 255 - 25.5, truncated
        let full = try #require(ImageDiff().compareWithDiffImage(a, a, style: try DiffImageStyle(alpha: 1)).diffImage)
        #expect(full.color(x: 1, y: 0) == .black)
        let mask = try #require(ImageDiff().compareWithDiffImage(a, a, style: try DiffImageStyle(diffMask: true)).diffImage)
        #expect(mask.bytes.allSatisfy { $0 == 0 })
    }
}
