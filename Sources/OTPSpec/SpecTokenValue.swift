import OTPJSON
import OTPTokens

/// A token's value as a spec writes it: what a reference to the token puts in the spec's
/// JSON (colours as `#RRGGBB[AA]`, lengths as points, shadows as shadow objects, a
/// typography as a `font` object, a gradient as CSS), for listings such as `otp-render tokens`.
public enum SpecTokenValue {
    /// `value` as spec JSON; a family of a font stack is the first of `fontFamilies` it
    /// names. A border is `{color, width, style}`, a stroke style its keyword or dashes,
    /// a cubic Bézier its four numbers, a type the spec does not use its text.
    public static func json(_ value: TokenValue, fontFamilies: [String]) -> JSONValue {
        let kind: SpecTokenKind?
        switch value {
        case .color: kind = .color
        case .dimension, .number: kind = .length
        case .duration: kind = .time
        case .fontWeight: kind = .fontWeight
        case .fontFamily: kind = .fontFamily
        case .shadow: kind = .shadows
        case .typography: kind = .font
        case .gradient: kind = .fill
        case .strokeStyle(.dashes): kind = .dashes
        case .border, .strokeStyle, .cubicBezier, .other: kind = nil
        }
        if let kind, let json = kind.json(for: value, family: { SpecTokenLoader.family(from: $0, among: fontFamilies) }) { return json }
        switch value {
        case .border(let border):
            return .object(["color": .string(border.color.hexString), "width": number(border.width), "style": strokeStyle(border.style)])
        case .strokeStyle(let style): return strokeStyle(style)
        case .cubicBezier(let points): return .array(points.map(number))
        case .other(_, let text): return .string(text)
        default: return .null
        }
    }

    private static func number(_ value: Double) -> JSONValue {
        JSONNumber(value).map(JSONValue.number) ?? .null
    }

    private static func strokeStyle(_ style: TokenStrokeStyle) -> JSONValue {
        switch style {
        case .keyword(let keyword): return .string(keyword)
        case .dashes(let dashes, let cap): return .object(["dashArray": .array(dashes.map(number)), "lineCap": .string(cap)])
        }
    }
}
