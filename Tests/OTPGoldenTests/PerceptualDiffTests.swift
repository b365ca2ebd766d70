import OTPGolden
import OTPRaster
import Testing

/// The perceptual method on small constructed images (the pixelmatch corpus is in
/// PixelmatchCompatibilityTests).
@Suite struct PerceptualDiffTests {
    func perceptual(threshold: Double = 0.1, includeAA: Bool = false) throws -> ImageDiff {
        ImageDiff(method: .perceptual(try PerceptualOptions(threshold: threshold, includeAA: includeAA)))
    }

    @Test func aChangeUnderTheThresholdIsWithinTolerance() throws {
        let a = TestImages.filled(8, 8, TestImages.grey)
        let b = TestImages.changing(a, [(3, 3, Color(red: 131, green: 128, blue: 128))])
        let result = try perceptual().compare(a, b)
        #expect(result.verdict == .withinTolerance)
        #expect(result.differentPixelCount == 0 && result.changedBounds == nil)
        #expect(result.largestDelta > 0 && result.largestDelta < 0.1)
        #expect(try perceptual(threshold: 0).compare(a, b).differentPixelCount == 1)
    }

    /// Black against white: ΔY = 255 (the I and Q terms vanish), so the delta is
    /// sqrt(0.5053 · 255² / 35215) on the threshold's scale.
    @Test func largestDeltaIsOnTheThresholdScale() throws {
        let a = TestImages.filled(8, 8, .white)
        let b = TestImages.changing(a, [(1, 2, .black), (6, 5, .black)])
        let result = try perceptual().compare(a, b)
        #expect(result.differentPixelCount == 2)
        #expect(result.changedBounds == PixelRect(x: 1, y: 2, width: 6, height: 4))
        let expected = (0.5053 * 255 * 255 / 35215).squareRoot()
        #expect(abs(result.largestDelta - expected) < 1e-6)
    }

    /// A grey edge row between flat black and white areas changes shade: anti-aliasing, not
    /// counted, unless includeAA.
    @Test func antialiasedPixelsAreDetected() throws {
        var a = TestImages.filled(5, 5, .white)
        a = TestImages.changing(a, (0..<5).flatMap { x in [(x, 0, Color.black), (x, 1, Color.black)] })
        let edge = TestImages.changing(a, (0..<5).map { ($0, 2, TestImages.grey) })
        let moved = TestImages.changing(a, (0..<5).map { ($0, 2, Color(red: 100, green: 100, blue: 100)) })
        let detected = try perceptual(threshold: 0.05).compare(edge, moved)
        #expect(detected.differentPixelCount == 0)
        #expect(detected.antialiasedPixelCount == 5)
        #expect(detected.verdict == .withinTolerance)
        let included = try perceptual(threshold: 0.05, includeAA: true).compare(edge, moved)
        #expect(included.differentPixelCount == 5 && included.antialiasedPixelCount == 0)
        #expect(included.changedBounds == PixelRect(x: 0, y: 2, width: 5, height: 1))
    }

    @Test func diffImageColours() throws {
        var a = TestImages.filled(5, 5, .white)
        a = TestImages.changing(a, (0..<5).flatMap { x in [(x, 0, Color.black), (x, 1, Color.black)] })
        let edge = TestImages.changing(a, (0..<5).map { ($0, 2, TestImages.grey) })
        let b = TestImages.changing(edge, [(2, 2, Color(red: 100, green: 100, blue: 100)), (0, 4, .black), (4, 4, Color(red: 0, green: 0, blue: 255))])
        let style = try DiffImageStyle(aaColor: Color(red: 0, green: 192, blue: 0), diffColor: Color(red: 255, green: 0, blue: 255),
                                       diffColorAlt: Color(red: 0, green: 255, blue: 0))
        let (result, image) = try perceptual(threshold: 0.05).compareWithDiffImage(edge, b, style: style)
        let drawn = try #require(image)
        #expect(result.differentPixelCount == 2 && result.antialiasedPixelCount == 1)
        #expect(drawn.color(x: 2, y: 2) == Color(red: 0, green: 192, blue: 0))   // anti-aliased
        #expect(drawn.color(x: 0, y: 4) == Color(red: 0, green: 255, blue: 0))   // darker: the alternative colour
        #expect(drawn.color(x: 4, y: 4) == Color(red: 0, green: 255, blue: 0))   // blue is darker than white too
        #expect(drawn.color(x: 1, y: 4) == .white)                               // white stays white
        #expect(drawn.color(x: 1, y: 0) == Color(red: 229, green: 229, blue: 229))

        let lighter = try perceptual(threshold: 0.05).compareWithDiffImage(b, edge, style: style).diffImage
        #expect(lighter?.color(x: 0, y: 4) == Color(red: 255, green: 0, blue: 255))
    }

    @Test func diffMaskShowsOnlyDifferences() throws {
        let a = TestImages.filled(4, 4, .white)
        let b = TestImages.changing(a, [(1, 1, .black)])
        let image = try #require(try perceptual().compareWithDiffImage(a, b, style: try DiffImageStyle(diffMask: true)).diffImage)
        #expect(image.color(x: 1, y: 1) == Color(red: 255, green: 0, blue: 0))
        #expect(image.color(x: 0, y: 0) == .transparent)
        #expect(image.bytes.filter { $0 != 0 }.count == 2)  // red and alpha of the one pixel
    }

    /// Fully transparent pixels compare equal whatever colour they were given, since a
    /// premultiplied pixmap keeps none.
    @Test func transparentPixelsAreEqual() throws {
        let a = TestImages.filled(4, 4, Color(red: 255, green: 0, blue: 0, alpha: 0))
        let b = TestImages.filled(4, 4, Color(red: 0, green: 0, blue: 255, alpha: 0))
        #expect(try perceptual(threshold: 0).compare(a, b).verdict == .identical)
    }

    @Test func invalidOptionsAreErrors() {
        #expect(throws: ImageDiffError.thresholdOutOfRange(1.5)) { try PerceptualOptions(threshold: 1.5) }
        #expect(throws: ImageDiffError.self) { try PerceptualOptions(threshold: .nan) }
        #expect(throws: ImageDiffError.alphaOutOfRange(-0.1)) { try DiffImageStyle(alpha: -0.1) }
        #expect(ImageDiffError.thresholdOutOfRange(1.5).description.contains("from 0 (any colour change counts) to 1"))
    }

    @Test func defaultsArePixelmatchs() throws {
        #expect(PerceptualOptions.pixelmatchDefault == (try PerceptualOptions()))
        #expect(PerceptualOptions.pixelmatchDefault.threshold == 0.1 && !PerceptualOptions.pixelmatchDefault.includeAA)
        let style = DiffImageStyle.pixelmatchDefault
        #expect(style == (try DiffImageStyle()))
        #expect(style.alpha == 0.1 && style.aaColor == Color(red: 255, green: 255, blue: 0))
        #expect(style.diffColor == Color(red: 255, green: 0, blue: 0) && style.diffColorAlt == nil && !style.diffMask)
    }
}
