/// How far a measured value may be from the spec before it is reported. Each property falls
/// in a group (`position`, `size`, `width`, `color`) with the group's tolerance, unless the
/// property has its own.
public struct ConformTolerances: Hashable, Sendable {
    /// Positions and offsets (`x`, `y`, `spacing`), points. Default 0.5.
    public var position = 0.5
    /// Sizes (`width`, `height`, `radius`, `cornerRadius`, `fontSize`), points. Default 0.5.
    public var size = 0.5
    /// Line widths (`borderWidth`, a caret's `width`), points. Default 0.25.
    public var width = 0.25
    /// Colours, CIEDE2000. Default 2.
    public var color = 2.0
    /// Tolerances of single properties (`cornerRadius`, `borderColor`, …), over their group's.
    public var properties: [String: Double] = [:]

    /// The default tolerances: half a point of position and size, a quarter of a point of line
    /// width, ΔE 2 of colour.
    public init() {}

    /// The groups, by name, as `--tolerance` takes them.
    public static let groups = ["position", "size", "width", "color"]

    /// The properties that can be given a tolerance of their own.
    public static let propertyNames = ["x", "y", "spacing", "width", "height", "radius", "cornerRadius", "fontSize",
                                       "borderWidth", "caretWidth", "borderColor", "fill", "color"]

    /// Sets `key` (a group or a property) to `value`.
    ///
    /// - Throws: ``ConformError/badTolerance(_:_:)`` for an unknown key or a value that is not a
    ///   number ≥ 0.
    public mutating func set(_ key: String, to value: String) throws(ConformError) {
        guard let number = Double(value), number.isFinite, number >= 0 else {
            throw .badTolerance(key + "=" + value, "the value must be a number ≥ 0")
        }
        switch key {
        case "position": position = number
        case "size": size = number
        case "width": width = number
        case "color": color = number
        default:
            guard Self.propertyNames.contains(key) else {
                throw .badTolerance(key + "=" + value, "the key must be one of " + (Self.groups + Self.propertyNames.filter {
                    !Self.groups.contains($0)
                }).joined(separator: ", "))
            }
            properties[key] = number
        }
    }

    /// The tolerance of `property`, in its unit.
    func tolerance(of property: String) -> Double {
        if let own = properties[property] { return own }
        switch property {
        case "x", "y", "spacing": return position
        case "borderWidth", "caretWidth": return width
        case "borderColor", "fill", "color": return color
        default: return size
        }
    }
}
