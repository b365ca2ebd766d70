import OTPGeometry

/// One redline: a measured length of the annotated field, drawn as a dimension line with a
/// tick at each end, extension lines from the measured feature, and a label with the value
/// in points. Everything is in the sheet's points.
///
/// ```
///   labelFrame ┌────────┐
///              │width 48│
///        start └────────┘ end
///   line  ─────/──────────/─────   (leaders past the ticks when the length is short)
///              │          │        extensionLines, from the feature to past the line
/// ```
package struct Dimension: Hashable, Sendable {
    /// What a dimension measures.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case cellWidth, cellHeight, spacing, groupGap, cornerRadius, borderWidth, focusBorderWidth
        case padding, cardPadding, baseline, capHeight
        /// A verification block's texts: the space below the title and the subtitle, above
        /// the message and the button below it; where each text's first baseline is in its
        /// line box; the distance between a wrapped text's baselines.
        case titleGap, subtitleGap, messageGap, buttonGap
        case titleBaseline, subtitleBaseline, messageBaseline, lineHeight
        /// How far the last cell's (the card's) first outer shadow reaches past its edge.
        case shadow, blockShadow

        /// The spec key whose value it shows, when it shows one key's (for the token that
        /// key took: "radius 8 · radius.md").
        var specKey: String? {
            switch self {
            case .cellWidth: return "cell.width"
            case .cellHeight: return "cell.height"
            case .spacing: return "cell.spacing"
            case .groupGap: return "separator.gap"
            case .cornerRadius: return "cell.cornerRadius"
            case .borderWidth: return "cell.borderWidth"
            case .focusBorderWidth: return "cell.focusBorderWidth"
            case .padding: return "padding"
            case .cardPadding: return "card.padding"
            case .titleGap: return "title.gap"
            case .subtitleGap: return "subtitle.gap"
            case .messageGap: return "message.gap"
            case .buttonGap: return "button.gap"
            case .shadow: return "cell.shadow"
            case .blockShadow: return "shadow"
            case .baseline, .capHeight, .titleBaseline, .subtitleBaseline, .messageBaseline, .lineHeight: return nil
            }
        }

        /// The word its label starts with ("width 48").
        var title: String {
            switch self {
            case .cellWidth: return "width"
            case .cellHeight: return "height"
            case .spacing: return "spacing"
            case .groupGap: return "gap"
            case .cornerRadius: return "radius"
            case .borderWidth: return "border"
            case .focusBorderWidth: return "focus border"
            case .padding: return "padding"
            case .cardPadding: return "card padding"
            case .baseline: return "baseline"
            case .capHeight: return "cap height"
            case .titleGap: return "title gap"
            case .subtitleGap: return "subtitle gap"
            case .messageGap: return "message gap"
            case .buttonGap: return "button gap"
            case .titleBaseline: return "title baseline"
            case .subtitleBaseline: return "subtitle baseline"
            case .messageBaseline: return "message baseline"
            case .lineHeight: return "line height"
            case .shadow: return "shadow"
            case .blockShadow: return "block shadow"
            }
        }
    }

    /// The side of the annotated field a dimension is drawn on.
    package enum Side: String, Hashable, Sendable, CaseIterable {
        case top, left, bottom, right

        /// Whether dimensions on this side are horizontal (measure along x).
        package var isHorizontal: Bool { self == .top || self == .bottom }
    }

    /// Where the label sits along the dimension line.
    package enum LabelPlacement: String, Hashable, Sendable, CaseIterable {
        /// Centred on the line, beside it (above, below, left or right by the side).
        case centered
        /// Past the end (right or below), the line led out to it.
        case afterEnd
        /// Before the start (left or above), the line led out to it.
        case beforeStart
    }

    /// What is measured.
    package let kind: Kind
    /// The side it is drawn on.
    package let side: Side
    /// Its lane: 0 is nearest to the field, higher lanes further out.
    package let lane: Int
    /// Where its label sits.
    package let placement: LabelPlacement
    /// The measured length, in points.
    package let value: Double
    /// The label: the kind's title and the value, e.g. "width 48".
    package let label: String
    /// The measured start on the dimension line (the left or top end), on the pixel grid.
    package let start: Point
    /// The measured end on the dimension line (the right or bottom end).
    package let end: Point
    /// The dimension line as a thin rectangle, leaders included.
    package let line: Rect
    /// The bounding squares of the two ticks (each tick is its square's rising diagonal).
    package let ticks: [Rect]
    /// The two extension lines, as thin rectangles.
    package let extensionLines: [Rect]
    /// The label's box: its advance width by the font's ascender to descender.
    package let labelFrame: Rect
    /// The start of the label's baseline.
    package let labelOrigin: Point

    /// The box of the line and its ticks.
    package var lineBounds: Rect {
        ticks.reduce(line) { $0.union($1) }
    }

    /// Everything the dimension draws.
    package var bounds: Rect {
        extensionLines.reduce(lineBounds.union(labelFrame)) { $0.union($1) }
    }
}
