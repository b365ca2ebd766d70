import OTPRaster

/// An animated PNG (APNG) read back: every frame as a viewer shows it, with its delay.
///
/// Each frame's data (the IDAT of the first, fdAT of the others) is decoded by libpng as a
/// PNG of its own (the file's header with the frame's size, its chunks before the image
/// data, that data) and drawn at its `fcTL` offset, replacing the pixels under it or
/// over them, then disposed as it says (kept, cleared, or restored). A file without
/// `acTL` is one frame. CRCs and sequence numbers are checked.
public struct AnimatedPNG: Sendable {
    /// One frame as shown, and how long.
    public struct Frame: Sendable {
        public let image: Pixmap
        /// The delay's numerator and denominator: shown for numerator/denominator s (a
        /// denominator of 0 means hundredths).
        public let delay: (numerator: Int, denominator: Int)
    }

    public let frames: [Frame]
    /// How many times the animation plays; 0 for ever.
    public let plays: Int

    /// Reads `data`; throws ``PNGError/invalid(reason:)`` for a malformed file.
    public init(data: [UInt8]) throws(PNGError) {
        let chunks = try PNGChunkList(data)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else { throw .invalid(reason: "no IHDR first") }
        let width = Int(Self.uint32(header.data, 0)), height = Int(Self.uint32(header.data, 4))
        guard let control = chunks.first(where: { $0.type == "acTL" }), control.data.count == 8 else {
            frames = [Frame(image: try Self.decode(data), delay: (0, 0))]
            plays = 0
            return
        }
        plays = Int(Self.uint32(control.data, 4))
        let shared = chunks.filter { !["IHDR", "acTL", "fcTL", "IDAT", "fdAT", "IEND"].contains($0.type) && $0.type.first?.isUppercase == true }
        var pieces = try Self.framePieces(chunks)
        guard pieces.count == Int(Self.uint32(control.data, 0)) else {
            throw .invalid(reason: "acTL announces \(Self.uint32(control.data, 0)) frames, \(pieces.count) found")
        }
        guard Pixmap.isAllowed(width: width, height: height) else { throw .tooLarge(width: width, height: height) }
        var canvas = FrameCanvas(width: width, height: height)
        var shown: [Frame] = []
        for index in pieces.indices {
            let piece = pieces[index]
            let area = piece.area
            guard area.x >= 0, area.y >= 0, area.maxX <= width, area.maxY <= height, !area.isEmpty else {
                throw .invalid(reason: "frame \(index + 1) lies outside the image")
            }
            let png = Self.standalonePNG(header: header.data, size: area, shared: shared, data: piece.data)
            let image = try Self.decode(png)
            let saved = piece.dispose == 2 && index > 0 ? canvas.pixmap.cropped(to: area) : nil
            canvas.place(image, at: area, blending: piece.blendsOver)
            shown.append(Frame(image: canvas.pixmap, delay: piece.delay))
            switch piece.dispose {
            case 1: canvas.clear(area)
            case 2: if let saved { canvas.place(saved, at: area, blending: false) } else { canvas.clear(area) }
            default: break
            }
        }
        pieces.removeAll()
        frames = shown
    }

    /// One frame's control and data, as the file gives them.
    private struct FramePiece {
        var area: PixelRect
        var delay: (numerator: Int, denominator: Int)
        var dispose: UInt8
        var blendsOver: Bool
        var data: [UInt8] = []
    }

