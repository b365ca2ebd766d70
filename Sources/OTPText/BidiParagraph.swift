import COTPTextShim

/// One run of a line in visual order: a logical range read in one direction.
struct BidiRun: Hashable, Sendable {
    /// The logical range of the run, in UTF-16 code units of the paragraph.
    let range: Range<Int>
    /// Whether the run reads right to left (its glyphs are then placed last character first).
    let isRightToLeft: Bool
}

/// A paragraph's bidirectional levels by the Unicode Bidirectional Algorithm (UAX #9) as
/// ICU implements it: Arabic and Hebrew read right to left, Latin words and numbers inside
/// them left to right, neutral characters take the direction around them. Resolved once
/// for the whole paragraph, so a wrapped line orders its words as the paragraph does, and
/// ordering a line costs time in proportion to the line. Not shared between threads.
final class BidiParagraph {
    /// The base direction of the paragraph.
    let direction: TextDirection
    /// ICU's paragraph, or nil when ICU could not allocate it (lines are then drawn in
    /// logical order).
    private let resolved: OpaquePointer?

    init(_ text: UTF16Text, direction: TextDirection) {
        self.direction = direction
        resolved = text.units.withUnsafeBufferPointer { units in
            otp_bidi_open(units.baseAddress, Int32(units.count), direction == .rightToLeft ? 1 : 0)
        }
    }

    deinit { otp_bidi_close(resolved) }

    /// The runs of the line `line` (a range of the paragraph's code units), left to right
    /// on the screen.
    func visualRuns(of line: Range<Int>) -> [BidiRun] {
        guard !line.isEmpty else { return [] }
        let inLogicalOrder = [BidiRun(range: line, isRightToLeft: direction == .rightToLeft)]
        guard let resolved else { return inLogicalOrder }
        var runs = [otp_bidi_run](repeating: otp_bidi_run(), count: line.count)
        let count = otp_bidi_line_runs(resolved, Int32(line.lowerBound), Int32(line.upperBound), &runs, Int32(runs.count))
        guard count > 0 else { return inLogicalOrder }
        return runs.prefix(Int(count)).map {
            BidiRun(range: Int($0.start)..<Int($0.start + $0.length), isRightToLeft: $0.right_to_left != 0)
        }
    }
}
