/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320 reflected), a byte at a time
/// from a 256-entry table: chunks of rendered fields are a few kilobytes, so a wider
/// (slicing) table would not pay for its cache footprint.
package struct CRC32 {
    private static let table = UnsafeTable<UInt32>(count: 256) { byte in
        (0..<8).reduce(UInt32(byte)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    private var state: UInt32 = 0xFFFF_FFFF

    /// The checksum of nothing yet.
    package init() {}

    /// The running checksum of everything added so far.
    package var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// Adds bytes to the checksum.
    package mutating func add(_ bytes: some Sequence<UInt8>) {
        let table = Self.table
        var c = state
        for byte in bytes {
            c = table[Int(UInt8(truncatingIfNeeded: c) ^ byte)] ^ (c >> 8)
        }
        state = c
    }
}
