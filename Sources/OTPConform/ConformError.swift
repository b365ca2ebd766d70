/// Why a screenshot could not be measured against a spec.
public enum ConformError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No place in the screenshot looks enough like the field: where it looked (the scales
    /// tried, the point the field had to hold) and the best match found.
    case notFound(scales: [Double], near: String?, bestScore: Double?, bestScale: Double?, bestAt: String?)
    /// The spec's drawing is larger than the screenshot at every scale tried, and no row of
    /// cells like the spec's, smaller than they are drawn, was found in it.
    case screenshotTooSmall(width: Int, height: Int, scales: [Double])
    /// A `--tolerance` that is not `KEY=VALUE` with a known key and a number ≥ 0.
    case badTolerance(String, String)

    public var description: String {
        switch self {
        case .notFound(let scales, let near, let score, let scale, let at):
            var text = "the field was not found: looked at scale " + scales.map(Self.number).joined(separator: ", ")
            text += near.map { " around \($0)" } ?? " over the whole screenshot"
            if let score, let scale, let at {
                text += "; the best match, \(Self.number(score, places: 2)) at \(Self.number(scale))x at \(at), is below \(Self.number(Conformance.minimumScore, places: 2))"
            }
            return text + " (give --scale or --at to help)"
        case .screenshotTooSmall(let width, let height, let scales):
            return "the screenshot (\(width)x\(height)) is smaller than the field at scale " + scales.map(Self.number).joined(separator: ", ")
        case .badTolerance(let given, let problem):
            return "--tolerance \(given): \(problem)"
        }
    }

    private static func number(_ value: Double) -> String { PointText.short(value, places: 3) }
    private static func number(_ value: Double, places: Int) -> String { PointText.short(value, places: places) }
}
