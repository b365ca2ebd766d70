import OTPCommandLine
import OTPGeometry
import OTPRaster

/// Fixed scenes for `otp-render bench`, so that figures can be compared across changes.
enum BenchmarkScene: String, CaseIterable, ArgumentValue {
    /// 1080x180 px: six rounded-rect rings (radius 10; 1 px borders, the focused one 2 px),
    /// six filled circles and a 2 px caret, on white.
    case rings
    /// The same canvas with nothing drawn: the cost of a fresh image, the baseline of `rings`.
    case blank

    var size: (width: Int, height: Int) {
        switch self {
        case .rings, .blank: return (1080, 180)
        }
    }

    /// A fresh canvas of the scene's size and background, as a renderer would make one.
    func makeCanvas(rasterizer: Rasterizer) -> Canvas {
        guard let canvas = Canvas(width: size.width, height: size.height, background: .white, rasterizer: rasterizer) else {
            preconditionFailure("a scene's fixed size \(size) is within a canvas's limits")
        }
        return canvas
    }

    /// Draws the scene into a canvas from ``makeCanvas(rasterizer:)``.
    func draw(into canvas: inout Canvas) {
        switch self {
        case .rings: drawRings(into: &canvas)
        case .blank: break
        }
    }

    private func drawRings(into canvas: inout Canvas) {
        let cell = (width: 150.0, height: 140.0, spacing: 24.0)
        let origin = Point(x: (1080 - 6 * cell.width - 5 * cell.spacing) / 2, y: 20)
        let focused = 4
        for i in 0..<6 {
            let x = origin.x + Double(i) * (cell.width + cell.spacing)
            let rect = Rect(clampingX: x, y: origin.y, width: cell.width, height: cell.height)
            let isFocused = i == focused
            let color = isFocused ? Color(red: 30, green: 144, blue: 255) : Color(red: 0x33, green: 0x33, blue: 0x33)
            canvas.fill(Path(ring: RoundedRect(rect: rect, radius: 10), width: isFocused ? 2 : 1), with: .solid(color))
            if i < focused {
                canvas.fill(Path(circleAt: rect.center, radius: 12), with: .solid(.black))
            }
        }
        let caretX = origin.x + Double(focused) * (cell.width + cell.spacing) + cell.width / 2 - 1
        canvas.fill(Rect(clampingX: caretX, y: origin.y + 30, width: 2, height: cell.height - 60), with: .solid(Color(red: 30, green: 144, blue: 255)))
        // The sixth circle sits in the last cell, as a placeholder dot.
        let last = Rect(clampingX: origin.x + 5 * (cell.width + cell.spacing), y: origin.y, width: cell.width, height: cell.height)
        canvas.fill(Path(circleAt: last.center, radius: 6), with: .solid(Color(red: 0xBD, green: 0xBD, blue: 0xBD)))
        canvas.fill(Path(circleAt: Point(x: last.midX, y: last.maxY - 16), radius: 3), with: .solid(Color(red: 0xBD, green: 0xBD, blue: 0xBD)))
    }
}
