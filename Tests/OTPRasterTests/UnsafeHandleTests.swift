import OTPTestSupport
import Testing
@_spi(RawPixels) import OTPRaster

/// The raw-memory handles check their contracts where assertions are checked (debug builds,
/// and the fuzzers' under AddressSanitizer): an index outside the memory stops the process
/// instead of corrupting memory.
@Suite struct UnsafeHandleTests {
    @Test func pixelsInRangeAreReadAndWritten() {
        var bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
        UnsafePixels.with(&bytes) { pixels in
            #expect(pixels.count == 2)
            pixels.store(pixels.load(0), at: 1)
        }
        #expect(bytes == [1, 2, 3, 4, 1, 2, 3, 4])
    }

    @Test func pixelsLentToReadAreReadInRowsAndPairs() throws {
        let pixmap = try #require(Pixmap(width: 2, height: 2, premultipliedBytes: Array(1...16)))
        UnsafePixels.withRows(of: pixmap) { rows in
            #expect(rows(1).count == 2)
            #expect(rows(1).load(0) == UInt32(littleEndian: 0x0C0B_0A09))
            #expect(rows(0).loadPairWord(0) == 0x0807_0605_0403_0201)
            #expect(!rows(0).hasSameBytes(as: rows(1)))
            #expect(rows(1).hasSameBytes(as: rows(1)))
        }
        let made = UnsafePixels.bytes(count: 2) { i, output in output.store(UInt32(i + 1), at: i) }
        #expect(made == [1, 0, 0, 0, 2, 0, 0, 0])
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

    /// Where assertions are checked (`swift test`, a debug build): each contract stops the
    /// process.
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

        @Test func aStoreIntoPixelsLentToReadStops() async {
            await #expect(processExitsWith: .failure) {
                UnsafePixels.reading([UInt8](repeating: 0, count: 8)) { $0.store(1, at: 0) }
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
