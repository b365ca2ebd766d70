@_spi(RawPixels) import OTPRaster
import OTPGeometry
import Testing

@Suite struct CompositingTests {
    @Test func mul255IsExactRoundingForAllPairs() {
        for value in 0...255 {
            for alpha in 0...255 {
                // round(v·a / 255) with ties away from zero, in exact integer arithmetic.
                let expected = (2 * value * alpha + 255) / 510
                #expect(Int(mul255(UInt8(value), UInt8(alpha))) == expected)
            }
        }
    }

    @Test func premultiplyAndBackRoundTripsOpaqueAndKeepsRoundedValues() {
        for value in 0...255 {
            let c = Color(red: UInt8(value), green: 0, blue: 255, alpha: 255)
            #expect(c.premultiplied.unpremultiplied == c)
            let half = Color(red: UInt8(value), green: 0, blue: 0, alpha: 128).premultiplied
            #expect(Int(half.red) == (2 * value * 128 + 255) / 510)
        }
    }

    @Test func sourceOverMatchesTheFormulaForRandomPixels() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<2000 {
            let dst = Color(red: UInt8.random(in: 0...255, using: &random), green: UInt8.random(in: 0...255, using: &random),
                            blue: UInt8.random(in: 0...255, using: &random), alpha: UInt8.random(in: 0...255, using: &random)).premultiplied
            let src = Color(red: UInt8.random(in: 0...255, using: &random), green: UInt8.random(in: 0...255, using: &random),
                            blue: UInt8.random(in: 0...255, using: &random), alpha: UInt8.random(in: 0...255, using: &random)).premultiplied
            let coverage = UInt32.random(in: 0...255, using: &random)
            var pixel = [dst.red, dst.green, dst.blue, dst.alpha]
            UnsafePixels.with(&pixel) { Compositor.blend(src, coverage: coverage, into: $0) }
            func round255(_ x: Int) -> Int { (2 * x + 255) / 510 }
            let sa = round255(Int(src.alpha) * Int(coverage))
            for (i, s) in [src.red, src.green, src.blue, src.alpha].enumerated() {
                let scaled = round255(Int(s) * Int(coverage))
                let d = [dst.red, dst.green, dst.blue, dst.alpha][i]
                let expected = coverage == 0 ? Int(d) : scaled + round255(Int(d) * (255 - sa))
                #expect(Int(pixel[i]) == expected)
            }
        }
    }

    /// The four-lane product rounds exactly as `mul255`, in every lane, for every pair.
    @Test func laneProductsMatchMul255ForAllPairs() {
        for value in 0...255 {
            let lanes = Lanes(PremultipliedColor(red: UInt8(value), green: UInt8(255 - value), blue: UInt8(value / 2), alpha: 255))
            for factor in 0...255 {
                let scaled = lanes.scaled(by: UInt64(factor)).bits
                for (lane, channel) in [value, 255 - value, value / 2, 255].enumerated() {
                    #expect(Int(scaled >> (16 * lane) & 0xFFFF) == (2 * channel * factor + 255) / 510)
                }
            }
        }
    }

    /// A run of per-pixel coverages gives, pixel by pixel, what one-coverage blends give.
    @Test func perPixelCoveragesBlendLikeSingleCoverages() {
        var random = SeededRandom(seed: 8)
        for round in 0..<400 {
            // Every other round an opaque colour over mostly full coverage (a border's sides).
            let opaque = round % 2 == 0
            let src = Color(red: UInt8.random(in: 0...255, using: &random), green: UInt8.random(in: 0...255, using: &random),
                            blue: UInt8.random(in: 0...255, using: &random),
                            alpha: opaque ? 255 : UInt8.random(in: 1...255, using: &random)).premultiplied
            let count = Int.random(in: 1...9, using: &random)
            let coverages = (0..<count).map { _ in
                opaque && Bool.random(using: &random) ? 255 : UInt8.random(in: 0...255, using: &random)
            }
            let start = (0..<count * 4).map { _ in UInt8.random(in: 0...255, using: &random) }
            var together = start, oneByOne = start
            UnsafePixels.with(&together) { pixels in
                UnsafeCoverages.with(coverages) { Compositor.blend(src, coverages: $0, into: pixels) }
            }
            UnsafePixels.with(&oneByOne) { pixels in
                for i in 0..<count { Compositor.blend(src, coverage: UInt32(coverages[i]), into: pixels.run(from: i, count: 1)) }
            }
            #expect(together == oneByOne)
        }
    }

    @Test func translucentFillOverOpaqueBackground() {
        var canvas = Canvas(width: 4, height: 4)!
        canvas.clear(.white)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4)!, with: .solid(Color(red: 255, green: 0, blue: 0, alpha: 128)))
        // red: 128 + 255·127/255 = 255; green, blue: 0 + 255·127/255 = 127.
        #expect(canvas.pixmap.color(x: 2, y: 2) == Color(red: 255, green: 127, blue: 127))
    }
}

@Suite struct FillRuleTests {
    /// Two overlapping squares in one path, both clockwise.
    private var overlapping: Path {
        var b = PathBuilder()
        b.addRect(Rect(x: 2, y: 2, width: 10, height: 10)!)
        b.addRect(Rect(x: 6, y: 6, width: 10, height: 10)!)
        return b.path
    }

    @Test func nonZeroFillsTheOverlap() {
        let pixmap = coverage(width: 20, height: 20) { $0.fill(overlapping, with: black, rule: .nonZero) }
        #expect(pixmap.pixel(x: 8, y: 8).alpha == 255)
        #expect(pixmap.pixel(x: 3, y: 3).alpha == 255)
        #expect(pixmap.pixel(x: 17, y: 17).alpha == 0)
    }

    @Test func evenOddLeavesTheOverlapEmpty() {
        let pixmap = coverage(width: 20, height: 20) { $0.fill(overlapping, with: black, rule: .evenOdd) }
        #expect(pixmap.pixel(x: 8, y: 8).alpha == 0)
        #expect(pixmap.pixel(x: 3, y: 3).alpha == 255)
        #expect(pixmap.pixel(x: 14, y: 14).alpha == 255)
    }

    @Test func sameDirectionInnerContourIsAHoleOnlyUnderEvenOdd() {
        var b = PathBuilder()
        b.addCircle(center: Point(x: 10.3, y: 10.6), radius: 8, clockwise: true)
        b.addCircle(center: Point(x: 10.3, y: 10.6), radius: 4, clockwise: true)
        let nonZero = coverage(width: 21, height: 21) { $0.fill(b.path, with: black, rule: .nonZero) }
        let evenOdd = coverage(width: 21, height: 21) { $0.fill(b.path, with: black, rule: .evenOdd) }
        var disc = AreaOracle(width: 21, height: 21)
        disc.add(OraclePolygons.circle(cx: 10.3, cy: 10.6, r: 8))
        var ring = disc
        ring.add(OraclePolygons.circle(cx: 10.3, cy: 10.6, r: 4), sign: -1)
        #expect(worstError(nonZero, disc).levels <= 1)
        #expect(worstError(evenOdd, ring).levels <= 1)
    }
}
