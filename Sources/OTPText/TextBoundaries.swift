import COTPTextShim

/// Where text may be divided, by ICU's break iterators with the root locale's rules (never
/// the process's locale): line-break opportunities (UAX #14: after spaces, between
/// ideographs, never before closing punctuation) and user-perceived characters (UAX #29).
/// Offsets are UTF-16 code units; each list ends with the text's length.
enum TextBoundaries {
    /// The offsets a line may end at, in increasing order.
    static func lineBreaks(in text: UTF16Text) -> [Int] {
        boundaries(in: text) { units, count, breaks, capacity in otp_line_breaks(units, count, breaks, nil, capacity) }
    }

    /// The end of each user-perceived character (extended grapheme cluster), in order.
    static func characterBreaks(in text: UTF16Text) -> [Int] {
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
