import OTPGolden
import OTPJSON
import OTPRaster
import Testing

/// Leaving pixels out of a comparison: rectangles, a mask image and a region map's parts are
/// never counted as different, are counted apart, and show hatched in the diff image.
@Suite struct IgnoredPixelsTests {
    private let expected = TestImages.filled(20, 10, TestImages.grey)
    private var actual: Pixmap {
        TestImages.changing(expected, [(3, 2, .black), (4, 2, .black), (15, 8, .white)])
    }

    @Test func ignoredPixelsAreCountedApartAndNeverAsDifferent() {
        let ignored = IgnoredPixels(rects: [PixelRect(x: 2, y: 1, width: 4, height: 3)])
        for method: DiffMethod in [.exact, .perceptual(.pixelmatchDefault)] {
            let result = ImageDiff(method: method).compare(expected, actual, ignoring: ignored)
            #expect(result.differentPixelCount == 1, "\(method)")
            #expect(result.ignoredPixelCount == 12)
            #expect(result.changedBounds == PixelRect(x: 15, y: 8, width: 1, height: 1))
            #expect(result.description.hasSuffix("; 12 pixels left out; changed region x 15..<16, y 8..<9"), "\(result.description)")
        }
    }

    @Test func whenOnlyIgnoredPixelsDifferTheImagesMatchWithinTolerance() {
        let ignored = IgnoredPixels(rects: [PixelRect(x: 0, y: 0, width: 20, height: 3), PixelRect(x: 15, y: 8, width: 1, height: 1)])
        let result = ImageDiff().compare(expected, actual, ignoring: ignored)
        #expect(result.verdict == .withinTolerance && result.passed)
        #expect(result.differentPixelCount == 0 && result.ignoredPixelCount == 61)
    }

    @Test func theRatioLimitCountsOnlyTheComparedPixels() throws {
        // 2 of 100 compared pixels differ: 0.02 passes, though it is 1% of all 200 pixels.
        let ignored = IgnoredPixels(rects: [PixelRect(x: 10, y: 0, width: 10, height: 10)])
        let diff = ImageDiff(limits: try DiffLimits(maxDiffPixels: nil, maxDiffRatio: 0.02))
        let result = diff.compare(expected, actual, ignoring: ignored)
        #expect(result.allowedDifferentPixels == 2 && result.verdict == .withinTolerance)
    }

    @Test func aMaskLeavesOutItsNonTransparentPixels() {
        var mask = Pixmap(width: 20, height: 10)!
        mask = TestImages.changing(mask, [(15, 8, Color(red: 0, green: 0, blue: 0, alpha: 1))])
        let result = ImageDiff().compare(expected, actual, ignoring: IgnoredPixels(mask: mask))
        #expect(result.differentPixelCount == 2 && result.ignoredPixelCount == 1)
    }

    @Test func rectanglesOutsideTheImageLeaveOutNothing() {
        let ignored = IgnoredPixels(rects: [PixelRect(x: 30, y: 0, width: 5, height: 5), PixelRect(x: -10, y: -10, width: 5, height: 5)])
        let result = ImageDiff().compare(expected, actual, ignoring: ignored)
        #expect(result.differentPixelCount == 3 && result.ignoredPixelCount == 0)
    }

    @Test func theDiffImageHatchesIgnoredPixels() throws {
        let ignored = IgnoredPixels(rects: [PixelRect(x: 0, y: 0, width: 8, height: 8)])
        let (_, image) = ImageDiff().compareWithDiffImage(expected, actual, ignoring: ignored)
        let diff = try #require(image)
        let blue = DiffImageStyle.pixelmatchDefault.ignoredColor
        #expect(diff.color(x: 0, y: 0) == blue && diff.color(x: 3, y: 0) == blue)
        #expect(diff.color(x: 4, y: 0) != blue && diff.color(x: 0, y: 4) != blue && diff.color(x: 4, y: 4) == blue)
        #expect(diff.color(x: 15, y: 8) == Color(red: 255, green: 0, blue: 0))
        #expect(diff.color(x: 10, y: 0) != blue)
    }

    @Test func regionMapPartsAreChosenByElementOrKind() throws {
        let map = JSONValue.parse(literal: """
            {"scale": 2, "regions": [
              {"element": "cell[0]", "kind": "cell", "pixels": {"x": 0, "y": 0, "width": 10.5, "height": 4}},
              {"element": "cell[1]", "kind": "cell", "pixels": {"x": 12.2, "y": 0, "width": 10, "height": 4}},
              {"element": "caret", "kind": "caret", "pixels": {"x": 4.5, "y": 1.5, "width": 1, "height": 2}}]}
            """)
        #expect(try IgnoredRegions.rects(in: map, selecting: ["caret"]) == [PixelRect(x: 4, y: 1, width: 2, height: 3)])
        #expect(try IgnoredRegions.rects(in: map, selecting: ["cell"]).count == 2)
        #expect(try IgnoredRegions.rects(in: map, selecting: ["cell[1]"]) == [PixelRect(x: 12, y: 0, width: 11, height: 4)])
        #expect(throws: IgnoredRegionsError.unknownSelector("button", known: ["cell", "caret", "cell[0]", "cell[1]"])) {
            try IgnoredRegions.rects(in: map, selecting: ["button"])
        }
    }

    @Test func whatIsNotARegionMapIsRefusedWithItsKeyPath() {
        let cases: [(String, String)] = [
            (#"{"size": 1}"#, "not a region map (otp-render render --regions writes one): regions: no \"regions\" array"),
            (#"{"regions": [{"element": "caret"}]}"#,
             "not a region map (otp-render render --regions writes one): regions[0]: no \"element\" and \"kind\" strings"),
            (#"{"regions": [{"element": "caret", "kind": "caret", "pixels": {"x": 0, "y": 0, "width": -1, "height": 1}}]}"#,
             "not a region map (otp-render render --regions writes one): regions[0].pixels: not a box of finite numbers x, y, width, height (width and height at least 0)"),
            (#"{"regions": [{"element": "caret", "kind": "caret", "pixels": {"x": 1e300, "y": 0, "width": 1, "height": 1}}]}"#,
             "not a region map (otp-render render --regions writes one): regions[0].pixels: not a box of finite numbers x, y, width, height (width and height at least 0)"),
        ]
        for (text, message) in cases {
            #expect(throws: IgnoredRegionsError.self) { try IgnoredRegions.rects(in: JSONValue.parse(literal: text), selecting: ["caret"]) }
            do throws(IgnoredRegionsError) {
                _ = try IgnoredRegions.rects(in: JSONValue.parse(literal: text), selecting: ["caret"])
            } catch {
                #expect(error.description == message)
            }
        }
    }
}
