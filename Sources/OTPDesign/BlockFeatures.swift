import OTPFields
import OTPGeometry
import OTPText

/// The lengths of a verification block's column to annotate, besides the cells':
///
/// - left: the space below the title and below the subtitle, above the message, and above
///   a button below the cells (measured between line boxes: a text's box runs from its
///   first line's ascender to its last line's descender);
/// - right: where each text's first baseline is in its box, and for a wrapped text the
///   distance from one baseline to the next;
///
/// and a baseline guide under every text line. Line heights are placed before baselines
/// (nearer the texts), so that the extension line a baseline and a line height share passes
/// no label. Extension lines start just outside each
/// text's lines (its left or right end), wherever the spec's `align` put them.
struct BlockFeatures {
    let layout: FieldLayout
    /// Space between a feature and its extension line.
    let gap: Double

    /// One text of the column: its lines and their box.
    private struct Text {
        let lines: [PlacedLine]
        let box: Rect

        init?(_ lines: [PlacedLine]) {
            guard let first = lines.first, let last = lines.last,
                  let left = lines.map(\.origin.x).min(), let right = lines.map({ $0.origin.x + $0.line.width }).max() else {
                return nil
            }
            let top = first.origin.y - first.line.font.ascender
            let bottom = last.origin.y - last.line.font.descender
            guard let box = Rect(x: left, y: top, width: right - left, height: bottom - top) else { return nil }
            self.lines = lines
            self.box = box
        }
    }

    private var title: Text? { Text(layout.title) }
    private var subtitle: Text? { Text(layout.subtitle) }
    private var message: Text? { Text(layout.message) }

    /// The gaps, on the left.
    var left: [DimensionRequest] {
        var result: [DimensionRequest] = []
        let field = layout.field
        if let title {
            result.append(gap(.titleGap, from: title.box, to: subtitle?.box ?? field))
        }
        if let subtitle {
            result.append(gap(.subtitleGap, from: subtitle.box, to: field))
        }
        if let message {
            result.append(gap(.messageGap, from: field, to: message.box))
        }
        if let button = layout.button, button.minY >= field.maxY {
            result.append(gap(.buttonGap, from: message?.box ?? field, to: button))
        }
        return result
    }

    /// The baselines and line heights, on the right.
    var right: [DimensionRequest] {
        let texts: [(Dimension.Kind, Text?)] = [(.titleBaseline, title), (.subtitleBaseline, subtitle),
                                                 (.messageBaseline, message)]
        return texts.flatMap { kind, text -> [DimensionRequest] in
            guard let text else { return [] }
            let first = text.lines[0]
            var result = [DimensionRequest(kind: kind, side: .right, from: text.box.minY, to: first.origin.y,
                                           anchors: [lineEnd(first) + gap, lineEnd(first) + gap], tier: 2)]
            if text.lines.count > 1 {
                let second = text.lines[1]
                result.append(DimensionRequest(kind: .lineHeight, side: .right, from: first.origin.y, to: second.origin.y,
                                               anchors: [lineEnd(first) + gap, lineEnd(second) + gap], tier: 1))
            }
            return result
        }
    }

    /// A guide along the baseline of every text line, as long as the line.
    var baselines: [(from: Point, to: Point)] {
        [layout.title, layout.subtitle, layout.message].joined().map { placed in
            (placed.origin, Point(x: lineEnd(placed), y: placed.origin.y))
        }
    }

    private func lineEnd(_ placed: PlacedLine) -> Double {
        placed.origin.x + placed.line.width
    }

    /// The space from the bottom of `upper` to the top of `lower`, its extension lines
    /// from just left of each.
    private func gap(_ kind: Dimension.Kind, from upper: Rect, to lower: Rect) -> DimensionRequest {
        DimensionRequest(kind: kind, side: .left, from: upper.maxY, to: lower.minY,
                         anchors: [upper.minX - gap, lower.minX - gap], tier: 1)
    }
}