    /// The frames' controls with their data: the IDAT belongs to a frame when an fcTL comes
    /// before it (otherwise the default image is not part of the animation).
    private static func framePieces(_ chunks: PNGChunkList) throws(PNGError) -> [FramePiece] {
        var pieces: [FramePiece] = []
        var expectedSequence: UInt32 = 0
        func checkSequence(_ data: ArraySlice<UInt8>) throws(PNGError) {
            guard data.count >= 4, uint32(data, 0) == expectedSequence else { throw .invalid(reason: "sequence number out of order") }
            expectedSequence += 1
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                guard chunk.data.count == 26 else { throw .invalid(reason: "fcTL is \(chunk.data.count) bytes, not 26") }
                try checkSequence(chunk.data)
                let d = chunk.data
                let area = PixelRect(x: Int(uint32(d, 12)), y: Int(uint32(d, 16)), width: Int(uint32(d, 4)), height: Int(uint32(d, 8)))
                let delay = (Int(d[d.startIndex + 20]) << 8 | Int(d[d.startIndex + 21]), Int(d[d.startIndex + 22]) << 8 | Int(d[d.startIndex + 23]))
                pieces.append(FramePiece(area: area, delay: delay, dispose: d[d.startIndex + 24], blendsOver: d[d.startIndex + 25] == 1))
            case "IDAT":
                if !pieces.isEmpty, pieces.count == 1 { pieces[0].data += chunk.data }
            case "fdAT":
                try checkSequence(chunk.data)
                guard !pieces.isEmpty else { throw .invalid(reason: "fdAT before any fcTL") }
                pieces[pieces.count - 1].data += chunk.data.dropFirst(4)
            default:
                continue
            }
        }
        return pieces
    }

    /// A PNG of one frame: `header` with the frame's size, the `shared` chunks, its data.
    private static func standalonePNG(header: ArraySlice<UInt8>, size: PixelRect, shared: [PNGChunkList.Chunk],
                                      data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.append(BitWriter.pngSignature)
        var frameHeader = Array(header)
        for (i, value) in [size.width, size.height].enumerated() {
            for k in 0..<4 { frameHeader[i * 4 + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
        }
        writer.endChunk(writer.beginChunk(.header), appending: frameHeader)
        for chunk in shared {
            let start = writer.count
            writer.appendBigEndian(0)
            writer.append(chunk.type.utf8)
            writer.endChunk(start, appending: Array(chunk.data))
        }
        writer.endChunk(writer.beginChunk(.imageData), appending: data)
        writer.endChunk(writer.beginChunk(.end))
        var png: [UInt8] = []
        writer.appendBytes(to: &png)
        return png
    }

    private static func decode(_ png: [UInt8]) throws(PNGError) -> Pixmap {
        do { return try Pixmap(pngData: png) } catch let error as PNGError { throw error } catch {
            throw .invalid(reason: "\(error)")
        }
    }

    fileprivate static func uint32(_ data: ArraySlice<UInt8>, _ offset: Int) -> UInt32 {
        let i = data.startIndex + offset
        return UInt32(data[i]) << 24 | UInt32(data[i + 1]) << 16 | UInt32(data[i + 2]) << 8 | UInt32(data[i + 3])
    }
}

/// A PNG file's chunks, in order, their CRCs checked.
struct PNGChunkList: Sequence {
    struct Chunk {
        let type: String
        let data: ArraySlice<UInt8>
    }

    private let chunks: [Chunk]

    init(_ file: [UInt8]) throws(PNGError) {
        guard file.starts(with: BitWriter.pngSignature) else { throw .invalid(reason: "no PNG signature") }
        var chunks: [Chunk] = [], offset = 8
        while offset < file.count {
            guard offset + 12 <= file.count else { throw .invalid(reason: "a chunk is cut short at byte \(offset)") }
            let length = Int(AnimatedPNG.uint32(file[...], offset))
            guard length <= file.count - offset - 12 else { throw .invalid(reason: "a chunk is cut short at byte \(offset)") }
            let typeBytes = file[offset + 4..<offset + 8]
            var crc = CRC32()
            crc.add(file[offset + 4..<offset + 8 + length])
            guard crc.value == AnimatedPNG.uint32(file[...], offset + 8 + length) else {
                throw .invalid(reason: "CRC mismatch in chunk at byte \(offset)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            chunks.append(Chunk(type: type, data: file[offset + 8..<offset + 8 + length]))
            offset += 12 + length
            if type == "IEND" { break }
        }
        self.chunks = chunks
    }

    var first: Chunk? { chunks.first }

    func makeIterator() -> IndexingIterator<[Chunk]> { chunks.makeIterator() }
}

/// The image a viewer of an animation shows, as frames are drawn onto it.
private struct FrameCanvas {
    let width: Int, height: Int
    /// Premultiplied RGBA, transparent at first.
    var bytes: [UInt8]

    init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    var pixmap: Pixmap { Pixmap(validWidth: width, height: height, premultipliedBytes: bytes) }

    /// Makes `area` transparent.
    mutating func clear(_ area: PixelRect) {
        for y in area.y..<area.maxY {
            let start = (y * width + area.x) * 4
            bytes.replaceSubrange(start..<start + area.width * 4, with: repeatElement(0, count: area.width * 4))
        }
    }

    /// Draws `image` over `area` (its size): replacing the pixels there, or, when
    /// `blending`, source-over them (premultiplied, rounded to nearest).
    mutating func place(_ image: Pixmap, at area: PixelRect, blending: Bool) {
        for y in 0..<area.height {
            for x in 0..<area.width {
                let s = (y * image.width + x) * 4, d = ((area.y + y) * width + area.x + x) * 4
                guard blending else {
                    for k in 0..<4 { bytes[d + k] = image.bytes[s + k] }
                    continue
                }
                let keep = 255 - UInt32(image.bytes[s + 3])
                for k in 0..<4 {
                    let value = UInt32(image.bytes[s + k]) * 255 + UInt32(bytes[d + k]) * keep
                    bytes[d + k] = UInt8((value + 127) / 255)
                }
            }
        }
    }
}
