/// How the ends of open contours are drawn.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt
    /// A half circle of the stroke's width around the end point.
    case round
    /// The stroke goes on half its width past the end point, square.
    case square
}

/// How two segments meet at a corner.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges extended until they meet, unless that is longer than the miter limit
    /// allows, in which case a bevel.
    case miter
    /// A circular arc around the corner.
    case round
    /// A straight line across the corner.
    case bevel
}

/// A repeating pattern of dash and gap lengths, measured along the path.
public struct DashPattern: Hashable, Sendable {
    /// Alternating dash and gap lengths; an odd count is repeated once (as SVG does).
    public let intervals: [Double]
    /// How far into the pattern the path starts.
    public let phase: Double

    /// A pattern, or `nil` when a length is negative or not finite, or all are zero.
    public init?(_ intervals: [Double], phase: Double = 0) {
        guard !intervals.isEmpty, intervals.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else { return nil }
        let doubled = intervals.count % 2 == 1 ? intervals + intervals : intervals
        let total = doubled.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        self.intervals = doubled
        var p = phase.truncatingRemainder(dividingBy: total)
        if p < 0 { p += total }
        self.phase = p
    }

    /// The length of one repetition.
    public var period: Double { intervals.reduce(0, +) }
}

/// Everything that shapes a stroke besides its path.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's width, centred on the path. Default 1.
    public var width: Double
    /// The shape of open ends. Default `.butt`.
    public var cap: LineCap
    /// The shape of corners. Default `.miter`.
    public var join: LineJoin
    /// The longest miter allowed, as a multiple of the width (miter length / width =
    /// 1 / sin(θ/2) for an inner angle θ); longer miters become bevels. Default 4.
    public var miterLimit: Double
    /// Dashes, or `nil` for a solid stroke. Default `nil`.
    public var dash: DashPattern?

    /// A stroke style; the defaults are those of SVG.
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter,
                miterLimit: Double = 4, dash: DashPattern? = nil) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
    }
}
