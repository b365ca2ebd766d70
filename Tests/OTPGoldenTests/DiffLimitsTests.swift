import OTPGolden
import OTPRaster
import Testing

@Suite struct DiffLimitsTests {
    /// 10x10 pixels, 3 of them different.
    let expected = TestImages.filled(10, 10, .white)
    var actual: Pixmap { TestImages.changing(expected, [(0, 0, .black), (5, 5, .black), (9, 9, .black)]) }

    func verdict(_ limits: DiffLimits) -> ImageDiffResult.Verdict {
        ImageDiff(limits: limits).compare(expected, actual).verdict
    }

    @Test func noLimitsAllowNoDifference() {
        #expect(DiffLimits.noDifferences.allowedDifferentPixels(outOf: 1000) == 0)
        #expect(verdict(.noDifferences) == .different)
    }

    @Test func maxDiffPixels() throws {
        #expect(verdict(try DiffLimits(maxDiffPixels: 3)) == .withinTolerance)
        #expect(verdict(try DiffLimits(maxDiffPixels: 2)) == .different)
        let result = ImageDiff(limits: try DiffLimits(maxDiffPixels: 3)).compare(expected, actual)
        #expect(result.allowedDifferentPixels == 3 && result.differentPixelCount == 3 && result.passed)
    }

    @Test func maxDiffRatio() throws {
        #expect(verdict(try DiffLimits(maxDiffRatio: 0.03)) == .withinTolerance)
        #expect(verdict(try DiffLimits(maxDiffRatio: 0.029)) == .different)
        #expect(try DiffLimits(maxDiffRatio: 0.029).allowedDifferentPixels(outOf: 100) == 2)
        #expect(try DiffLimits(maxDiffRatio: 1).allowedDifferentPixels(outOf: 100) == 100)
        #expect(try DiffLimits(maxDiffRatio: 0).allowedDifferentPixels(outOf: 100) == 0)
    }

    /// 0.29 × 100 is 28.999… in doubles; 29 of 100 pixels is still a ratio of 0.29.
    @Test func ratioIsNotCutByRounding() throws {
        #expect(try DiffLimits(maxDiffRatio: 0.29).allowedDifferentPixels(outOf: 100) == 29)
        #expect(try DiffLimits(maxDiffRatio: 0.07).allowedDifferentPixels(outOf: 100) == 7)
        #expect(try DiffLimits(maxDiffRatio: 0.001).allowedDifferentPixels(outOf: 388_800) == 388)
    }

    @Test func whenBothAreSetTheStricterWins() throws {
        let countStricter = try DiffLimits(maxDiffPixels: 2, maxDiffRatio: 0.5)
        #expect(countStricter.allowedDifferentPixels(outOf: 100) == 2)
        #expect(verdict(countStricter) == .different)
        let ratioStricter = try DiffLimits(maxDiffPixels: 50, maxDiffRatio: 0.02)
        #expect(ratioStricter.allowedDifferentPixels(outOf: 100) == 2)
        #expect(verdict(ratioStricter) == .different)
        let bothLoose = try DiffLimits(maxDiffPixels: 3, maxDiffRatio: 0.03)
        #expect(verdict(bothLoose) == .withinTolerance)
    }

    @Test func aRatioAboveOneIsAnError() {
        #expect(throws: ImageDiffError.maxDiffRatioOutOfRange(1.5)) { try DiffLimits(maxDiffRatio: 1.5) }
        let message = ImageDiffError.maxDiffRatioOutOfRange(1.5).description
        #expect(message == "maxDiffRatio 1.5 is out of range: it is a fraction of the image's pixels, "
            + "from 0 to 1 (0.01 allows 1% of the pixels to differ)")
    }

    @Test func otherInvalidLimitsAreErrors() {
        #expect(throws: ImageDiffError.maxDiffRatioOutOfRange(-0.1)) { try DiffLimits(maxDiffRatio: -0.1) }
        #expect(throws: ImageDiffError.self) { try DiffLimits(maxDiffRatio: .nan) }
        #expect(throws: ImageDiffError.negativeMaxDiffPixels(-1)) { try DiffLimits(maxDiffPixels: -1) }
        #expect(ImageDiffError.negativeMaxDiffPixels(-1).description
            == "maxDiffPixels -1 is negative: it is a number of pixels, 0 or more")
    }
}
