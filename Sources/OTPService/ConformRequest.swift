import OTPJSON

/// A conform request's options, as `otp-render conform` takes them: the screenshot's scale
/// (found among the usual ones when absent), a pixel the field covers, tolerances by name, and
/// whether the overlay (a PNG) follows the response.
///
/// ```json
/// {"id": 4, "op": "conform", "specPath": "signin.json", "screenshot": "shot.png",
///  "scale": 3, "at": [600, 900], "tolerances": {"color": 3}, "overlay": true}
/// ```
public struct ConformRequest: Sendable, Equatable {
    /// Device pixels per point of the screenshot, above 0 and at most 8; nil to find it.
    public var scale: Double?
    /// A pixel of the screenshot the field covers, `[x, y]`, to search only there.
    public var at: [Int]?
    /// Tolerances by name (`position`, `size`, `width`, `color` or a property's), in points
    /// or ΔE2000; checked when the request is answered.
    public var tolerances: [String: Double]
    /// Whether the response carries the overlay: the screenshot with the spec's outlines and
    /// each deviation's redline.
    public var overlay: Bool

    init(reading request: RequestObject) throws(ServiceFailure) {
        scale = try request.number("scale")
        if let scale, !(scale > 0 && scale <= 8) {
            throw .badRequest("\((request["scale"] ?? .null).excerpt) must be above 0 and at most 8 (or absent to find it)", keyPath: "scale")
        }
        at = try Self.point(request["at"])
        tolerances = try Self.tolerances(request["tolerances"])
        overlay = try request.bool("overlay") ?? false
    }

    private static func point(_ value: JSONValue?) throws(ServiceFailure) -> [Int]? {
        guard let value else { return nil }
        guard case .array(let items) = value, items.count == 2,
              case .number(let x) = items[0], case .number(let y) = items[1],
              let column = x.intValue, let row = y.intValue, column >= 0, row >= 0 else {
            throw .badRequest("\(value.excerpt) must be [x, y], whole pixels of the screenshot", keyPath: "at")
        }
        return [column, row]
    }

    private static func tolerances(_ value: JSONValue?) throws(ServiceFailure) -> [String: Double] {
        guard let value else { return [:] }
        guard case .object(let object) = value else {
            throw .badRequest("\(value.excerpt) must be an object of names to numbers ({\"color\": 3})", keyPath: "tolerances")
        }
        var tolerances: [String: Double] = [:]
        for member in object.members {
            guard case .number(let number) = member.value else {
                throw .badRequest("\(member.value.excerpt) must be a number", keyPath: "tolerances.\(member.key)")
            }
            tolerances[member.key] = number.doubleValue
        }
        return tolerances
    }
}
