import Foundation
import OTPGolden
import OTPRaster
import Testing

/// Timings of the diff engine on fixed scenes, run only on request, in a release build:
///
///     OTP_GOLDEN_BENCH=1 swift test -c release --filter ImageDiffBenchmark
///
/// Each figure is the best of 5 medians (the machine is shared, so the best says what the
/// code can do). In release it also holds the engine to its targets: the identical check of
/// a 1080x360 pair under 0.5 ms, the perceptual diff of differing fields at 100 MP/s or more.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["OTP_GOLDEN_BENCH"] != nil,
                             "set OTP_GOLDEN_BENCH=1 to run"))
struct ImageDiffBenchmark {
    static let perceptual = ImageDiff(method: .perceptual(.pixelmatchDefault))

    @Test func identicalCheck() {
        let a = TestImages.field(filledDots: 3, focus: 3, offset: 0), b = TestImages.copy(a)
        let seconds = Self.best(runs: 500) { _ = ImageDiff().compare(a, b) }
        print(String(format: "identical check, 1080x360: %.3f ms", seconds * 1000))
        #if !DEBUG
        #expect(seconds < 0.0005)
        #endif
    }

    @Test func perceptualOnDifferingFields() {
        let a = TestImages.field(filledDots: 3, focus: 3, offset: 0)
        let b = TestImages.field(filledDots: 4, focus: 4, offset: 0)
        let rate = Self.report("fields, 3 -> 4 digits, focus moved", a, b)
        #if !DEBUG
        #expect(rate >= 100)
        #endif
    }

    @Test func perceptualOnShiftedFields() {
        let a = TestImages.field(filledDots: 3, focus: 3, offset: 0)
        Self.report("fields, moved by 0.5 px", a, TestImages.field(filledDots: 3, focus: 3, offset: 0.5))
    }

    @Test(.enabled(if: PixelmatchCorpus.isAvailable)) func perceptualOnCorpus() throws {
        var seconds = 0.0, pixels = 0
        for (x, y) in [("1a", "1b"), ("2a", "2b"), ("3a", "3b"), ("4a", "4b"), ("5a", "5b"), ("6a", "6b"),
                       ("7a", "7b"), ("8a", "5b")] {
            let a = try PixelmatchCorpus.image(x + ".png"), b = try PixelmatchCorpus.image(y + ".png")
            Self.report("corpus \(x) / \(y)", a, b)
            seconds += Self.best(runs: 21) { _ = Self.perceptual.compare(a, b) }
            pixels += a.width * a.height
        }
        print(String(format: "corpus, all 8 pairs: %.0f MP/s counting", Double(pixels) / 1e6 / seconds))
    }

    @Test func perceptualOnNoise() {
        Self.report("noise (worst case)", TestImages.noise(seed: 1), TestImages.noise(seed: 2), runs: 3)
    }

    /// Prints the rate of a perceptual diff counting only, drawing the diff image, and on a
    /// single thread; returns the slowest of the first two, in megapixels per second.
    @discardableResult
    static func report(_ name: String, _ a: Pixmap, _ b: Pixmap, runs: Int = 21) -> Double {
        let megapixels = Double(a.width * a.height) / 1e6
        var single = perceptual
        single.bands = 1
        let result = perceptual.compare(a, b)
        let counting = best(runs: runs) { _ = perceptual.compare(a, b) }
        let drawing = best(runs: runs) { _ = perceptual.compareWithDiffImage(a, b) }
        let oneThread = best(runs: runs) { _ = single.compare(a, b) }
        print(String(format: "%@ %4.0f MP/s counting, %4.0f with diff image, %4.0f on one thread (%d px differ, %d anti-aliased)",
                     (name + ":").padding(toLength: 36, withPad: " ", startingAt: 0), megapixels / counting,
                     megapixels / drawing, megapixels / oneThread, result.differentPixelCount, result.antialiasedPixelCount))
        return megapixels / max(counting, drawing)
    }

    /// The best of 5 medians of `runs` timings of `body`, in seconds.
    static func best(runs: Int, _ body: () -> Void) -> Double {
        body()
        let clock = ContinuousClock()
        return (0..<5).map { _ in
            let times = (0..<runs).map { _ in
                let elapsed = clock.measure(body)
                return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            }
            return times.sorted()[runs / 2]
        }.min()!
    }
}
