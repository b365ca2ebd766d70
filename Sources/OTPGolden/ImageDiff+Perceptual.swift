import OTPRaster

/// The perceptual path: pixelmatch 7.2.0 on the straight colours of the two images.
///
/// For each pixel whose value changed, the signed YIQ distance Δ (``YIQ``); past
/// `35215 · threshold²` the pixel differs, unless anti-aliasing detection is on and either
/// image shows it as an anti-aliased edge pixel (``AntialiasDetector``), in which case it is
/// counted apart. Δ < 0 (the actual pixel darker) selects `diffColorAlt` in the diff image.
extension ImageDiff {
    static func perceptualDiff(_ expected: Pixmap, _ actual: Pixmap, options: PerceptualOptions,
                               drawing style: DiffImageStyle?, bands: Int?) -> (DiffTally, Pixmap?) {
        let (width, height) = (expected.width, expected.height)
        let e = expected.straightRGBABytes, a = actual.straightRGBABytes
        var tally: DiffTally, image: Pixmap?
        if let style {
            (tally, image) = DiffImageWriter.drawing(width: width, height: height, expected: e, actual: a,
                                                     style: style) { writer in
                RowBands.tally(width: width, height: height, bands: bands) { rows in
                    var sink = writer  // a copy per band, with its own grey cache
                    return perceptualLoop(e, a, width: width, height: height, rows: rows, options: options, sink: &sink)
                }
            }
        } else {
            tally = RowBands.tally(width: width, height: height, bands: bands) { rows in
                var none = NoDiffImage()
                return perceptualLoop(e, a, width: width, height: height, rows: rows, options: options, sink: &none)
            }
            image = nil
        }
        // Report the distance on the threshold's scale: counted pixels have it above threshold.
        tally.largestDelta = (tally.largestDelta / YIQ.maximumDelta).squareRoot()
        return (tally, image)
    }

    /// The hot loop, pixelmatch's main loop over `rows`: equal words are unchanged without
    /// any arithmetic, the colour distance is computed only for changed pixels, and the
    /// (costlier) anti-aliasing test only for those past the threshold. `largestDelta` is
    /// left as |Δ|.
    private static func perceptualLoop<Sink: DiffPixelSink>(_ expected: [UInt8], _ actual: [UInt8], width: Int,
                                                            height: Int, rows: Range<Int>, options: PerceptualOptions,
                                                            sink: inout Sink) -> DiffTally {
        var tally = DiffTally()
        let maxDelta = options.maxDelta, detectsAA = !options.includeAA
        let detector = AntialiasDetector(width: width, height: height)
        expected.withPixelHandle { e in
            actual.withPixelHandle { a in
                for y in rows {
                    let row = y &* width
                    for x in 0..<width {
                        let i = row &+ x
                        if e.word(at: i) == a.word(at: i) { sink.unchanged(at: i); continue }
                        let delta = YIQ.delta(e, a, at: i)
                        let magnitude = abs(delta)
                        tally.noteDelta(magnitude)
                        if magnitude <= maxDelta { sink.unchanged(at: i); continue }
                        if detectsAA && (detector.isAntialiased(e, other: a, x: x, y: y)
                            || detector.isAntialiased(a, other: e, x: x, y: y)) {
                            tally.antialiasedPixels &+= 1
                            sink.antialiased(at: i)
                        } else {
                            tally.countDifferent(x: x, y: y)
                            sink.different(at: i, darker: delta < 0)
                        }
                    }
                }
            }
        }
        return tally
    }
}
