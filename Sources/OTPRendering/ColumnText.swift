/// Text set in the fixed-width columns of a terminal table (`presets`, `doctor`, `bench`).
extension String {
    /// The text followed by spaces up to `width` characters, or cut to `width`.
    package func leftAligned(width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }

    /// The text after spaces up to `width` characters; longer text is kept whole.
    package func rightAligned(width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

extension Array where Element == [String] {
    /// The rows, a line each, in columns: every cell but a row's last padded to its column's
    /// widest cell and two spaces (`tokens`, `render --explain`).
    package func alignedColumns() -> String {
        let columns = map(\.count).max() ?? 0
        let widths = (0..<Swift.max(0, columns - 1)).map { column in map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
        return map { row in
            row.enumerated().map { column, cell in column < widths.count ? cell.leftAligned(width: widths[column] + 2) : cell }.joined() + "\n"
        }.joined()
    }
}
