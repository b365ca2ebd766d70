import OTPTestSupport
import Testing
@testable import OTPRaster

/// The raw-memory handles check their contracts in debug builds (which the tests are):
/// an index outside the memory stops the process instead of corrupting memory.
@Suite struct UnsafeHandleTests {
    @Test func pixelsInRangeAreReadAndWritten() {
        var bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
        UnsafePixels.with(&bytes) { pixels in
            #expect(pixels.count == 2)
            pixels.store(pixels.load(0), at: 1)
        }
        #expect(bytes == [1, 2, 3, 4, 1, 2, 3, 4])
    }

    @Test func cellsAreTakenBackToZero() {
        var cells = UnsafeCells()
        defer { cells.deallocate() }
        cells.reserve(cells: 4, words: 1)
        cells.add(5, toCell: 3)
        cells.mark(word: 0, bit: 3)
        #expect(cells.takeWord(0) == 8)
        #expect(cells.takeWord(0) == 0)
        #expect(cells.takeDelta(ofCell: 3) == 5)
        #expect(cells.takeDelta(ofCell: 3) == 0)
    }

    /// Where assertions are checked (debug builds and the optimized build of Scripts/test):
    /// each contract stops the process.
    @Suite(.enabled(if: assertionsAreChecked, "assertions are compiled out of this build"))
    struct Contracts {
        @Test func aPixelRunPastTheEndStops() async {
            await #expect(processExitsWith: .failure) {
                var bytes = [UInt8](repeating: 0, count: 8)
                UnsafePixels.with(&bytes) { _ = $0.run(from: 1, count: 2) }
            }
        }

        @Test func aPixelPairPastTheEndStops() async {
            await #expect(processExitsWith: .failure) {
                var bytes = [UInt8](repeating: 0, count: 8)
                UnsafePixels.with(&bytes) { _ = $0.loadPair(1) }
            }
        }

        @Test func aCoverageSuffixPastTheEndStops() async {
            await #expect(processExitsWith: .failure) {
                UnsafeCoverages.with([1, 2, 3]) { _ = $0.suffix(from: 4) }
            }
        }

        @Test func aCellPastTheCapacityStops() async {
            await #expect(processExitsWith: .failure) {
                var cells = UnsafeCells()
                cells.reserve(cells: 4, words: 1)
                cells.add(1, toCell: 4)
            }
        }
    }
}
