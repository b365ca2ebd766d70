@_spi(RawPixels) import OTPRaster

/// The one pixel loop of the per-channel and perceptual diffs, generic over the method
/// (``PixelComparison``), so the two cannot drift apart in how they count, bound the changed
/// region, draw the diff image or split the work into bands.
extension ImageDiff {
    /// Compares the two images of `comparison`, `width` × `height` pixels, in bands of rows
    /// (``RowBands``; `bands` overrides their number), and draws the diff image when
    /// `diffImage` gives its style and the straight RGBA bytes of the two images.
    static func comparePixels<Comparison: PixelComparison>(
        with comparison: Comparison, width: Int, height: Int, bands: Int?,
        drawing diffImage: (style: DiffImageStyle, expected: [UInt8], actual: [UInt8])?
    ) -> (DiffTally, Pixmap?) {
        assert(comparison.expected.count == width * height && comparison.actual.count == width * height,
               "images of another size than \(width)x\(height)")
        guard let diffImage else {
            let tally = RowBands.tally(width: width, height: height, bands: bands) { rows in
                var (tally, none) = (DiffTally(), NoDiffImage())
                pixelLoop(comparison, width: width, rows: rows, tally: &tally, sink: &none)
                return tally
            }
            return (tally, nil)
        }
        let (tally, image) = DiffImageWriter.drawing(
            width: width, height: height, expected: diffImage.expected, actual: diffImage.actual,
            style: diffImage.style) { writer in
            RowBands.tally(width: width, height: height, bands: bands) { rows in
                var (tally, sink) = (DiffTally(), writer)  // a writer per band, with its own grey cache
                pixelLoop(comparison, width: width, rows: rows, tally: &tally, sink: &sink)
                return tally
            }
        }
        return (tally, image)
    }

    /// The hot loop, over `rows`: pixel words are compared first, so only changed pixels
    /// are measured by the method; each pixel's class goes to `tally` and to `sink`.
    private static func pixelLoop<Comparison: PixelComparison, Sink: DiffPixelSink>(
        _ comparison: Comparison, width: Int, rows: Range<Int>, tally: inout DiffTally, sink: inout Sink
    ) {
        let (expected, actual) = (comparison.expected, comparison.actual)
        for y in rows {
            let row = y &* width
            for x in 0..<width {
                let i = row &+ x
                if expected.load(i) == actual.load(i) { sink.unchanged(at: i); continue }
                let (delta, verdict) = comparison.compare(pixel: i, x: x, y: y)
                tally.noteDelta(delta)
                switch verdict {
                case .matching:
                    sink.unchanged(at: i)
                case .antialiased:
                    tally.antialiasedPixels &+= 1
                    sink.antialiased(at: i)
                case .different(let darker):
                    tally.countDifferent(x: x, y: y)
                    sink.different(at: i, darker: darker ?? sink.actualIsDarker(at: i))
                }
            }
        }
    }
}
