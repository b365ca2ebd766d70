/// A token's value once its aliases are resolved, read as its type says. Lengths are in
/// points (1 px = 1 pt; a rem is the reader's rem size, 16 by default), durations in seconds.
public enum TokenValue: Hashable, Sendable {
    case color(TokenColor)
    case dimension(Double)
    case number(Double)
    /// Family names, the first preferred (a CSS font stack).
    case fontFamily([String])
    /// 1…1000.
    case fontWeight(Int)
    case duration(Double)
    /// x1, y1, x2, y2.
    case cubicBezier([Double])
    /// One shadow or several, the first on top.
    case shadow([TokenShadow])
    case typography(TokenTypography)
    case border(TokenBorder)
    case gradient([TokenGradientStop])
    case strokeStyle(TokenStrokeStyle)
    /// A token of a type this reader does not use, as written.
    case other(typeName: String, text: String)

    /// The value's type; nil for ``other(typeName:text:)``.
    public var type: TokenType? {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .number: return .number
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .duration: return .duration
        case .cubicBezier: return .cubicBezier
        case .shadow: return .shadow
        case .typography: return .typography
        case .border: return .border
        case .gradient: return .gradient
        case .strokeStyle: return .strokeStyle
        case .other: return nil
        }
    }

    /// The type's name as the token file gives it.
    public var typeName: String {
        if case .other(let name, _) = self { return name }
        return type?.rawValue ?? ""
    }
}

/// One shadow of a `shadow` token.
public struct TokenShadow: Hashable, Sendable {
    public var color: TokenColor
    public var offsetX: Double
    public var offsetY: Double
    public var blur: Double
    public var spread: Double
    public var inset: Bool
}

/// A `typography` token: what a font is (the members a file leaves out are nil).
public struct TokenTypography: Hashable, Sendable {
    public var fontFamily: [String]?
    public var fontSize: Double?
    public var fontWeight: Int?
    /// As written (`0.5px`, `2%`): kept for listings.
    public var letterSpacing: String?
    /// As written (`1.5`, `24px`, `150%`): kept for listings.
    public var lineHeight: String?
}

/// A `border` token.
public struct TokenBorder: Hashable, Sendable {
    public var color: TokenColor
    public var width: Double
    public var style: TokenStrokeStyle
}

/// One stop of a `gradient` token.
public struct TokenGradientStop: Hashable, Sendable {
    public var color: TokenColor
    /// 0…1 along the gradient.
    public var position: Double
}

/// A `strokeStyle` token: a CSS keyword, or dashes.
public enum TokenStrokeStyle: Hashable, Sendable {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
    case keyword(String)
    /// Dash and gap lengths in points, and the line cap (`round`, `butt` or `square`).
    case dashes([Double], lineCap: String)
}
