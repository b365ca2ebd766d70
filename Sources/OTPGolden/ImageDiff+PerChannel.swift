@_spi(RawPixels) import OTPRaster

/// The per-channel path (and the exact one, at tolerance 0): a pixel differs when one of its
/// premultiplied channels differs by more than the tolerance; its delta is the largest
/// channel difference.
extension ImageDiff {
    static func channelDiff(_ expected: Pixmap, _ actual: Pixmap, tolerance: Int, drawing style: DiffImageStyle?, bands: Int?)
        -> (DiffTally, Pixmap?) {
        UnsafePixels.reading(expected.bytes) { e in
            UnsafePixels.reading(actual.bytes) { a in
                comparePixels(with: ChannelComparison(expected: e, actual: a, tolerance: tolerance),
                              width: expected.width, height: expected.height, bands: bands,
                              drawing: style.map { ($0, expected.straightRGBABytes, actual.straightRGBABytes) })
            }
        }
    }
}

/// The per-channel comparison of two premultiplied images.
struct ChannelComparison: PixelComparison {
    let expected: UnsafePixels
    let actual: UnsafePixels
    /// The largest channel difference that still matches.
    let tolerance: Int

    @inline(__always)
    func compare(pixel i: Int, x: Int, y: Int) -> (delta: Double, verdict: PixelVerdict) {
        let delta = Self.largestChannelDifference(expected.channels(at: i), actual.channels(at: i))
        return (Double(delta), delta > tolerance ? .different(darker: nil) : .matching)
    }

    @inline(__always)
    private static func largestChannelDifference(_ e: UnsafePixels.Channels, _ a: UnsafePixels.Channels) -> Int {
        let r = abs(Int(e.r) &- Int(a.r)), g = abs(Int(e.g) &- Int(a.g))
        let b = abs(Int(e.b) &- Int(a.b)), al = abs(Int(e.a) &- Int(a.a))
        return max(max(r, g), max(b, al))
    }
}
