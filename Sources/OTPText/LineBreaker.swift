/// Breaks a paragraph into lines no wider than a width: greedy (each line ends at the last
/// opportunity before the first that would overflow it), at ICU's line-break
/// opportunities (``TextBoundaries/lineBreaks(in:)``), as a browser's `white-space: normal`
/// does. A piece wider than the width on its own (a long word) is cut between
/// user-perceived characters, as `overflow-wrap: break-word` does; a line always takes at
/// least one character. Spaces at a line's end hang: they are not measured or drawn.
enum LineBreaker {
    /// The lines of `text`, each a range of its code units without trailing white space,
    /// when lines may be at most `maxWidth` wide (in the units `measure` gives).
    static func lines(of text: UTF16Text, maxWidth: Double, characterBreaks: [Int],
                      measure: (Range<Int>) -> Double) -> [Range<Int>] {
        let opportunities = TextBoundaries.lineBreaks(in: text)
        var lines: [Range<Int>] = []
        var start = 0
        while start < text.count {
            func fits(_ end: Int) -> Bool { measure(text.trimmingTrailingWhiteSpace(start..<end)) <= maxWidth }
            let candidates = opportunities.drop { $0 <= start }
            // The farthest opportunity before the first that does not fit.
            var end = candidates.prefix(while: fits).last
            if end == nil {
                // Not even the first piece fits: cut it between characters.
                let firstPiece = candidates.first ?? text.count
                let characters = characterBreaks.filter { $0 > start && $0 <= firstPiece }
                end = characters.prefix(while: fits).last ?? characters.first ?? firstPiece
            }
            lines.append(text.trimmingTrailingWhiteSpace(start..<end!))
            start = end!
        }
        return lines
    }
}
