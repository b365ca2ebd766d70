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
public struct Dimension: Hashable, Sendable {
    /// What a dimension measures.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case cellWidth, cellHeight, spacing, groupGap, cornerRadius, borderWidth, focusBorderWidth
        case padding, baseline, capHeight

        /// The word its label starts with ("width 48").
        public var title: String {
            switch self {
            case .cellWidth: return "width"
            case .cellHeight: return "height"
            case .spacing: return "spacing"
            case .groupGap: return "gap"
            case .cornerRadius: return "radius"
            case .borderWidth: return "border"
            case .focusBorderWidth: return "focus border"
            case .padding: return "padding"
            case .baseline: return "baseline"
            case .capHeight: return "cap height"
            }
        }
    }

    /// The side of the annotated field a dimension is drawn on.
    public enum Side: String, Hashable, Sendable, CaseIterable {
        case top, left, bottom, right

        /// Whether dimensions on this side are horizontal (measure along x).
        public var isHorizontal: Bool { self == .top || self == .bottom }
    }

    /// Where the label sits along the dimension line.
    public enum LabelPlacement: String, Hashable, Sendable, CaseIterable {
        /// Centred on the line, beside it (above, below, left or right by the side).
        case centered
        /// Past the end (right or below), the line led out to it.
        case afterEnd
        /// Before the start (left or above), the line led out to it.
        case beforeStart
    }

    /// What is measured.
    public let kind: Kind
    /// The side it is drawn on.
    public let side: Side
    /// Its lane: 0 is nearest to the field, higher lanes further out.
    public let lane: Int
    /// Where its label sits.
    public let placement: LabelPlacement
    /// The measured length, in points.
    public let value: Double
    /// The label: the kind's title and the value, e.g. "width 48".
    public let label: String
    /// The measured start on the dimension line (the left or top end), on the pixel grid.
    public let start: Point
    /// The measured end on the dimension line (the right or bottom end).
    public let end: Point
    /// The dimension line as a thin rectangle, leaders included.
    public let line: Rect
    /// The bounding squares of the two ticks (each tick is its square's rising diagonal).
    public let ticks: [Rect]
    /// The two extension lines, as thin rectangles.
    public let extensionLines: [Rect]
    /// The label's box: its advance width by the font's ascender to descender.
    public let labelFrame: Rect
    /// The start of the label's baseline.
    public let labelOrigin: Point

    /// The box of the line and its ticks.
    public var lineBounds: Rect {
        ticks.reduce(line) { $0.union($1) }
    }

    /// Everything the dimension draws.
    public var bounds: Rect {
        extensionLines.reduce(lineBounds.union(labelFrame)) { $0.union($1) }
    }
}
