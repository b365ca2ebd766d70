import OTPJSON

/// One property of one element that is not what the spec says, in a designer's units.
public struct Deviation: Hashable, Sendable, CustomStringConvertible {
    /// A region map's element (`cell[2]`, `caret`), or a kind for every element of it (`cell`,
    /// `character`), or `field`.
    public let element: String
    /// `width`, `height`, `x`, `y`, `spacing`, `borderWidth`, `cornerRadius`, `borderColor`,
    /// `fill`, `color`, `radius`, `glyph`, `presence`, `fontSize`, `fontWeight`, `fontFamily`.
    public let property: String
    /// What the spec says and what the screenshot shows.
    public let expected: Value
    /// What the screenshot shows.
    public let actual: Value
    /// For colours, how different they look (CIEDE2000).
    public let deltaE: Double?

    /// A measured value.
    public enum Value: Hashable, Sendable {
        /// Points.
        case points(Double)
        /// An sRGB colour, `#RRGGBB`.
        case color(String)
        /// Anything else: a character, `missing`, `heavier`, a font family.
        case text(String)
    }

    package init(element: String, property: String, expected: Value, actual: Value, deltaE: Double? = nil) {
        (self.element, self.property, self.expected, self.actual, self.deltaE) = (element, property, expected, actual, deltaE)
    }

    /// `cell[2] width: 46 pt, spec 48 pt (−2 pt)`, `cell[0] borderColor: #C4C9D4, spec #8C93A1 (ΔE 12.3)`.
    public var description: String {
        var text = "\(element) \(property): \(Self.describe(actual)), spec \(Self.describe(expected))"
        if case .points(let a) = actual, case .points(let e) = expected {
            text += " (\(a - e > 0 ? "+" : "−")\(PointText.short(abs(a - e))) pt)"
        }
        if let deltaE { text += " (ΔE \(PointText.short(deltaE, places: 1)))" }
        return text
    }

    /// The deviation as JSON: `element`, `property`, `expected`, `actual`, and `unit` (`pt`) or
    /// `deltaE`.
    package var json: JSONValue {
        var object: JSONObject = ["element": .string(element), "property": .string(property),
                                  "expected": Self.json(expected), "actual": Self.json(actual)]
        if case .points = expected { object["unit"] = .string("pt") }
        if let deltaE { object["deltaE"] = PointText.json(deltaE, places: 1) }
        return .object(object)
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .points(let points): return PointText.short(points) + " pt"
        case .color(let hex): return hex
        case .text(let text): return text
        }
    }

    private static func json(_ value: Value) -> JSONValue {
        switch value {
        case .points(let points): return PointText.json(points)
        case .color(let hex): return .string(hex)
        case .text(let text): return .string(text)
        }
    }
}

/// Numbers as a designer reads them: points to the quarter, other values to `places` decimals.
enum PointText {
    /// `value` rounded to the quarter point (or to `places` decimals), without trailing zeros.
    static func short(_ value: Double, places: Int? = nil) -> String {
        let rounded = round(value, places: places)
        guard rounded.isFinite else { return "\(value)" }
        var text = String(rounded)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text == "-0" ? "0" : text
    }

    static func json(_ value: Double, places: Int? = nil) -> JSONValue {
        JSONNumber(round(value, places: places) + 0).map(JSONValue.number) ?? .null
    }

    private static func round(_ value: Double, places: Int?) -> Double {
        guard let places else { return (value * 4).rounded() / 4 }
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (value * factor).rounded() / factor
    }
}
