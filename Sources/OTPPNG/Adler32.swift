/// zlib's Adler-32 of the uncompressed stream (RFC 1950): runs of one byte value in
/// constant time, other bytes in blocks that skip zeros.
///
/// The sums are kept in 64-bit words and reduced modulo 65521 after each addition.
package struct Adler32 {
    private static let modulus: UInt64 = 65521
    private var a: UInt64 = 1
    private var b: UInt64 = 0

    /// The checksum of nothing yet.
    package init() {}

    /// The checksum of everything added so far.
    package var value: UInt32 { UInt32(b << 16 | a) }

    /// Adds `count` copies of `byte`: `a` grows by count·byte, and `b` by count·a plus
    /// byte·count·(count+1)/2, the sum of the partial sums.
    package mutating func add(_ byte: UInt8, repeated count: Int) {
        let n = UInt64(count), v = UInt64(byte)
        b &+= n &* a &+ v &* (n &* (n &+ 1) / 2)
        a &+= n &* v
        reduce()
    }

    /// Adds bytes. Over a block of n bytes x₁…xₙ, `a` grows by Σxₖ and `b` by n·a plus
    /// Σ(n − k + 1)·xₖ. Zero bytes add nothing to either sum, so 32 zeros at a time (most
    /// of a filtered field) are skipped; blocks of 4096 keep the sums within 32 bits.
    @inline(__always)
    package mutating func add(_ bytes: UnsafeStorage<UInt8>) {
        var start = 0
        while start < bytes.capacity {
            let n = min(4096, bytes.capacity - start)
            var sum: UInt32 = 0, weighted: UInt32 = 0
            var k = 0
            while k < n {
                let step = min(32, n &- k)
                if step == 32 && Self.isZero32(bytes, at: start &+ k) {
                    k &+= 32
                    continue
                }
                var weight = UInt32(truncatingIfNeeded: n &- k)
                for j in (start &+ k)..<(start &+ k &+ step) {
                    let x = UInt32(bytes[j])
                    sum &+= x
                    weighted &+= weight &* x
                    weight &-= 1
                }
                k &+= step
            }
            b &+= UInt64(n) &* a &+ UInt64(weighted)
            a &+= UInt64(sum)
            reduce()
            start += n
        }
    }

    @inline(__always)
    private static func isZero32(_ bytes: UnsafeStorage<UInt8>, at offset: Int) -> Bool {
        bytes.word64(at: offset) | bytes.word64(at: offset &+ 8) | bytes.word64(at: offset &+ 16) | bytes.word64(at: offset &+ 24) == 0
    }

    private mutating func reduce() {
        a %= Self.modulus
        b %= Self.modulus
    }
}
