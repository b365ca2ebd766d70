import OTPGeometry
import OTPRaster

extension Canvas {
    /// Draws a text line with its baseline at `origin.y`, placed horizontally at `origin.x`
    /// by `alignment`. All glyphs are filled as one path (non-zero), through the same
    /// rasterizer as every other shape.
    public mutating func draw(_ line: TextLine, at origin: Point, alignment: TextAlignment = .left, with paint: Paint) {
        let start = Point(x: line.startX(at: origin.x, alignment: alignment), y: origin.y)
        fill(line.path(at: start), with: paint, rule: .nonZero)
    }

    /// Lays out and draws `text`; returns the scalars no face could draw.
    @discardableResult
    public mutating func draw(_ text: String, font: Font, at origin: Point, alignment: TextAlignment = .left,
                              with paint: Paint) -> [Unicode.Scalar] {
        let line = TextLine(text, font: font)
        draw(line, at: origin, alignment: alignment, with: paint)
        return line.missing
    }
}
