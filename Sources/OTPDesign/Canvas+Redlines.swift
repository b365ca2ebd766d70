import OTPGeometry
import OTPRaster
import OTPText

extension Canvas {
    /// Draws `redlines` in `style`'s colour: baseline guides and extension lines (lighter), then dimension lines,
    /// slash ticks and labels in `labelFont`. Every part is an axis-aligned rectangle but the
    /// ticks, which are stroked diagonals of their squares.
    mutating func draw(_ redlines: RedlineLayout, labelFont: Font, style: RedlineStyle = RedlineStyle()) {
        let solid = Paint.solid(style.color)
        let light = Paint.solid(style.color.withOpacity(style.extensionOpacity))
        for guide in redlines.baselines { fill(guide, with: light) }
        for dimension in redlines.dimensions {
            for line in dimension.extensionLines { fill(line, with: light) }
        }
        for dimension in redlines.dimensions {
            fill(dimension.line, with: solid)
            for tick in dimension.ticks {
                stroke(Self.slash(in: tick), style: StrokeStyle(width: redlines.lineWidth * 1.5), with: solid)
            }
            draw(dimension.label, font: labelFont, at: dimension.labelOrigin, with: solid)
        }
    }

    /// The rising diagonal of `square`: bottom-left to top-right.
    private static func slash(in square: Rect) -> Path {
        var builder = PathBuilder()
        builder.move(to: Point(x: square.minX, y: square.maxY))
        builder.line(to: Point(x: square.maxX, y: square.minY))
        return builder.path
    }
}
