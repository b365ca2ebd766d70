import OTPTestSupport
import Testing
@_spi(RawPixels) import OTPRaster
import OTPPNG

/// The encoder's raw-memory handles check their contracts where assertions are checked (debug
/// builds, and the fuzzers' under AddressSanitizer): an index outside the memory stops the
/// process instead of corrupting memory.
@Suite struct UnsafeHandleTests {
    @Test func aRunSharesTheMemoryOfItsStorage() {
        let storage = UnsafeStorage<UInt8>(zeroed: 12)
        defer { storage.deallocate() }
        let run = storage.run(from: 4, count: 8)
        run.storeWord32(0x0403_0201, at: 1)
        #expect(Array(storage) == [0, 0, 0, 0, 0, 1, 2, 3, 4, 0, 0, 0])
        #expect(run.word64(at: 0) == 0x04_0302_0100)
    }

    @Test func growingKeepsTheBytesWritten() {
        var storage = UnsafeStorage<UInt8>(zeroed: 2)
        defer { storage.deallocate() }
        #expect(Array(storage) == [0, 0])
        storage[0] = 1
        storage[1] = 7
        storage.grow(to: 5, keeping: 1)
        #expect(Array(storage) == [1, 0, 0, 0, 0])
    }

    /// A reserved row has 8 bytes of room past its end: a word stored at its last byte fits.
    @Test func aReservedRowTakesAWordAtItsLastByte() {
        var deflate = DeflateEncoder()
        var writer = BitWriter()
        deflate.begin(into: &writer)
        let row = deflate.reserveRow(3)
        row.storeWord32(0xFFFF_FF01, at: 2)
        #expect(row.capacity == 11)
    }

    /// Where assertions are checked (`swift test`, a debug build): each contract stops the
    /// process.
    @Suite(.enabled(if: assertionsAreChecked, "assertions are compiled out of this build"))
    struct Contracts {
        @Test func aWordPastTheEndStops() async {
            await #expect(processExitsWith: .failure) {
                let storage = UnsafeStorage<UInt8>(zeroed: 8)
                _ = storage.word64(at: 1)
            }
        }

        @Test func aRunPastTheEndStops() async {
            await #expect(processExitsWith: .failure) {
                let storage = UnsafeStorage<UInt32>(zeroed: 8)
                _ = storage.run(from: 4, count: 5)
            }
        }

        @Test func aPixelPairPastTheRowStops() async {
            await #expect(processExitsWith: .failure) {
                let storage = UnsafeStorage<UInt32>(zeroed: 8)
                _ = storage.pixels(count: 3).loadPairWord(2)
            }
        }

        @Test func aTableEntryPastTheEndStops() async {
            await #expect(processExitsWith: .failure) {
                _ = DeflateAlphabet.lengthCodes[256]
            }
        }
    }
}
