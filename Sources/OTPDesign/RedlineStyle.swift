import OTPRaster

/// How redlines look and how much room they take, in points.
///
/// ```
///            extension line (lighter)
///            │                 │
///      ──────/────width 48─────/──────  ← dimension line, slash ticks at the ends
///            │                 │          label above it (below on the bottom side,
///            │  overshoot       │          beside it on the left and right)
///            ┆ gap
///        ┌───┴─────────────────┴───┐
/// ```
/// Line widths are whole device pixels at any scale (``lineWidth(atScale:)``), and lines are
/// centred so that they cover whole pixels, so redlines stay crisp and readable at @1x,
/// @2x and @3x.
public struct RedlineStyle: Hashable, Sendable {
    /// The colour of lines, ticks and labels. Default magenta `#C8007A`, which no state
    /// colour uses, so redlines never read as part of the field.
    public var color = Color(red: 0xC8, green: 0x00, blue: 0x7A)
    /// The opacity of extension lines, so the dimension lines stand out. Default 0.55.
    public var extensionOpacity = 0.55
    /// The label font size. Default 11 pt (11 px at @1x, the smallest comfortable size).
    public var labelSize = 11.0
    /// The side of a tick's square: a tick is its diagonal. Default 6 pt.
    public var tickSize = 6.0
    /// Space between a measured feature and the start of its extension line. Default 3 pt.
    public var extensionGap = 3.0
    /// How far an extension line runs past its dimension line. Default 3 pt.
    public var extensionOvershoot = 3.0
    /// Space between the annotated instance and the first lane. Default 12 pt.
    public var laneMargin = 12.0
    /// Space between a lane's labels and the next lane. Default 6 pt.
    public var laneSpacing = 6.0
    /// Space between a dimension line and its label. Default 3 pt.
    public var labelGap = 3.0
    /// Dimensions shorter than this get leaders: the line continues past both ticks.
    /// Default 14 pt.
    public var minimumInside = 14.0
    /// How far a leader continues past a tick. Default 6 pt.
    public var leader = 6.0
    /// The most lanes tried on each side before a dimension is left out. Default 6.
    public var maximumLanes = 6

    /// The default style.
    public init() {}

    /// A line width of whole device pixels: 1 px at @1x and @2x, 2 px at @3x (about 0.6 pt
    /// rounded to pixels, at least one), in points.
    public func lineWidth(atScale scale: Double) -> Double {
        guard scale > 0, scale.isFinite else { return 1 }
        return max(1, (scale * 0.6).rounded()) / scale
    }

    /// `coordinate` moved to where a line of `width` centred on it covers whole device
    /// pixels: a pixel centre for an odd number of pixels, a pixel edge for an even one.
    public func snap(_ coordinate: Double, width: Double, scale: Double) -> Double {
        guard scale > 0, scale.isFinite else { return coordinate }
        let pixels = (width * scale).rounded()
        let isOdd = pixels.truncatingRemainder(dividingBy: 2) == 1
        // Floors, not rounding to nearest (which breaks ties away from zero), so that moving
        // a coordinate by whole pixels moves its snapped value by exactly as much.
        let device = coordinate * scale
        let snapped = isOdd ? device.rounded(.down) + 0.5 : (device + 0.5).rounded(.down)
        return snapped / scale
    }
}
