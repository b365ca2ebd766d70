/// The chunks the encoders write, by their four ASCII letters as a big-endian number.
enum PNGChunk: UInt32 {
    case header = 0x4948_4452  // IHDR
    case colorSpace = 0x7352_4742  // sRGB
    case imageData = 0x4944_4154  // IDAT
    case end = 0x4945_4E44  // IEND
    case animationControl = 0x6163_544C  // acTL
    case frameControl = 0x6663_544C  // fcTL
    case frameData = 0x6664_4154  // fdAT
}

extension BitWriter {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The signature, the header of an 8-bit RGB (`channels` 3) or RGBA (4) image without
    /// interlacing, and the sRGB chunk.
    mutating func appendPNGStart(width: Int, height: Int, channels: Int) {
        append(Self.pngSignature)
        let chunk = beginChunk(.header)
        appendBigEndian(UInt32(width))
        appendBigEndian(UInt32(height))
        append(8)  // bits a sample
        append(channels == 3 ? 2 : 6)  // colour type: RGB or RGBA
        append(0)  // deflate
        append(0)  // filter method 0
        append(0)  // no interlacing
        endChunk(chunk)
        endChunk(beginChunk(.colorSpace), appending: [0])  // perceptual rendering intent
    }

    /// Appends a chunk's length (patched by ``endChunk(_:appending:)``) and type; returns
    /// where the length is.
    mutating func beginChunk(_ type: PNGChunk) -> Int {
        let start = count
        appendBigEndian(0)
        appendBigEndian(type.rawValue)
        return start
    }

    /// Appends `data`, then patches the length of the chunk begun at `start` and appends its
    /// CRC (of type and data).
    mutating func endChunk(_ start: Int, appending data: [UInt8] = []) {
        append(data)
        patchBigEndian(UInt32(count - start - 8), at: start)
        appendBigEndian(crc32(from: start + 4))
    }
}
