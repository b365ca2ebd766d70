import COTPTextShim

/// The runs of a line in visual order, by the Unicode Bidirectional Algorithm (UAX #9) as
/// ICU implements it: Arabic and Hebrew read right to left, Latin words and numbers inside
/// them left to right, neutral characters take the direction around them.
struct BidiRun: Hashable, Sendable {
    /// The logical range of the run, in UTF-16 code units of the paragraph.
    let range: Range<Int>
    /// Whether the run reads right to left (its glyphs are then placed last character first).
    let isRightToLeft: Bool

    /// The runs of the line `line` of the paragraph `text`, whose base direction is
    /// `direction`, left to right on the screen. The whole paragraph is resolved, so a
    /// wrapped line orders its words as the paragraph does.
    static func visualRuns(of line: Range<Int>, in text: UTF16Text, direction: TextDirection) -> [BidiRun] {
        guard !line.isEmpty else { return [] }
        var runs = [otp_bidi_run](repeating: otp_bidi_run(), count: line.count)
        let count = text.units.withUnsafeBufferPointer { units in
            otp_bidi_visual_runs(units.baseAddress, Int32(units.count), direction == .rightToLeft ? 1 : 0,
                                 Int32(line.lowerBound), Int32(line.upperBound), &runs, Int32(runs.count))
        }
        // ICU fails only when it cannot allocate; then the line is drawn in logical order.
        guard count > 0 else { return [BidiRun(range: line, isRightToLeft: direction == .rightToLeft)] }
        return runs.prefix(Int(count)).map {
            BidiRun(range: Int($0.start)..<Int($0.start + $0.length), isRightToLeft: $0.right_to_left != 0)
        }
    }
}
