/// A text as UTF-16 code units, the form ICU and HarfBuzz read, with the scalar at an offset.
package struct UTF16Text {
    let units: [UInt16]

    package init(_ text: String) {
        units = Array(text.utf16)
    }

    package var count: Int { units.count }

    /// The scalar starting at code unit `offset` and how many units it takes (a lone
    /// surrogate reads as U+FFFD).
    func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let unit = units[offset]
        if UTF16.isLeadSurrogate(unit), offset + 1 < units.count, UTF16.isTrailSurrogate(units[offset + 1]) {
            return (UTF16.decode(UTF16.EncodedScalar([unit, units[offset + 1]])), 2)
        }
        return (Unicode.Scalar(unit) ?? "\u{FFFD}", 1)
    }

    /// The scalars of `range`, in order.
    func scalars(in range: Range<Int>) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            let (scalar, length) = scalar(at: offset)
            result.append(scalar)
            offset += length
        }
        return result
    }

    /// `range` without the white space at its end (a wrapped line's trailing spaces hang
    /// past its edge: they are neither measured nor drawn).
    package func trimmingTrailingWhiteSpace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, let scalar = Unicode.Scalar(units[end - 1]), scalar.properties.isWhitespace {
            end -= 1
        }
        return range.lowerBound..<end
    }
}
