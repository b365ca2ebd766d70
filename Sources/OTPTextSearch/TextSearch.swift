/// Finding and replacing text within text, character by character, as the standard library's
/// `firstRange(of:)`, `contains(_:)` and `replacing(_:with:)` for strings do. Those come with
/// the regular-expression engine (`_StringProcessing` and `_RegexParser`, a megabyte of the
/// release binary), which nothing here uses.
extension StringProtocol {
    /// The first range where `target` occurs, or nil; nil too for an empty `target`.
    package func firstRange(ofText target: some StringProtocol) -> Range<Index>? {
        guard let first = target.first else { return nil }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            if self[found...].starts(with: target) { return found..<index(found, offsetBy: target.count) }
            start = index(after: found)
        }
        return nil
    }

    /// Whether `target` occurs (an empty `target` does not).
    package func containsText(_ target: some StringProtocol) -> Bool {
        firstRange(ofText: target) != nil
    }

    /// The text with every occurrence of `target`, from the start and not overlapping,
    /// replaced by `replacement`.
    package func replacingText(_ target: some StringProtocol, with replacement: some StringProtocol) -> String {
        var result = ""
        var rest = self[...]
        while let found = rest.firstRange(ofText: target) {
            result += rest[..<found.lowerBound]
            result += replacement
            rest = rest[found.upperBound...]
        }
        return result + rest
    }

    /// The text without `prefix` at its start, once; the text itself when it does not start so.
    package func droppingPrefix(_ prefix: some StringProtocol) -> SubSequence {
        starts(with: prefix) ? self[index(startIndex, offsetBy: prefix.count)...] : self[...]
    }
}
