/// Breaks a paragraph into lines no wider than a width: greedy (each line ends at the last
/// opportunity before the first that would overflow it), at ICU's line-break
/// opportunities (``TextBoundaries/lineBreaks(in:)``), as a browser's `white-space: normal`
/// does. A piece wider than the width on its own (a long word) is cut between
/// user-perceived characters, as `overflow-wrap: break-word` does; a line always takes at
/// least one character. Spaces at a line's end hang: they are not measured or drawn.
///
/// Linear in the text's length (times the logarithm of a line's): a line that fits is
/// taken to fit when shortened, so each line is found by measuring ranges at most about
/// twice its length, never the rest of the paragraph.
package enum LineBreaker {
    /// The lines of `text`, each a range of its code units without trailing white space,
    /// when lines may be at most `maxWidth` wide (in the units `measure` gives).
    package static func lines(of text: UTF16Text, maxWidth: Double, characterBreaks: [Int],
                      measure: (Range<Int>) -> Double) -> [Range<Int>] {
        let opportunities = TextBoundaries.lineBreaks(in: text)
        var lines: [Range<Int>] = []
        var start = 0
        while start < text.count {
            func fits(_ end: Int) -> Bool { measure(text.trimmingTrailingWhiteSpace(start..<end)) <= maxWidth }
            let end = lineEnd(from: start, opportunities: opportunities[opportunities.partitionIndex(above: start)...],
                              characters: characterBreaks[characterBreaks.partitionIndex(above: start)...],
                              textEnd: text.count, fits: fits)
            lines.append(text.trimmingTrailingWhiteSpace(start..<end))
            start = end
        }
        return lines
    }

    /// Where the line that starts before `opportunities` and `characters` (the offsets
    /// after its start) ends.
    private static func lineEnd(from start: Int, opportunities: ArraySlice<Int>, characters: ArraySlice<Int>,
                                textEnd: Int, fits: (Int) -> Bool) -> Int {
        // No line can end at or past the first character boundary that does not fit.
        let limit = firstNotFitting(characters, fits) ?? Int.max
        let candidates = opportunities.prefix { $0 < limit }
        if let end = lastFitting(candidates, fits) { return end }
        // Not even the first piece fits: cut it between characters.
        let firstPiece = opportunities.first ?? textEnd
        let fitting = characters.prefix { $0 < limit && $0 <= firstPiece }
        return fitting.last ?? characters.first ?? firstPiece
    }

    /// The first of the increasing `ends` that does not fit, or nil when all do: by
    /// galloping (1, 2, 4, ... ends on) then bisection, so no range measured is much longer
    /// than twice the longest that fits.
    private static func firstNotFitting(_ ends: ArraySlice<Int>, _ fits: (Int) -> Bool) -> Int? {
        var fitting = ends.startIndex - 1
        var step = 1
        while true {
            let probe = min(fitting + step, ends.endIndex - 1)
            if probe <= fitting { return nil }
            guard fits(ends[probe]) else {
                return ends[bisect(ends, fitting: fitting, failing: probe, fits).failing]
            }
            fitting = probe
            step *= 2
        }
    }

    /// The last of the increasing `ends` before the first that does not fit.
    private static func lastFitting(_ ends: ArraySlice<Int>, _ fits: (Int) -> Bool) -> Int? {
        let fitting = bisect(ends, fitting: ends.startIndex - 1, failing: ends.endIndex, fits).fitting
        return fitting >= ends.startIndex ? ends[fitting] : nil
    }

    /// Narrows the indices of `ends` known to fit (or before the first) and known not to fit
    /// (or past the last) until they are neighbours.
    private static func bisect(_ ends: ArraySlice<Int>, fitting: Int, failing: Int,
                               _ fits: (Int) -> Bool) -> (fitting: Int, failing: Int) {
        var fitting = fitting, failing = failing
        while failing - fitting > 1 {
            let middle = fitting + (failing - fitting) / 2
            if fits(ends[middle]) { fitting = middle } else { failing = middle }
        }
        return (fitting, failing)
    }
}
