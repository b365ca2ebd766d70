/// One chunk of a PNG file: its four-letter type and its payload.
struct PNGChunk: Equatable {
    var type: String
    var data: [UInt8]

    /// The chunk as stored: big-endian length, type, data, then the CRC-32 of type and data.
    var bytes: [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }
}

/// Reading and writing PNG files chunk by chunk, to inspect what the encoder wrote and to
/// hand-make files that the decoder must reject.
enum PNGFile {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks after the signature, in order; stops at the first one that does not fit.
    static func chunks(of png: [UInt8]) -> [PNGChunk] {
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while offset + 12 <= png.count {
            let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            guard length <= png.count - offset - 12 else { break }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(PNGChunk(type: type, data: Array(png[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }

    /// The stored CRC-32 of each chunk, in order (to compare with ``crc32(_:)``).
    static func storedCRCs(of png: [UInt8]) -> [UInt32] {
        var crcs: [UInt32] = []
        var offset = signature.count
        for chunk in chunks(of: png) {
            let end = offset + 8 + chunk.data.count
            crcs.append(png[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            offset = end + 4
        }
        return crcs
    }

    /// The same bytes with the CRC of every complete chunk recomputed; a last chunk that
    /// runs past the end of the file is left as it is.
    static func repairingCRCs(of png: [UInt8]) -> [UInt8] {
        var repaired = png
        var offset = signature.count
        for chunk in chunks(of: png) {
            let end = offset + 8 + chunk.data.count
            repaired.replaceSubrange(end..<end + 4, with: bigEndian(crc32(Array(png[offset + 4..<end]))))
            offset = end + 4
        }
        return repaired
    }

    /// A PNG file made of these chunks.
    static func assemble(_ chunks: [PNGChunk]) -> [UInt8] {
        signature + chunks.flatMap(\.bytes)
    }

    /// An IHDR chunk: no interlacing, standard compression and filter method.
    static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> PNGChunk {
        PNGChunk(type: "IHDR", data: bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
    }

    /// The colour type byte of a PNG's IHDR: 2 for RGB, 6 for RGBA.
    static func colorType(of png: [UInt8]) -> UInt8? {
        chunks(of: png).first { $0.type == "IHDR" }.map { $0.data[9] }
    }

    /// The bit depth byte of a PNG's IHDR.
    static func bitDepth(of png: [UInt8]) -> UInt8? {
        chunks(of: png).first { $0.type == "IHDR" }.map { $0.data[8] }
    }

    /// The interlace method byte of a PNG's IHDR: 0 for none, 1 for Adam7.
    static func interlaceMethod(of png: [UInt8]) -> UInt8? {
        chunks(of: png).first { $0.type == "IHDR" }.map { $0.data[12] }
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, reflected polynomial 0xEDB88320), bit by bit.
func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 {
            crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
        }
    }
    return ~crc
}

/// A 32-bit value as 4 big-endian bytes, the byte order of every PNG integer.
func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
