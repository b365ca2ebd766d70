import CHarfBuzz

/// Lays out one line of text: bidirectional runs in visual order (``BidiRun``), each cut
/// into items of one face and one script, each item shaped by HarfBuzz (kerning,
/// ligatures, contextual forms, mark positioning, Arabic joining) with the whole paragraph
/// as context, glyphs placed left to right.
///
/// Faces are chosen per user-perceived character: the first face of the chain that has all
/// of its scalars; a character of no particular script (a space, a digit, punctuation) stays
/// in the face of the character before it when that face has it, so a run of Arabic words
/// and their spaces is shaped in one piece. Scalars no face has are listed as missing and
/// shaped in the first face that has the character's first scalar, or the primary face.
enum TextShaper {
    /// The shape of `line` (a range of `text`'s code units) in `faces`, ordered by the
    /// paragraph's bidirectional levels `bidi`. Takes time in proportion to the line.
    static func shape(_ line: Range<Int>, of text: UTF16Text, characterBreaks: [Int], faces: [FontFace],
                      bidi: BidiParagraph) -> LineShape {
        var shape = LineShape()
        for run in bidi.visualRuns(of: line) {
            let items = items(of: run.range, in: text, characterBreaks: characterBreaks, faces: faces, missing: &shape.missing)
            for item in run.isRightToLeft ? items.reversed() : items {
                append(item, of: text, faces: faces, rightToLeft: run.isRightToLeft, to: &shape)
            }
        }
        return shape
    }

    /// A piece of a run shaped as one: one face, one script.
    struct Item {
        var range: Range<Int>
        let face: Int
        var script: hb_script_t
    }

    /// The items of `range`, in logical order.
    private static func items(of range: Range<Int>, in text: UTF16Text, characterBreaks: [Int], faces: [FontFace],
                              missing: inout [Unicode.Scalar]) -> [Item] {
        var items: [Item] = []
        var start = range.lowerBound
        for end in characterBreaks[characterBreaks.partitionIndex(above: range.lowerBound)...] {
            let end = min(end, range.upperBound)
            let scalars = text.scalars(in: start..<end)
            let previous = items.last
            let script = script(of: scalars)
            let face = face(for: scalars, isCommon: script == nil, faces: faces, preferring: previous?.face, missing: &missing)
            if var last = previous, last.face == face, script == nil || last.script == script || isUndetermined(last.script) {
                last.range = last.range.lowerBound..<end
                if let script { last.script = script }
                items[items.count - 1] = last
            } else {
                items.append(Item(range: start..<end, face: face, script: script ?? previous?.script ?? HB_SCRIPT_COMMON))
            }
            start = end
            if end == range.upperBound { break }
        }
        return items
    }

    /// The face for one character (see the type's notes). A bidirectional control (U+2066,
    /// U+202E, U+200F…) needs no glyph: the bidirectional algorithm has applied it, and
    /// HarfBuzz shapes it, as every default-ignorable character, to nothing.
    private static func face(for scalars: [Unicode.Scalar], isCommon: Bool, faces: [FontFace], preferring previous: Int?,
                             missing: inout [Unicode.Scalar]) -> Int {
        // A control is a character of its own (grapheme cluster break: Control).
        if scalars.allSatisfy({ $0.properties.isBidiControl }) { return previous ?? 0 }
        if let previous, isCommon, scalars.allSatisfy({ faces[previous].glyph(for: $0) != nil }) {
            return previous
        }
        if let index = faces.firstIndex(where: { face in scalars.allSatisfy { face.glyph(for: $0) != nil } }) {
            return index
        }
        for scalar in scalars where !faces.contains(where: { $0.glyph(for: scalar) != nil }) {
            missing.append(scalar)
        }
        return scalars.first.flatMap { first in faces.firstIndex { $0.glyph(for: first) != nil } } ?? 0
    }

    /// The script of a character's first scalar of a real script, or `nil` when all are
    /// common or inherited (spaces, digits, punctuation, marks alone).
    private static func script(of scalars: [Unicode.Scalar]) -> hb_script_t? {
        for scalar in scalars {
            let script = HarfBuzzFont.script(of: scalar)
            if !isUndetermined(script) { return script }
        }
        return nil
    }

    private static func isUndetermined(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    }

    /// Shapes `item` and appends its glyphs after the pen.
    private static func append(_ item: Item, of text: UTF16Text, faces: [FontFace], rightToLeft: Bool,
                               to shape: inout LineShape) {
        let face = faces[item.face]
        let em = 1 / face.metrics.unitsPerEm
        face.harfBuzz?.shape(item.range, of: text, rightToLeft: rightToLeft, script: item.script) { index, position in
            shape.glyphs.append(LineShape.Glyph(face: item.face, index: index,
                                                x: shape.width + Double(position.x_offset) * em,
                                                y: Double(position.y_offset) * em))
            shape.width += Double(position.x_advance) * em
        }
    }
}
