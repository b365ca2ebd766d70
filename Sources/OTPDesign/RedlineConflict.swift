import OTPGeometry

/// A broken rule of redline placement: two parts that overlap, or a part on the field.
///
/// The rules, each an overlap of positive area (touching is allowed):
/// - labels and dimension lines (with their ticks) stay outside the annotated instance,
///   and extension lines outside the field;
/// - a label overlaps no other label, no other dimension's line, tick or extension line,
///   nor comes within ``RedlineConflict/labelMargin`` of them;
/// - two dimension lines (with ticks) do not overlap;
/// - an extension line crosses no other dimension's line or ticks, except where it ends on
///   that dimension's own end (a shared edge, as when cap height and baseline both end on
///   the baseline).
/// Extension lines may lie over each other: they are the same edge extended.
package struct RedlineConflict: Hashable, Sendable, CustomStringConvertible {
    /// The dimension at fault.
    package let kind: Dimension.Kind
    /// The other dimension, or `nil` for the instance or the field.
    package let other: Dimension.Kind?
    /// Which parts meet, e.g. "label over line".
    package let parts: String

    /// The least space between a label and another dimension's label or lines, in points: 1.
    package static let labelMargin = 1.0

    package var description: String {
        other.map { "\(kind.rawValue) \(parts) \($0.rawValue)" } ?? "\(kind.rawValue) \(parts)"
    }

    /// The rules `dimension` breaks on its own: parts on the instance or the field.
    package static func conflicts(of dimension: Dimension, instance: Rect, field: Rect) -> [RedlineConflict] {
        var result: [RedlineConflict] = []
        func add(_ parts: String) { result.append(RedlineConflict(kind: dimension.kind, other: nil, parts: parts)) }
        if overlaps(dimension.labelFrame, instance) { add("label on the instance") }
        if overlaps(dimension.lineBounds, instance) { add("line on the instance") }
        if dimension.extensionLines.contains(where: { overlaps($0, field) }) { add("extension line on the field") }
        return result
    }

    /// The rules `a` and `b` break together (each direction).
    package static func conflicts(between a: Dimension, and b: Dimension, lineWidth: Double) -> [RedlineConflict] {
        var result: [RedlineConflict] = []
        func add(_ parts: String) { result.append(RedlineConflict(kind: a.kind, other: b.kind, parts: parts)) }
        if overlaps(a.labelFrame.insetBy(-labelMargin), b.labelFrame) { add("label over label of") }
        if overlaps(a.lineBounds, b.lineBounds) { add("line over line of") }
        for (x, y, name) in [(a, b, "label over"), (b, a, "label under")] {
            let label = x.labelFrame.insetBy(-labelMargin)
            if overlaps(label, y.lineBounds) || y.extensionLines.contains(where: { overlaps(label, $0) }) {
                add(name + " lines of")
            }
        }
        if crosses(a, b, lineWidth: lineWidth) || crosses(b, a, lineWidth: lineWidth) { add("extension line across line of") }
        return result
    }

    /// Whether an extension line of `a` crosses `b`'s line or ticks away from `b`'s ends.
    private static func crosses(_ a: Dimension, _ b: Dimension, lineWidth: Double) -> Bool {
        a.extensionLines.contains { line in
            guard overlaps(line, b.lineBounds) else { return false }
            // A line along the other axis through one of b's ends is that end's own edge.
            let isVertical = line.height > line.width
            let coordinate = isVertical ? line.midX : line.midY
            let ends = isVertical ? [b.start.x, b.end.x] : [b.start.y, b.end.y]
            let sameAxis = isVertical == b.side.isHorizontal
            return !(sameAxis && ends.contains { abs($0 - coordinate) < lineWidth })
        }
    }

    /// Whether two rectangles share an area (not just an edge).
    package static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        guard let overlap = a.intersection(b) else { return false }
        return overlap.width > 1e-9 && overlap.height > 1e-9
    }
}
