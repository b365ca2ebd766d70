import OTPFiles

/// Under an address-space limit (`ulimit -v`), the room one thread's current image needs,
/// reserved through the process's ``MemoryGate`` before its pixels are allocated and given
/// back once the image is written: images are drawn side by side while there is room, one
/// after another when there is not, and refused (exit 70) only when one would not fit alone.
/// Without a limit it does nothing.
package final class ImageMemory {
    /// A field image and its PNG: the pixels, the encoder's filtered rows, tokens and output.
    package static let field = 12
    /// A golden check: the field image, the golden read back, the diff and the artifacts.
    package static let goldenCheck = 24

    /// Bytes an image needs per pixel: ``field`` or ``goldenCheck``.
    private let bytesPerPixel: Int
    /// What any image needs beyond its pixels: rasterizer rows, encoder tables.
    private static let fixedBytes = 2 << 20
    private var reserved = 0

    package init(bytesPerPixel: Int) {
        self.bytesPerPixel = bytesPerPixel
    }

    /// What a renderer calls with each image's size before drawing it (`admitImage`): a
    /// reservation under a limit, nothing otherwise.
    package var admission: ((_ width: Int, _ height: Int) throws -> Void)? {
        guard MemoryGate.shared.isLimited else { return nil }
        return { width, height in try self.reserve(width: width, height: height) }
    }

    /// Reserves the room a `width` x `height` image needs, giving back any earlier reservation.
    /// - Throws: ``MemoryHeadroomError`` when the limit leaves too little even for it alone.
    package func reserve(width: Int, height: Int) throws {
        release()
        let bytes = width * height * bytesPerPixel + Self.fixedBytes
        guard MemoryGate.shared.reserve(bytes) else {
            throw MemoryHeadroomError(megabytes: (bytes + (1 << 20) - 1) >> 20, needer: "a \(width)x\(height) px image needs")
        }
        reserved = bytes
    }

    /// Gives back the current image's reservation, once it is written.
    package func release() {
        MemoryGate.shared.release(reserved)
        reserved = 0
    }
}
