@_spi(RawPixels) import OTPRaster

/// An animated PNG (APNG), written frame by frame: every frame shown for 1/fps s, looping
/// forever. The first frame is the file's default image (its IDAT), so a viewer without
/// APNG shows it; each later frame stores only the rectangle that changed since the one
/// before (its `fcTL` offsets), replacing those pixels, so a caret's blink costs a few
/// hundred bytes a frame.
///
/// The colour type is the first frame's (RGB when it is opaque): frames of one spec share
/// its background, so they are all opaque or none is. Rows are filtered and compressed by
/// the PNG encoder's stages, and the same frames give the same bytes.
public final class AnimatedPNGEncoder {
    private var filter = ScanlineFilter()
    private var deflate = DeflateEncoder()
    private var output = BitWriter()
    private let frameCount: Int
    private let framesPerSecond: Int
    private var previous: Pixmap?
    private var channels = 4
    private var sequenceNumber: UInt32 = 0
    /// Frames added so far.
    public private(set) var count = 0

    /// An animation of `frameCount` frames (at least 1) shown at `framesPerSecond` (1 to 65535).
    public init(frameCount: Int, framesPerSecond: Int) {
        precondition(frameCount >= 1 && (1...65535).contains(framesPerSecond))
        (self.frameCount, self.framesPerSecond) = (frameCount, framesPerSecond)
    }

    /// Adds the next frame, the first one's size.
    public func add(_ frame: Pixmap) throws(PNGError) {
        guard count < frameCount else { throw .encodingFailed(reason: "more than the \(frameCount) frames announced") }
        guard let previous else {
            channels = frame.isOpaque ? 3 : 4
            output.appendPNGStart(width: frame.width, height: frame.height, channels: channels)
            output.endChunk(output.beginChunk(.animationControl),
                            appending: Self.bigEndian(UInt32(frameCount)) + Self.bigEndian(0))  // plays forever
            appendFrameControl(frame.bounds)
            appendImage(frame, chunk: .imageData)
            return finishAdding(frame)
        }
        guard frame.width == previous.width, frame.height == previous.height else {
            throw .encodingFailed(reason: "frame \(count + 1) is \(frame.width)x\(frame.height), the first \(previous.width)x\(previous.height)")
        }
        guard channels == 4 || frame.isOpaque else {
            throw .encodingFailed(reason: "frame \(count + 1) has transparent pixels, the first has none")
        }
        // An unchanged frame still takes its time: one pixel, rewritten.
        let changed = Self.changedArea(from: previous, to: frame) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        appendFrameControl(changed)
        appendImage(frame.cropped(to: changed), chunk: .frameData)
        finishAdding(frame)
    }

    /// The file: every frame added, then the end. Call once, after the last frame.
    public func finish() throws(PNGError) -> [UInt8] {
        guard count == frameCount else { throw .encodingFailed(reason: "\(count) of the \(frameCount) frames announced") }
        output.endChunk(output.beginChunk(.end))
        var file: [UInt8] = []
        output.appendBytes(to: &file)
        return file
    }

    private func finishAdding(_ frame: Pixmap) {
        previous = frame
        count += 1
    }

    /// fcTL: the frame's rectangle, its delay of 1/fps s, kept as it is when the next is
    /// drawn (dispose "none"), its pixels replacing those under it (blend "source").
    private func appendFrameControl(_ area: PixelRect) {
        var data = Self.bigEndian(nextSequenceNumber())
        for value in [area.width, area.height, area.x, area.y] { data += Self.bigEndian(UInt32(value)) }
        data += [0, 1] + [UInt8(framesPerSecond >> 8), UInt8(framesPerSecond & 0xFF)]  // delay 1 / fps
        data += [0, 0]  // dispose none, blend source
        output.endChunk(output.beginChunk(.frameControl), appending: data)
    }

    /// The image data of `image`: IDAT for the first frame, fdAT (after its sequence number)
    /// for later ones.
    private func appendImage(_ image: Pixmap, chunk type: PNGChunk) {
        let chunk = output.beginChunk(type)
        if type == .frameData { output.append(Self.bigEndian(nextSequenceNumber())) }
        deflate.begin(into: &output)
        filter.filter(image, channels: channels, into: &deflate, writer: &output)
        deflate.finish(into: &output)
        output.endChunk(chunk)
    }

    private func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }

    /// The smallest rectangle holding every pixel that differs between `a` and `b` (the same
    /// size); `nil` when none does.
    static func changedArea(from a: Pixmap, to b: Pixmap) -> PixelRect? {
        let width = a.width
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        UnsafePixels.withRows(of: a) { rowsOfA in
            UnsafePixels.withRows(of: b) { rowsOfB in
                for y in 0..<a.height {
                    let (rowA, rowB) = (rowsOfA(y), rowsOfB(y))
                    var x = 0
                    while x < width, rowA.load(x) == rowB.load(x) { x += 1 }
                    guard x < width else { continue }
                    var last = width - 1
                    while rowA.load(last) == rowB.load(last) { last -= 1 }
                    (minX, maxX) = (min(minX, x), max(maxX, last))
                    (minY, maxY) = (min(minY, y), y)
                }
            }
        }
        guard maxY >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

extension Pixmap {
    /// The pixels of `area` (inside the pixmap), as a pixmap of their own.
    func cropped(to area: PixelRect) -> Pixmap {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(area.width * area.height * 4)
        for y in area.y..<area.maxY {
            let start = (y * width + area.x) * 4
            bytes += self.bytes[start..<start + area.width * 4]
        }
        return Pixmap(validWidth: area.width, height: area.height, premultipliedBytes: bytes)
    }
}
