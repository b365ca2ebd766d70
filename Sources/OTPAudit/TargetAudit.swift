import OTPFields
import OTPGeometry
import OTPSpec

extension FieldAudit {
    /// The cells and the button as touch targets: at AA at least 24 by 24 pt, or undersized
    /// but spaced as 2.5.8's exception defines (a 24 pt circle on each undersized target's
    /// centre meets no other target nor another undersized target's circle); at AAA 44 by
    /// 44 pt, without exception (2.5.5). Points stand in for CSS pixels.
    func targetFindings(_ spec: FieldSpec, layout: FieldLayout, state: String, level: AuditLevel) -> [AuditFinding] {
        let targets = layout.cells + (layout.button.map { [$0] } ?? [])
        let minimum = level == .AA ? 24.0 : 44
        let criterion: AuditCriterion = level == .AA ? .targetSizeMinimum : .targetSizeEnhanced
        var groups: [(name: String, rects: [Rect])] = [("cells", layout.cells)]
        if let button = layout.button { groups.append(("button", [button])) }
        return groups.map { group in
            let smallest = group.rects.min { Self.size(of: $0) < Self.size(of: $1) }!
            let size = Self.size(of: smallest)
            let spaced = level == .AA && size < minimum
                && group.rects.allSatisfy { Self.isSpaced($0, among: targets, minimum: minimum) }
            return AuditFinding(
                state: state, part: group.name, criterion: criterion, measured: size, threshold: minimum,
                passed: size >= minimum || spaced,
                note: spaced ? "passes by spacing: 24 pt circles on each undersized target meet nothing"
                    : "the smaller of width and height")
        }
    }

    private static func size(of rect: Rect) -> Double { min(rect.width, rect.height) }

    /// Whether `target` is big enough, or its circle keeps clear of every other target and of
    /// every other undersized target's circle.
    private static func isSpaced(_ target: Rect, among targets: [Rect], minimum: Double) -> Bool {
        guard size(of: target) < minimum else { return true }
        let radius = minimum / 2
        return targets.allSatisfy { other in
            guard other != target else { return true }
            if distance(from: target.center, to: other) < radius { return false }
            return size(of: other) >= minimum || distance(from: target.center, to: other.center) >= 2 * radius
        }
    }

    private static func distance(from point: Point, to rect: Rect) -> Double {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX), dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    private static func distance(from a: Point, to b: Point) -> Double {
        let (dx, dy) = (a.x - b.x, a.y - b.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
