import OTPFiles

/// Lines and paragraphs shaped once and kept, per fallback chain of faces (``Font/shapes``):
/// shaping is the costly part of text, and a batch draws the same digits, titles and
/// messages over and over. Shapes are in ems, so one entry serves every size. Thread-safe:
/// lookups take a lock briefly; shaping happens outside it (two threads may shape the same
/// text once each, and get the same shape). Bounded: forgotten when ``capacity`` entries
/// are held.
final class TextShapeCache: @unchecked Sendable {
    static let capacity = 4096

    private struct Key: Hashable {
        let text: String
        let direction: TextDirection
        /// The wrapping width in ems, or nil for one line.
        let maxWidth: Double?
    }

    private let lock = ThreadLock()
    /// Lines of one scalar below U+0100 (a cell's digit or letter, drawn several times per
    /// image), found by scalar and direction without hashing a string.
    private var singleScalarLines = [LineShape?](repeating: nil, count: 2 * 256)
    private var lines: [Key: LineShape] = [:]
    private var paragraphs: [Key: [LineShape]] = [:]
    /// The last serial given to a shape (``LineShape/serial``); never reused.
    private var lastSerial: UInt64 = 0

    /// `text` as one line.
    func line(_ text: String, direction: TextDirection, faces: [FontFace]) -> LineShape {
        if let slot = Self.singleScalarSlot(of: text, direction: direction) {
            if let cached = lock.withLock({ singleScalarLines[slot] }) { return cached }
            var shape = Self.shapeLine(text, direction: direction, faces: faces)
            lock.withLock {
                numberShape(&shape)
                singleScalarLines[slot] = shape
            }
            return shape
        }
        let key = Key(text: text, direction: direction, maxWidth: nil)
        if let cached = lock.withLock({ lines[key] }) { return cached }
        var shape = Self.shapeLine(text, direction: direction, faces: faces)
        lock.withLock {
            numberShape(&shape)
            if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
            lines[key] = shape
        }
        return shape
    }

    /// `text` wrapped into lines at most `maxWidth` ems wide.
    func paragraph(_ text: String, direction: TextDirection, maxWidth: Double, faces: [FontFace]) -> [LineShape] {
        let key = Key(text: text, direction: direction, maxWidth: maxWidth)
        if let cached = lock.withLock({ paragraphs[key] }) { return cached }
        var shapes = Self.shapeParagraph(text, direction: direction, maxWidth: maxWidth, faces: faces)
        lock.withLock {
            for index in shapes.indices { numberShape(&shapes[index]) }
            if paragraphs.count >= Self.capacity { paragraphs.removeAll(keepingCapacity: true) }
            paragraphs[key] = shapes
        }
        return shapes
    }

    /// Gives `shape` the next serial; under the lock.
    private func numberShape(_ shape: inout LineShape) {
        lastSerial += 1
        shape.serial = lastSerial
    }

    /// Where `text` is kept in ``singleScalarLines``, if it is one scalar below U+0100.
    private static func singleScalarSlot(of text: String, direction: TextDirection) -> Int? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), first.value < 256, scalars.next() == nil else { return nil }
        return 2 * Int(first.value) + (direction == .leftToRight ? 0 : 1)
    }

    private static func shapeLine(_ text: String, direction: TextDirection, faces: [FontFace]) -> LineShape {
        let units = UTF16Text(text)
        guard units.count > 0 else { return .empty }
        return TextShaper.shape(0..<units.count, of: units, characterBreaks: TextBoundaries.characterBreaks(in: units),
                                faces: faces, bidi: BidiParagraph(units, direction: direction))
    }

    private static func shapeParagraph(_ text: String, direction: TextDirection, maxWidth: Double,
                                       faces: [FontFace]) -> [LineShape] {
        let units = UTF16Text(text)
        guard units.count > 0 else { return [] }
        let characters = TextBoundaries.characterBreaks(in: units)
        let bidi = BidiParagraph(units, direction: direction)
        // The shapes measured while the end of one line is searched for, so that no range
        // is shaped twice; forgotten when the next line starts.
        var measured: [Range<Int>: LineShape] = [:]
        var measuredLine = 0
        func shape(_ range: Range<Int>) -> LineShape {
            if let shape = measured[range] { return shape }
            if range.lowerBound != measuredLine {
                measured.removeAll(keepingCapacity: true)
                measuredLine = range.lowerBound
            }
            let shape = TextShaper.shape(range, of: units, characterBreaks: characters, faces: faces, bidi: bidi)
            measured[range] = shape
            return shape
        }
        let ranges = LineBreaker.lines(of: units, maxWidth: maxWidth, characterBreaks: characters) { shape($0).width }
        return ranges.map(shape)
    }
}
