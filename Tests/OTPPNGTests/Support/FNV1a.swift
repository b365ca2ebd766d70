/// The 64-bit FNV-1a digest of some bytes as 16 lower-case hex digits: the digest that
/// `Fixtures/make_reference.py` writes for each reference image. Not cryptographic; it only
/// has to tell one decoded image from another.
func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
