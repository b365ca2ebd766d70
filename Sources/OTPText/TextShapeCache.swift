import Foundation

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

    private let lock = NSLock()
    private var lines: [Key: LineShape] = [:]
    private var paragraphs: [Key: [LineShape]] = [:]

    /// `text` as one line.
    func line(_ text: String, direction: TextDirection, faces: [FontFace]) -> LineShape {
        let key = Key(text: text, direction: direction, maxWidth: nil)
        if let cached = lock.withLock({ lines[key] }) { return cached }
        let shape = Self.shapeLine(text, direction: direction, faces: faces)
        lock.withLock {
            if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
            lines[key] = shape
        }
        return shape
    }

    /// `text` wrapped into lines at most `maxWidth` ems wide.
    func paragraph(_ text: String, direction: TextDirection, maxWidth: Double, faces: [FontFace]) -> [LineShape] {
        let key = Key(text: text, direction: direction, maxWidth: maxWidth)
        if let cached = lock.withLock({ paragraphs[key] }) { return cached }
        let shapes = Self.shapeParagraph(text, direction: direction, maxWidth: maxWidth, faces: faces)
        lock.withLock {
            if paragraphs.count >= Self.capacity { paragraphs.removeAll(keepingCapacity: true) }
            paragraphs[key] = shapes
        }
        return shapes
    }

    private static func shapeLine(_ text: String, direction: TextDirection, faces: [FontFace]) -> LineShape {
        let units = UTF16Text(text)
        guard units.count > 0 else { return .empty }
        return TextShaper.shape(0..<units.count, of: units, characterBreaks: TextBoundaries.characterBreaks(in: units),
                                faces: faces, direction: direction)
    }

    private static func shapeParagraph(_ text: String, direction: TextDirection, maxWidth: Double,
                                       faces: [FontFace]) -> [LineShape] {
        let units = UTF16Text(text)
        guard units.count > 0 else { return [] }
        let characters = TextBoundaries.characterBreaks(in: units)
        let shape = { (range: Range<Int>) in
            TextShaper.shape(range, of: units, characterBreaks: characters, faces: faces, direction: direction)
        }
        let ranges = LineBreaker.lines(of: units, maxWidth: maxWidth, characterBreaks: characters) { shape($0).width }
        return ranges.map(shape)
    }
}
