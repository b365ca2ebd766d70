import OTPJSON
import OTPTokens

/// What kind of value a spec key takes, for the tokens a reference there may name, and how
/// a token's value is written as that key's JSON.
enum SpecTokenKind: Sendable {
    /// A length in points: a dimension, a number, or a border's width.
    case length
    /// Seconds: a duration or a number.
    case time
    /// A whole number: a whole number token.
    case integer
    /// `font.weight`: a font weight or a whole number.
    case fontWeight
    /// `#RRGGBB[AA]`: a colour, or a border's colour.
    case color
    /// A colour or gradient: a colour, a border's colour, or a gradient (as CSS).
    case fill
    /// A list of shadows: a shadow token.
    case shadows
    /// The `font` object: a typography token, or a font family or weight.
    case font
    /// `font.family`: a font family, or a typography's family.
    case fontFamily
    /// `cell.dash`: a stroke style or border with dashes.
    case dashes

    /// The token types a key of this kind takes, for messages.
    var accepted: String {
        switch self {
        case .length: return "a dimension, number or border token"
        case .time: return "a duration or number token"
        case .integer: return "a number token (a whole number)"
        case .fontWeight: return "a fontWeight or number token"
        case .color: return "a color or border token"
        case .fill: return "a color, gradient or border token"
        case .shadows: return "a shadow token"
        case .font: return "a typography, fontFamily or fontWeight token"
        case .fontFamily: return "a fontFamily or typography token"
        case .dashes: return "a strokeStyle or border token with a dashArray"
        }
    }

    /// `value` as this kind's JSON; nil when the token's type does not fit. `family` picks a
    /// family from a font stack (the first the renderer has, as CSS picks).
    func json(for value: TokenValue, family: ([String]) -> String) -> JSONValue? {
        switch (self, value) {
        case (.length, .dimension(let points)), (.length, .number(let points)), (.time, .number(let points)):
            return Self.number(points)
        case (.length, .border(let border)):
            return Self.number(border.width)
        case (.time, .duration(let seconds)):
            return Self.number(seconds)
        case (.integer, .number(let number)), (.fontWeight, .number(let number)):
            return number.rounded() == number ? Self.number(number) : nil
        case (.fontWeight, .fontWeight(let weight)):
            return .number(JSONNumber(weight))
        case (.color, .color(let color)), (.fill, .color(let color)):
            return .string(color.hexString)
        case (.color, .border(let border)), (.fill, .border(let border)):
            return .string(border.color.hexString)
        case (.fill, .gradient(let stops)):
            return .string("linear-gradient(" + stops.map { "\($0.color.hexString) \(Self.percent($0.position))" }.joined(separator: ", ") + ")")
        case (.shadows, .shadow(let layers)):
            return .array(layers.map(Self.shadow))
        case (.font, .typography(let typography)):
            var object = JSONObject()
            if let names = typography.fontFamily { object["family"] = .string(family(names)) }
            if let size = typography.fontSize { object["size"] = Self.number(size) }
            if let weight = typography.fontWeight { object["weight"] = .number(JSONNumber(weight)) }
            return .object(object)
        case (.font, .fontFamily(let names)):
            return .object(["family": .string(family(names))])
        case (.font, .fontWeight(let weight)):
            return .object(["weight": .number(JSONNumber(weight))])
        case (.fontFamily, .fontFamily(let names)):
            return .string(family(names))
        case (.fontFamily, .typography(let typography)):
            return typography.fontFamily.map { .string(family($0)) }
        case (.dashes, .strokeStyle(.dashes(let dashes, _))):
            return .array(dashes.map(Self.number))
        case (.dashes, .border(let border)):
            guard case .dashes(let dashes, _) = border.style else { return nil }
            return .array(dashes.map(Self.number))
        default:
            return nil
        }
    }

    private static func number(_ value: Double) -> JSONValue {
        JSONNumber(value).map(JSONValue.number) ?? .null
    }

    /// `position` (0…1) as a CSS percentage, without a needless fraction.
    private static func percent(_ position: Double) -> String {
        let value = position * 100
        return (JSONNumber(value)?.description ?? "0") + "%"
    }

    private static func shadow(_ layer: TokenShadow) -> JSONValue {
        .object(["x": number(layer.offsetX), "y": number(layer.offsetY), "blur": number(layer.blur),
                 "spread": number(layer.spread), "color": .string(layer.color.hexString), "inset": .bool(layer.inset)])
    }
}
