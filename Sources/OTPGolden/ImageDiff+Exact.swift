@_spi(RawPixels) import OTPRaster

/// The exact fast path: equal bytes mean identical images, found with one `memcmp` (glibc's
/// is vectorised: a 1080x360 pair, 1.5 MB, compares in about a tenth of a millisecond).
/// Images that differ are then compared by ``channelDiff(_:_:tolerance:drawing:bands:)`` with a
/// tolerance of 0.
extension ImageDiff {
    /// Whether two pixmaps of one size hold the same bytes.
    static func haveIdenticalBytes(_ a: Pixmap, _ b: Pixmap) -> Bool {
        UnsafePixels.reading(a.bytes) { pa in UnsafePixels.reading(b.bytes) { pb in pa.hasSameBytes(as: pb) } }
    }

    /// The diff image of two identical images: every pixel unchanged (all transparent with
    /// `diffMask`), as pixelmatch's fast path draws it.
    static func identicalDiffImage(of image: Pixmap, style: DiffImageStyle) -> Pixmap {
        let straight = image.straightRGBABytes
        return DiffImageWriter.drawing(width: image.width, height: image.height, expected: straight, actual: straight,
                                       style: style) { writer in
            var writer = writer
            for i in 0..<(image.width * image.height) { writer.unchanged(at: i) }
        }.1
    }
}
