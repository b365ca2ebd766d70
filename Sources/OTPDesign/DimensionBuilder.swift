import OTPFields
import OTPGeometry
import OTPText

/// Builds the geometry of one ``Dimension`` from a request, a lane position and a label
/// placement: ticks and extension lines on the pixel grid, leaders for short lengths, the
/// label beside the line.
struct DimensionBuilder {
    let style: RedlineStyle
    let scale: Double
    let labelFont: Font

    /// The line width, whole device pixels.
    var lineWidth: Double { style.lineWidth(atScale: scale) }

    /// The label's height: ascender to descender.
    var labelHeight: Double { labelFont.ascender - labelFont.descender }

    /// The label of a request: "width 48", or the request's own; then the token its value
    /// came from ("radius 8 · radius.md").
    func label(for request: DimensionRequest) -> String {
        (request.label ?? request.kind.title + " " + PointFormat.string(request.value)) + (request.token.map { " · " + $0 } ?? "")
    }

    func labelWidth(for request: DimensionRequest) -> Double {
        TextLine(label(for: request), font: labelFont).width
    }

    /// The dimension of `request` with its line at `position` across the axis (y for top
    /// and bottom, x for left and right); `labelWidth` is the label's advance width
    /// (``labelWidth(for:)``, measured once by the caller).
    func dimension(_ request: DimensionRequest, lane: Int, position: Double,
                   placement: Dimension.LabelPlacement, labelWidth: Double) -> Dimension {
        let a = style.snap(request.from, width: lineWidth, scale: scale)
        let b = max(a, style.snap(request.to, width: lineWidth, scale: scale))
        let p = style.snap(position, width: lineWidth, scale: scale)
        let lead = leads(request, placement: placement)
        let span = (start: a, end: b, leadStart: lead.start, leadEnd: lead.end)
        let label = request.side.isHorizontal
            ? horizontalLabel(request.side, span: span, at: p, width: labelWidth, placement: placement)
            : verticalLabel(request.side, span: span, at: p, width: labelWidth, placement: placement)
        let ends = request.side.isHorizontal ? (Point(x: a, y: p), Point(x: b, y: p)) : (Point(x: p, y: a), Point(x: p, y: b))
        return Dimension(
            kind: request.kind, side: request.side, lane: lane, placement: placement, value: request.value,
            label: self.label(for: request), start: ends.0, end: ends.1,
            line: along(request.side, from: a - lead.start, to: b + lead.end, at: p),
            ticks: [tick(at: ends.0), tick(at: ends.1)],
            extensionLines: [extensionLine(request, at: a, anchor: request.anchors[0], lane: p),
                             extensionLine(request, at: b, anchor: request.anchors[1], lane: p)],
            labelFrame: label.frame, labelOrigin: label.origin)
    }

    /// How far the line continues before its start and past its end: a leader on both
    /// sides of a short length, and one (plus a label's height on the left and right) to
    /// reach a label placed outside.
    private func leads(_ request: DimensionRequest, placement: Dimension.LabelPlacement) -> (start: Double, end: Double) {
        let short = request.value < style.minimumInside
        let labelRun = request.side.isHorizontal ? 0 : labelHeight
        let start = placement == .beforeStart ? style.leader + labelRun : (short ? style.leader : 0)
        let end = placement == .afterEnd ? style.leader + labelRun : (short ? style.leader : 0)
        return (start, end)
    }

    /// A horizontal guide line from `start` to `end` (at `start`'s height), on the pixel grid.
    func guide(from start: Point, to end: Point) -> Rect {
        let y = style.snap(start.y, width: lineWidth, scale: scale)
        return Rect(clampingX: start.x, y: y - lineWidth / 2, width: max(0, end.x - start.x), height: lineWidth)
    }

    /// A thin rectangle along the side's axis from `from` to `to`, centred on `p` across it.
    private func along(_ side: Dimension.Side, from: Double, to: Double, at p: Double) -> Rect {
        side.isHorizontal
            ? Rect(clampingX: from, y: p - lineWidth / 2, width: to - from, height: lineWidth)
            : Rect(clampingX: p - lineWidth / 2, y: from, width: lineWidth, height: to - from)
    }

    private func tick(at point: Point) -> Rect {
        let half = style.tickSize / 2
        return Rect(clampingX: point.x - half, y: point.y - half, width: style.tickSize, height: style.tickSize)
    }

    /// The extension line at `coordinate` along the axis, from `anchor` (just outside the
    /// feature) to past the dimension line at `lane`.
    private func extensionLine(_ request: DimensionRequest, at coordinate: Double, anchor: Double, lane: Double) -> Rect {
        let outward = request.side == .top || request.side == .left ? -1.0 : 1.0
        let tip = lane + outward * style.extensionOvershoot
        let low = min(anchor, tip), high = max(anchor, tip)
        return request.side.isHorizontal
            ? Rect(clampingX: coordinate - lineWidth / 2, y: low, width: lineWidth, height: high - low)
            : Rect(clampingX: low, y: coordinate - lineWidth / 2, width: high - low, height: lineWidth)
    }

    typealias Span = (start: Double, end: Double, leadStart: Double, leadEnd: Double)

    /// A horizontal dimension's label: centred above the line (below on the bottom side),
    /// or beside a leader past an end, its digits centred on the line.
    private func horizontalLabel(_ side: Dimension.Side, span: Span, at p: Double, width: Double,
                                 placement: Dimension.LabelPlacement) -> (frame: Rect, origin: Point) {
        let clearance = style.tickSize / 2 + style.labelGap
        let besideTop = p + labelFont.capHeight / 2 - labelFont.ascender
        let x: Double, top: Double
        switch placement {
        case .centered:
            x = (span.start + span.end) / 2 - width / 2
            top = side == .top ? p - clearance - labelHeight : p + clearance
        case .afterEnd:
            (x, top) = (span.end + span.leadEnd + style.labelGap, besideTop)
        case .beforeStart:
            (x, top) = (span.start - span.leadStart - style.labelGap - width, besideTop)
        }
        return (Rect(clampingX: x, y: top, width: width, height: labelHeight), Point(x: x, y: top + labelFont.ascender))
    }

    /// A vertical dimension's label: beside the line, outside (left of it on the left side),
    /// its digits centred on the line's middle or on the last stretch of a leader.
    private func verticalLabel(_ side: Dimension.Side, span: Span, at p: Double, width: Double,
                               placement: Dimension.LabelPlacement) -> (frame: Rect, origin: Point) {
        let clearance = style.tickSize / 2 + style.labelGap
        let x = side == .left ? p - clearance - width : p + clearance
        let middle: Double
        switch placement {
        case .centered: middle = (span.start + span.end) / 2
        case .afterEnd: middle = span.end + span.leadEnd - labelHeight / 2
        case .beforeStart: middle = span.start - span.leadStart + labelHeight / 2
        }
        let baseline = middle + labelFont.capHeight / 2
        return (Rect(clampingX: x, y: baseline - labelFont.ascender, width: width, height: labelHeight), Point(x: x, y: baseline))
    }
}
