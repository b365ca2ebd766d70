import Dispatch
import OTPFiles

/// Splits a comparison into bands of rows run on all cores, for large images.
///
/// Each band reads any pixel (the anti-aliasing test looks one row beyond its band) but
/// writes only its own rows of the diff image and its own ``DiffTally``; the tallies are
/// merged in band order, so the result does not depend on scheduling.
package enum RowBands {
    /// Images under this many pixels run on the calling thread: waking other threads costs
    /// more than it saves.
    static let minimumParallelPixels = 1 << 16

    /// How many bands to split `height` rows of `width` pixels into: one per active core,
    /// at least 16 rows each; 1 for small images.
    package static func count(width: Int, height: Int) -> Int {
        guard width * height >= minimumParallelPixels else { return 1 }
        return max(1, min(ProcessEnvironment.processorCount, height / 16))
    }

    /// The rows of band `band` of `count` over `height` rows.
    package static func rows(_ band: Int, of count: Int, height: Int) -> Range<Int> {
        (height * band / count)..<(height * (band + 1) / count)
    }

    /// Runs `body` for every band of `height` rows, concurrently, and merges the tallies;
    /// `bands` overrides ``count(width:height:)`` (tests use it to check that banding changes
    /// nothing).
    static func tally(width: Int, height: Int, bands: Int? = nil, _ body: (Range<Int>) -> DiffTally) -> DiffTally {
        let bands = min(max(1, bands ?? count(width: width, height: height)), height)
        if bands == 1 { return body(0..<height) }
        return BandTallies.withSlots(count: bands) { tallies in
            // Sound to share: `body` only reads the images and writes its own rows, and each
            // band stores its own tally; concurrentPerform returns after every band is done.
            withoutActuallyEscaping(body) { body in
                let work = Unchecked(value: body)
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    tallies.store(work.value(rows(band, of: bands, height: height)), band: band)
                }
            }
            return tallies.merged
        }
    }

    /// A value the bands share without Swift checking it; see ``tally(width:height:bands:_:)``.
    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
    }
}
