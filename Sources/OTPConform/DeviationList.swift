/// The deviations found, as they are found: each value held against its property's tolerance;
/// then, where every element of a kind that the spec gives one value is off the same way, one
/// deviation for the kind.
struct DeviationList {
    let tolerances: ConformTolerances
    /// Device pixels per point of the screenshot: a tolerance is widened by what its pixels
    /// can tell (``resolution(of:)``).
    let scale: Double
    private(set) var items: [(kind: String, deviation: Deviation)] = []
    /// How many elements of each kind had each property measured, by the value expected.
    private var measuredCounts: [Key: Int] = [:]

    /// A kind's property and the value the spec gives it: the elements a deviation of the kind
    /// stands for (the focused cell, whose border the spec draws in another colour and width,
    /// is not one of the others).
    private struct Key: Hashable {
        let kind: String, property: String, expected: Deviation.Value
    }

    init(tolerances: ConformTolerances, scale: Double) {
        (self.tolerances, self.scale) = (tolerances, scale)
    }

    /// What a screenshot's pixels can tell of `property`, in its pixels: an edge to a quarter
    /// pixel, a corner's radius (fitted to a curve's edge pixels) to 0.6.
    static func resolution(of property: String) -> Double {
        property == "cornerRadius" ? 0.6 : 0.25
    }

    /// Holds points `actual` against `expected`.
    mutating func points(_ element: String, kind: String, _ property: String, expected: Double, actual: Double) {
        count(kind, property, .points(expected))
        guard abs(actual - expected) > tolerance(kind, property) + Self.resolution(of: property) / scale else { return }
        items.append((kind, Deviation(element: element, property: property, expected: .points(expected), actual: .points(actual))))
    }

    /// Holds a measured colour against the spec's `expected` (`#RRGGBB`), by the difference
    /// between the screenshot's and the reference's readings.
    mutating func color(_ element: String, kind: String, _ property: String, expected: String, measured: MeasuredColor) {
        count(kind, property, .color(expected))
        let deltaE = measured.deltaE
        guard deltaE > tolerance(kind, property) else { return }
        items.append((kind, Deviation(element: element, property: property, expected: .color(expected), actual: .color(measured.shotHex),
                                      deltaE: deltaE)))
    }

    /// A deviation that is not a number (a missing part, another glyph).
    mutating func add(_ deviation: Deviation, kind: String) {
        items.append((kind, deviation))
    }

    private mutating func count(_ kind: String, _ property: String, _ expected: Deviation.Value) {
        measuredCounts[Key(kind: kind, property: property, expected: expected), default: 0] += 1
    }

    private func tolerance(_ kind: String, _ property: String) -> Double {
        tolerances.tolerance(of: kind == "caret" && property == "width" ? "caretWidth" : property)
    }

    /// The deviations, grouped by property and the value expected; a property every measured
    /// element of a kind (more than one) that expects one value has off the same way is given
    /// once, for the kind.
    var collapsed: [Deviation] {
        var result: [Deviation] = []
        var handled = Set<Key>()
        for (kind, deviation) in items {
            let key = Key(kind: kind, property: deviation.property, expected: deviation.expected)
            guard !handled.contains(key) else { continue }
            handled.insert(key)
            let group = items.filter { Key(kind: $0.kind, property: $0.deviation.property, expected: $0.deviation.expected) == key }
                .map(\.deviation)
            if group.count > 1, group.count == measuredCounts[key], let one = Self.one(for: kind, group, tolerance: tolerance(kind, deviation.property)) {
                result.append(one)
            } else {
                result += group
            }
        }
        return result
    }

    /// One deviation for `kind` standing for `group` (which all expect the same value), when
    /// their actual values are within `tolerance` of each other (points; the median is given)
    /// or are colours (the first is given, with the mean ΔE); else `nil`.
    private static func one(for kind: String, _ group: [Deviation], tolerance: Double) -> Deviation? {
        let first = group[0]
        switch first.actual {
        case .points:
            let values = group.compactMap { deviation -> Double? in
                if case .points(let value) = deviation.actual { return value }
                return nil
            }.sorted()
            guard let low = values.first, let high = values.last, high - low <= tolerance else { return nil }
            return Deviation(element: kind, property: first.property, expected: first.expected, actual: .points(values[values.count / 2]))
        case .color:
            let deltaE = group.compactMap(\.deltaE).reduce(0, +) / Double(group.count)
            return Deviation(element: kind, property: first.property, expected: first.expected, actual: first.actual, deltaE: deltaE)
        case .text:
            guard group.allSatisfy({ $0.actual == first.actual }) else { return nil }
            return Deviation(element: kind, property: first.property, expected: first.expected, actual: first.actual)
        }
    }
}
