/// The smallest pieces of CSS text that colours, angles and lengths share.
public enum CSSText {
    /// `text` without spaces, tabs and line feeds at either end.
    public static func trimmed(_ text: String) -> String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A }
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return text }
        return String(text[first...last])
    }

    /// A finite CSS number (`12`, `-0.5`, `.25`, `+3`, `1e3`); nil for anything else
    /// (`inf`, `nan` and hexadecimal floats are not CSS).
    public static func number(_ text: String) -> Double? {
        guard let first = text.first, first.isNumber || first == "-" || first == "+" || first == "." else { return nil }
        guard !text.lowercased().contains("x"), let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

/// CSS angles.
public enum CSSAngle {
    /// `45deg`, `0.25turn`, `1.5rad`, `100grad` or `0`, in degrees; a bare number is degrees
    /// too where CSS allows one (colour hues). Nil for anything else.
    public static func degrees(_ text: String, bareNumberIsDegrees: Bool = false) -> Double? {
        if text == "0" || text == "none" && bareNumberIsDegrees { return 0 }
        let units: [(suffix: String, degrees: Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
        for unit in units where text.hasSuffix(unit.suffix) {
            return CSSText.number(String(text.dropLast(unit.suffix.count))).map { $0 * unit.degrees }
        }
        return bareNumberIsDegrees ? CSSText.number(text) : nil
    }
}
