/// RGBA8 pixels read four bytes at a time, for equality tests: two pixels are the same
/// exactly when their words are. Raw loads, so the bytes need not be bound to `UInt32`.
struct PixelWords {
    let base: UnsafeRawPointer

    init(_ bytes: UnsafePointer<UInt8>) { base = UnsafeRawPointer(bytes) }

    /// The word of pixel `i` (an index, not a byte offset).
    @inline(__always)
    subscript(i: Int) -> UInt32 { base.load(fromByteOffset: i &* 4, as: UInt32.self) }
}
