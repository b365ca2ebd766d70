@_spi(RawPixels) import OTPRaster

/// The comparisons' view of pixels: straight RGBA8, each pixel's four bytes in memory order
/// R, G, B, A.
extension UnsafePixels {
    /// The four bytes of a pixel.
    typealias Channels = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// The channels of pixel `i` (0 ..< ``count``).
    @inline(__always)
    func channels(at i: Int) -> Channels {
        let (r, g, b, a) = loadBytes(i)
        return (r, g, b, a)
    }

    /// Stores `channels` as pixel `i` (0 ..< ``count``).
    @inline(__always)
    func store(_ channels: Channels, at i: Int) {
        storeBytes((channels.r, channels.g, channels.b, channels.a), at: i)
    }
}
