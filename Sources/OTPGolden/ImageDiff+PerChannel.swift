import OTPRaster

/// The per-channel path (and the exact one, at tolerance 0): a pixel differs when one of its
/// premultiplied channels differs by more than the tolerance; its delta is the largest
/// channel difference.
extension ImageDiff {
    static func channelDiff(_ expected: Pixmap, _ actual: Pixmap, tolerance: Int, drawing style: DiffImageStyle?, bands: Int?)
        -> (DiffTally, Pixmap?) {
        let (width, height) = (expected.width, expected.height)
        let (e, a) = (expected.bytes, actual.bytes)
        guard let style else {
            let tally = RowBands.tally(width: width, height: height, bands: bands) { rows in
                var none = NoDiffImage()
                return channelLoop(e, a, width: width, rows: rows, tolerance: tolerance, sink: &none)
            }
            return (tally, nil)
        }
        let (tally, image) = DiffImageWriter.drawing(
            width: width, height: height, expected: expected.straightRGBABytes, actual: actual.straightRGBABytes,
            style: style) { writer in
            RowBands.tally(width: width, height: height, bands: bands) { rows in
                var sink = writer  // a copy per band, with its own grey cache
                return channelLoop(e, a, width: width, rows: rows, tolerance: tolerance, sink: &sink)
            }
        }
        return (tally, image)
    }

    /// The hot loop, over `rows`: pixel words are compared first, so only differing pixels look at their
    /// channels.
    private static func channelLoop<Sink: DiffPixelSink>(_ expected: [UInt8], _ actual: [UInt8], width: Int, rows: Range<Int>,
                                                         tolerance: Int, sink: inout Sink) -> DiffTally {
        var tally = DiffTally()
        expected.withPixelHandle { e in
            actual.withPixelHandle { a in
                for y in rows {
                    let row = y &* width
                    for x in 0..<width {
                        let i = row &+ x
                        if e.word(at: i) == a.word(at: i) { sink.unchanged(at: i); continue }
                        let delta = largestChannelDifference(e.channels(at: i), a.channels(at: i))
                        tally.noteDelta(Double(delta))
                        if delta > tolerance {
                            tally.countDifferent(x: x, y: y)
                            sink.different(at: i, darker: sink.actualIsDarker(at: i))
                        } else {
                            sink.unchanged(at: i)
                        }
                    }
                }
            }
        }
        return tally
    }

    @inline(__always)
    private static func largestChannelDifference(_ e: PixelHandle.Channels, _ a: PixelHandle.Channels) -> Int {
        let r = abs(Int(e.r) &- Int(a.r)), g = abs(Int(e.g) &- Int(a.g))
        let b = abs(Int(e.b) &- Int(a.b)), al = abs(Int(e.a) &- Int(a.a))
        return max(max(r, g), max(b, al))
    }
}
