/// The type of a design token: DTCG 2025.10's types, which Tokens Studio's types map onto.
public enum TokenType: String, CaseIterable, Hashable, Sendable {
    case color
    case dimension
    case number
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case shadow
    case typography
    case border
    case gradient
    case strokeStyle

    /// The type a DTCG `$type` or a Tokens Studio `type` names; nil for a type this reader
    /// does not use (Tokens Studio's `other`, `text`, `textCase`, `asset`, …), whose tokens
    /// are kept as written.
    public init?(name: String) {
        if let type = TokenType(rawValue: name) {
            self = type
            return
        }
        switch name {
        case "spacing", "sizing", "borderRadius", "borderWidth", "fontSizes", "letterSpacing",
             "paragraphSpacing", "paragraphIndent":
            self = .dimension
        case "lineHeights", "opacity":
            self = .number
        case "fontWeights": self = .fontWeight
        case "fontFamilies": self = .fontFamily
        case "boxShadow": self = .shadow
        default: return nil
        }
    }
}
