import OTPGolden
import OTPRaster
import Testing

@Suite struct PerChannelDiffTests {
    let base = TestImages.filled(6, 6, TestImages.grey)

    @Test func differencesUpToTheToleranceDoNotCount() {
        let b = TestImages.changing(base, [(1, 1, Color(red: 131, green: 125, blue: 128)), (4, 2, Color(red: 128, green: 128, blue: 129))])
        let result = ImageDiff(method: .perChannel(tolerance: 3)).compare(base, b)
        #expect(result.verdict == .withinTolerance)
        #expect(result.passed)
        #expect(result.differentPixelCount == 0)
        #expect(result.changedBounds == nil)
        #expect(result.largestDelta == 3)
    }

    @Test func differencesPastTheToleranceCount() {
        let b = TestImages.changing(base, [(1, 1, Color(red: 132, green: 128, blue: 128)), (4, 2, Color(red: 128, green: 128, blue: 129))])
        let result = ImageDiff(method: .perChannel(tolerance: 3)).compare(base, b)
        #expect(result.verdict == .different)
        #expect(result.differentPixelCount == 1)
        #expect(result.changedBounds == PixelRect(x: 1, y: 1, width: 1, height: 1))
        #expect(result.largestDelta == 4)
    }

    @Test func alphaIsAChannelToo() {
        let b = TestImages.changing(base, [(0, 5, Color(red: 128, green: 128, blue: 128, alpha: 250))])
        // Premultiplied: alpha 255 -> 250 and each colour channel 128 -> 125.
        let result = ImageDiff(method: .perChannel(tolerance: 4)).compare(base, b)
        #expect(result.differentPixelCount == 1)
        #expect(result.largestDelta == 5)
        #expect(ImageDiff(method: .perChannel(tolerance: 5)).compare(base, b).verdict == .withinTolerance)
    }

    @Test func toleranceZeroIsExact() {
        let b = TestImages.changing(base, [(2, 3, Color(red: 129, green: 128, blue: 128))])
        let zero = ImageDiff(method: .perChannel(tolerance: 0)).compare(base, b)
        let exact = ImageDiff(method: .exact).compare(base, b)
        #expect(zero.differentPixelCount == 1 && exact.differentPixelCount == 1)
        #expect(zero.changedBounds == exact.changedBounds && zero.largestDelta == exact.largestDelta)
    }

    @Test func toleratedPixelsAreDrawnUnchanged() throws {
        let b = TestImages.changing(base, [(0, 0, Color(red: 130, green: 128, blue: 128)), (1, 0, .white)])
        let (result, image) = ImageDiff(method: .perChannel(tolerance: 2)).compareWithDiffImage(base, b)
        let drawn = try #require(image)
        #expect(result.differentPixelCount == 1)
        #expect(drawn.color(x: 0, y: 0) == drawn.color(x: 5, y: 5))
        #expect(drawn.color(x: 1, y: 0) == Color(red: 255, green: 0, blue: 0))
    }
}
