import OTPGolden
import OTPPNG
import OTPRaster
import Testing

/// Every case of pixelmatch 7.2.0's own test suite: the mismatch count with and without a diff
/// image, and the diff image pixel for pixel.
@Suite(.enabled(if: PixelmatchCorpus.isAvailable, PixelmatchCorpus.missingMessage))
struct PixelmatchCompatibilityTests {
    @Test func corpusHasTwelveCases() {
        #expect(PixelmatchCorpus.cases.count == 12)
    }

    @Test(arguments: PixelmatchCorpus.cases)
    func mismatchCountAndDiffImage(_ testCase: PixelmatchCorpus.Case) throws {
        let a = try PixelmatchCorpus.image(testCase.a), b = try PixelmatchCorpus.image(testCase.b)
        let diff = ImageDiff(method: .perceptual(try testCase.options.perceptual()))

        let counted = diff.compare(a, b)
        #expect(counted.differentPixelCount == testCase.mismatched, "\(counted)")

        let (result, image) = diff.compareWithDiffImage(a, b, style: try testCase.options.style())
        #expect(result == counted, "drawing the diff image changed the result")
        let drawn = try #require(image)
        let expected = try PixelmatchCorpus.image(testCase.diff)
        #expect(drawn.width == expected.width && drawn.height == expected.height)
        let wrong = differingPixels(drawn, expected)
        #expect(wrong.isEmpty, "\(wrong.count) diff-image pixels differ from \(testCase.diff), first: \(wrong.prefix(5))")
    }

    /// The verdicts of the corpus comparisons: identical pairs are identical, others differ.
    @Test(arguments: PixelmatchCorpus.cases)
    func verdict(_ testCase: PixelmatchCorpus.Case) throws {
        let a = try PixelmatchCorpus.image(testCase.a), b = try PixelmatchCorpus.image(testCase.b)
        let result = ImageDiff(method: .perceptual(try testCase.options.perceptual())).compare(a, b)
        if testCase.a == testCase.b {
            #expect(result.verdict == .identical)
            #expect(result.changedBounds == nil && result.largestDelta == 0)
        } else {
            #expect(result.verdict == .different)
            let box = try #require(result.changedBounds)
            #expect(box.width <= a.width && box.height <= a.height)
            #expect(result.largestDelta > (try testCase.options.perceptual()).threshold)
        }
    }

    /// (x, y, drawn pixel, expected pixel) of every pixel that differs, premultiplied.
    private func differingPixels(_ drawn: Pixmap, _ expected: Pixmap) -> [String] {
        var found: [String] = []
        for y in 0..<min(drawn.height, expected.height) {
            for x in 0..<min(drawn.width, expected.width) where drawn.pixel(x: x, y: y) != expected.pixel(x: x, y: y) {
                found.append("(\(x),\(y)) \(drawn.color(x: x, y: y)) != \(expected.color(x: x, y: y))")
            }
        }
        return found
    }
}
