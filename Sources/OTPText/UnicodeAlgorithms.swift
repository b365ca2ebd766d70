import COTPTextShim

// ICU's Unicode algorithms, OTPText's pointer code for them in one place: the bidirectional
// algorithm (BidiParagraph), the line-break and character boundaries (TextBoundaries), and
// the properties and version ICU gives (ICU).
// The font libraries are the other such file (FontEngines).

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

/// Where text may be divided, by ICU's break iterators with the root locale's rules (never
/// the process's locale): line-break opportunities (UAX #14: after spaces, between
/// ideographs, never before closing punctuation) and user-perceived characters (UAX #29).
/// Offsets are UTF-16 code units; each list ends with the text's length.
package enum TextBoundaries {
    /// The offsets a line may end at, in increasing order.
    package static func lineBreaks(in text: UTF16Text) -> [Int] {
        boundaries(in: text) { units, count, breaks, capacity in otp_line_breaks(units, count, breaks, nil, capacity) }
    }

    /// The end of each user-perceived character (extended grapheme cluster), in order.
    package static func characterBreaks(in text: UTF16Text) -> [Int] {
        boundaries(in: text, otp_character_breaks)
    }

    private static func boundaries(
        in text: UTF16Text,
        _ iterate: (UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>?, Int32) -> Int32
    ) -> [Int] {
        guard text.count > 0 else { return [] }
        var breaks = [Int32](repeating: 0, count: text.count)
        let count = text.units.withUnsafeBufferPointer { units in
            iterate(units.baseAddress, Int32(units.count), &breaks, Int32(breaks.count))
        }
        // ICU fails only when it cannot allocate; then the text is one unbreakable piece.
        guard count > 0 else { return [text.count] }
        return breaks.prefix(Int(count)).map(Int.init)
    }
}

extension Array where Element == Int {
    /// The index of the first offset greater than `offset` in these increasing offsets
    /// (``endIndex`` when there is none), found by binary search.
    func partitionIndex(above offset: Int) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if self[middle] > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// What ICU says of single characters, and its version.
enum ICU {
    /// The name ICU gives the script of `scalar` ("Hebrew", "Arabic"), or `nil` when it has none.
    static func scriptName(of scalar: Unicode.Scalar) -> String? {
        otp_script_name(scalar.value).map { String(cString: $0) }
    }

    /// ICU's version, e.g. "72.1".
    static var version: String {
        var buffer = [CChar](repeating: 0, count: 24)
        otp_icu_version(&buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
