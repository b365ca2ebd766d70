/// Text set in the fixed-width columns of a terminal table (`presets`, `doctor`, `bench`).
extension String {
    /// The text followed by spaces up to `width` characters, or cut to `width`.
    func leftAligned(width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }

    /// The text after spaces up to `width` characters; longer text is kept whole.
    func rightAligned(width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
