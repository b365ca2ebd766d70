import OTPJSON

/// Reads a token's resolved JSON as its type says (DTCG 2025.10, and the string forms of
/// earlier drafts and Tokens Studio): colours as objects or CSS strings, dimensions as
/// `{value, unit}` or `"8px"`, `"0.5rem"` and bare numbers (px), and so on.
struct TokenValueReader {
    /// Points per rem.
    let remPixels: Double
    /// Whether font weight names are DTCG's alone, as written (`semi-bold`, never `SemiBold`):
    /// a DTCG file's; a Tokens Studio export's are read in any case and spacing.
    var dtcgNames = false

    static let lengthUnits = ["px", "rem"]
    static let durationUnits = ["ms", "s"]

    /// DTCG 2025.10's font weight names, exactly as a DTCG file must write them.
    static let dtcgWeights: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// The spellings Tokens Studio files carry (`SemiBold`, `Extra Bold`), once lower-cased
    /// without spaces and hyphens.
    static let namedWeights: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]

    /// The value `json` is as type `typeName` (DTCG's, or Tokens Studio's); a type this reader
    /// does not use is kept as written. A token with no type anywhere is read by its shape: a
    /// number, a CSS colour string, a colour or dimension object; anything else as written.
    func read(_ json: JSONValue, typeName: String?) throws(TokenError.Problem) -> TokenValue {
        if let typeName {
            guard let type = TokenType(name: typeName) else { return .other(typeName: typeName, text: Self.scalarText(json)) }
            return try read(json, as: type)
        }
        switch json {
        case .number(let number): return .number(number.doubleValue)
        case .string(let text):
            if let color = CSSColor.parse(text) { return .color(color) }
        case .object(let object):
            if object["colorSpace"] != nil { return .color(try color(json)) }
            if object["unit"] != nil { return .dimension(try dimension(json)) }
        default: break
        }
        return .other(typeName: "", text: Self.scalarText(json))
    }

    func read(_ json: JSONValue, as type: TokenType) throws(TokenError.Problem) -> TokenValue {
        switch type {
        case .color: return .color(try color(json))
        case .dimension: return .dimension(try dimension(json))
        case .number: return .number(try number(json))
        case .fontFamily: return .fontFamily(try fontFamily(json))
        case .fontWeight: return .fontWeight(try fontWeight(json))
        case .duration: return .duration(try duration(json))
        case .cubicBezier: return .cubicBezier(try cubicBezier(json))
        case .shadow: return .shadow(try shadows(json))
        case .typography: return .typography(try typography(json))
        case .border: return .border(try border(json))
        case .gradient: return .gradient(try gradient(json))
        case .strokeStyle: return .strokeStyle(try strokeStyle(json))
        }
    }

    // MARK: Simple types

    func color(_ json: JSONValue) throws(TokenError.Problem) -> TokenColor {
        switch json {
        case .string(let text):
            guard let color = CSSColor.parse(text) else { throw .invalidValue(value: json.excerpt, expected: "a colour (#RRGGBB, rgb(), oklch(), … or a colour object)") }
            return color
        case .object(let object):
            guard case .string(let spaceName)? = object["colorSpace"] else {
                throw .invalidValue(value: json.excerpt, expected: "a colour object (with colorSpace, components and alpha)")
            }
            guard let space = TokenColorSpace(rawValue: spaceName) else { throw .unknownColorSpace(spaceName) }
            guard case .array(let items)? = object["components"], items.count == 3 else {
                throw .invalidValue(value: json.excerpt, expected: "a colour object (components must be 3 numbers)")
            }
            var components: [Double] = []
            for item in items {
                switch item {
                case .number(let number): components.append(number.doubleValue)
                case .string("none"): components.append(0)
                default: throw .invalidValue(value: item.excerpt, expected: "a colour component (a number or \"none\")")
                }
            }
            let alpha = try object["alpha"].map { value throws(TokenError.Problem) in try plainNumber(value, what: "an alpha (0…1)") } ?? 1
            guard (0...1).contains(alpha) else { throw .invalidValue(value: JSONNumber(alpha).map(\.description) ?? "\(alpha)", expected: "an alpha (0…1)") }
            let color = TokenColor(space: space, components: SIMD3(components[0], components[1], components[2]), alpha: alpha)
            guard color.convertsFinitely else {
                throw .invalidValue(value: json.excerpt, expected: "a colour whose components convert to sRGB in finite numbers (these overflow)")
            }
            return color
        default:
            throw .invalidValue(value: json.excerpt, expected: "a colour (#RRGGBB, rgb(), oklch(), … or a colour object)")
        }
    }

    /// Points: `{value, unit}` (px or rem), `"8px"`, `"0.5rem"`, an expression, or a bare number (px).
    func dimension(_ json: JSONValue) throws(TokenError.Problem) -> Double {
        let quantity = try self.quantity(json, what: "a dimension (8px, 0.5rem or {\"value\": 8, \"unit\": \"px\"})")
        switch quantity.unit {
        case "", "px": return quantity.value
        case "rem": return quantity.value * remPixels
        default: throw .unknownUnit(value: json.excerpt, unit: quantity.unit, known: Self.lengthUnits)
        }
    }

    /// Seconds: `{value, unit}` (ms or s), `"200ms"`, `"0.2s"`, or a bare number (ms).
    func duration(_ json: JSONValue) throws(TokenError.Problem) -> Double {
        let quantity = try self.quantity(json, what: "a duration (200ms, 0.2s or {\"value\": 200, \"unit\": \"ms\"})")
        switch quantity.unit {
        case "", "ms": return quantity.value / 1000
        case "s": return quantity.value
        default: throw .unknownUnit(value: json.excerpt, unit: quantity.unit, known: Self.durationUnits)
        }
    }

    /// A number, a numeric string or expression, or a percentage (`"150%"` is 1.5).
    func number(_ json: JSONValue) throws(TokenError.Problem) -> Double {
        let quantity = try self.quantity(json, what: "a number")
        switch quantity.unit {
        case "": return quantity.value
        case "%": return quantity.value / 100
        default: throw .invalidValue(value: json.excerpt, expected: "a number (it has a unit: \(quantity.unit))")
        }
    }

    func fontFamily(_ json: JSONValue) throws(TokenError.Problem) -> [String] {
        switch json {
        case .string(let stack):
            let names = stack.split(separator: ",").map { CSSText.trimmed(String($0)).trimmingQuotes }.filter { !$0.isEmpty }
            guard !names.isEmpty else { break }
            return names
        case .array(let items):
            var names: [String] = []
            for item in items {
                guard case .string(let name) = item, !name.isEmpty else { throw .invalidValue(value: item.excerpt, expected: "a font family name") }
                names.append(name)
            }
            guard !names.isEmpty else { break }
            return names
        default:
            break
        }
        throw .invalidValue(value: json.excerpt, expected: "a font family (a name, a CSS font stack or an array of names)")
    }

    func fontWeight(_ json: JSONValue) throws(TokenError.Problem) -> Int {
        let expected = "a font weight (1…1000, or a name such as regular, semi-bold, bold)"
        if dtcgNames, case .string(let text) = json, TokenArithmetic.evaluate(text, remPixels: remPixels) == .notAnExpression {
            guard let weight = Self.dtcgWeights[text] else {
                let lowered = text.lowercased().filter { $0 != " " && $0 != "_" }
                let hint = Self.dtcgWeights.keys.first { $0.filter { $0 != "-" } == lowered.filter { $0 != "-" } }.map { " (DTCG's names are case-sensitive: \($0))" } ?? ""
                throw .invalidValue(value: json.excerpt, expected: "a DTCG font weight (1…1000, or thin, extra-light, light, regular, medium, semi-bold, bold, extra-bold, black, …)" + hint)
            }
            return weight
        }
        if case .string(let text) = json {
            let key = text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
            if let weight = Self.namedWeights[key] { return weight }
            if key.hasSuffix("italic"), let weight = Self.namedWeights[String(key.dropLast(6))] { return weight }
        }
        let value = try number(json)
        guard value.rounded() == value, (1...1000).contains(value) else { throw .invalidValue(value: json.excerpt, expected: expected) }
        return Int(value)
    }

    func cubicBezier(_ json: JSONValue) throws(TokenError.Problem) -> [Double] {
        let expected = "a cubic Bézier ([x1, y1, x2, y2], x1 and x2 in 0…1)"
        guard case .array(let items) = json, items.count == 4 else { throw .invalidValue(value: json.excerpt, expected: expected) }
        var points: [Double] = []
        for item in items { points.append(try plainNumber(item, what: expected)) }
        guard (0...1).contains(points[0]), (0...1).contains(points[2]) else { throw .invalidValue(value: json.excerpt, expected: expected) }
        return points
    }

    // MARK: Composite types

    /// One shadow or a list of them; a layer that is itself a list (an alias to a shadow
    /// token of several layers) adds its layers in place. At most ``TokenLimits/shadowLayers``.
    func shadows(_ json: JSONValue) throws(TokenError.Problem) -> [TokenShadow] {
        var layers: [TokenShadow] = []
        try addLayers(of: json, to: &layers)
        return layers
    }

    private func addLayers(of json: JSONValue, to layers: inout [TokenShadow]) throws(TokenError.Problem) {
        guard case .array(let items) = json else {
            guard layers.count < TokenLimits.shadowLayers else {
                throw .limit("the shadow has more than \(TokenLimits.shadowLayers) layers")
            }
            layers.append(try shadow(json))
            return
        }
        for item in items { try addLayers(of: item, to: &layers) }
    }

    /// DTCG's `offsetX`/`offsetY`/`inset`, or Tokens Studio's `x`/`y`/`type: innerShadow`.
    private func shadow(_ json: JSONValue) throws(TokenError.Problem) -> TokenShadow {
        let members = try Members(json, what: "a shadow (color, offsetX, offsetY, blur, spread)")
        let inset: Bool
        switch members["inset"] {
        case .bool(let value)?: inset = value
        case nil: inset = members["type"] == .string("innerShadow")
        case let other?: throw .invalidValue(value: other.excerpt, expected: "true or false (shadow inset)")
        }
        return TokenShadow(
            color: try color(try members.required("color")),
            offsetX: try dimension(try members.required("offsetX", or: "x")),
            offsetY: try dimension(try members.required("offsetY", or: "y")),
            blur: try members["blur"].map { value throws(TokenError.Problem) in try dimension(value) } ?? 0,
            spread: try members["spread"].map { value throws(TokenError.Problem) in try dimension(value) } ?? 0,
            inset: inset)
    }

    func typography(_ json: JSONValue) throws(TokenError.Problem) -> TokenTypography {
        let members = try Members(json, what: "a typography (fontFamily, fontSize, fontWeight, …)")
        return TokenTypography(
            fontFamily: try members["fontFamily"].map { value throws(TokenError.Problem) in try fontFamily(value) },
            fontSize: try members["fontSize"].map { value throws(TokenError.Problem) in try dimension(value) },
            fontWeight: try members["fontWeight"].map { value throws(TokenError.Problem) in try fontWeight(value) },
            letterSpacing: members["letterSpacing"].map(Self.text),
            lineHeight: members["lineHeight"].map(Self.text))
    }

    func border(_ json: JSONValue) throws(TokenError.Problem) -> TokenBorder {
        let members = try Members(json, what: "a border (color, width, style)")
        return TokenBorder(color: try color(try members.required("color")),
                           width: try dimension(try members.required("width")),
                           style: try members["style"].map { value throws(TokenError.Problem) in try strokeStyle(value) } ?? .keyword("solid"))
    }

    func gradient(_ json: JSONValue) throws(TokenError.Problem) -> [TokenGradientStop] {
        guard case .array(let items) = json, !items.isEmpty else {
            throw .invalidValue(value: json.excerpt, expected: "a gradient (an array of {color, position})")
        }
        guard items.count <= TokenLimits.gradientStops else { throw .limit("the gradient has more than \(TokenLimits.gradientStops) stops") }
        var stops: [TokenGradientStop] = []
        for item in items {
            let members = try Members(item, what: "a gradient stop (color, position)")
            let position = try plainNumber(try members.required("position"), what: "a gradient position (0…1)")
            stops.append(TokenGradientStop(color: try color(try members.required("color")), position: min(1, max(0, position))))
        }
        return stops
    }

    func strokeStyle(_ json: JSONValue) throws(TokenError.Problem) -> TokenStrokeStyle {
        let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
        if case .string(let keyword) = json, keywords.contains(keyword) { return .keyword(keyword) }
        guard case .object = json else {
            throw .invalidValue(value: json.excerpt, expected: "a stroke style (" + keywords.joined(separator: ", ") + ", or {dashArray, lineCap})")
        }
        let members = try Members(json, what: "a stroke style")
        guard case .array(let items) = try members.required("dashArray"), !items.isEmpty else {
            throw .invalidValue(value: json.excerpt, expected: "a stroke style (dashArray must be a non-empty array of dimensions)")
        }
        var dashes: [Double] = []
        for item in items { dashes.append(try dimension(item)) }
        guard case .string(let cap) = try members.required("lineCap"), ["round", "butt", "square"].contains(cap) else {
            throw .invalidValue(value: json.excerpt, expected: "a stroke style (lineCap must be round, butt or square)")
        }
        return .dashes(dashes, lineCap: cap)
    }

    // MARK: Pieces

    /// A number and unit from `{value, unit}`, a number, or a string expression.
    private func quantity(_ json: JSONValue, what: String) throws(TokenError.Problem) -> TokenArithmetic.Quantity {
        switch json {
        case .number(let number):
            return TokenArithmetic.Quantity(value: number.doubleValue, unit: "")
        case .string(let text):
            switch TokenArithmetic.evaluate(text, remPixels: remPixels) {
            case .quantity(let quantity): return quantity
            case .notAnExpression: throw .invalidValue(value: json.excerpt, expected: what)
            case .invalid(let reason): throw .arithmetic(expression: json.excerpt, reason: reason)
            }
        case .object(let object):
            guard case .number(let value)? = object["value"], case .string(let unit)? = object["unit"] else {
                throw .invalidValue(value: json.excerpt, expected: what)
            }
            return TokenArithmetic.Quantity(value: value.doubleValue, unit: unit)
        default:
            throw .invalidValue(value: json.excerpt, expected: what)
        }
    }

    private func plainNumber(_ json: JSONValue, what: String) throws(TokenError.Problem) -> Double {
        guard case .number(let number) = json, number.doubleValue.isFinite else { throw .invalidValue(value: json.excerpt, expected: what) }
        return number.doubleValue
    }

    /// A resolved value as it reads inside a string or a listing: strings bare, numbers as
    /// written, dimensions as `8px`, colour objects as hex; anything else as compact JSON.
    static func scalarText(_ json: JSONValue) -> String {
        switch json {
        case .string(let text): return text
        case .number(let number): return number.description
        case .object(let object):
            if case .number(let value)? = object["value"], case .string(let unit)? = object["unit"] { return value.description + unit }
            if object["colorSpace"] != nil, let color = try? TokenValueReader(remPixels: 16).color(json) { return color.hexString }
            return json.excerpt
        default: return json.excerpt
        }
    }

    /// A member as text for listings: strings bare, anything else as compact JSON.
    private static func text(_ json: JSONValue) -> String {
        if case .string(let text) = json { return text }
        return json.excerpt
    }

    /// A composite value's members.
    private struct Members {
        let object: JSONObject
        let json: JSONValue
        let what: String

        init(_ json: JSONValue, what: String) throws(TokenError.Problem) {
            guard case .object(let object) = json else { throw .invalidValue(value: json.excerpt, expected: what) }
            self.object = object
            self.json = json
            self.what = what
        }

        subscript(key: String) -> JSONValue? { object[key] }

        func required(_ key: String, or alternative: String? = nil) throws(TokenError.Problem) -> JSONValue {
            if let value = object[key] ?? alternative.flatMap({ object[$0] }) { return value }
            throw .invalidValue(value: json.excerpt, expected: what + " (\(key) is missing)")
        }
    }
}

private extension String {
    /// Without one pair of matching quotes around it (`'Segoe UI'` → `Segoe UI`).
    var trimmingQuotes: String {
        guard count >= 2, let first, first == "'" || first == "\"", last == first else { return self }
        return String(dropFirst().dropLast())
    }
}
