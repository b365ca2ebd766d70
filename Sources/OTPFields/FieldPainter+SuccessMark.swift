import OTPGeometry
import OTPRaster
import OTPSpec

/// The success mark: a check mark in a disc, on the last cell's top right corner.
extension FieldPainter {
    /// In the success state with `successMark`: a disc of `colors.success` centred on the last
    /// cell's top right corner, its radius a fifth of the cell's smaller side, and a white
    /// check mark in it, 0.22 radii wide with round ends. The `success` animation draws it
    /// on: the disc fades in over the first third, the check grows along its length; reduced,
    /// both fade in.
    mutating func drawSuccessMark() {
        guard spec.successMark, spec.state == .success, let cell = layout.cells.last else { return }
        let progress = motion?.mark ?? 1, fades = motion?.markFades ?? false
        guard progress > 0 else { return }
        element(.successMark) { $0.drawMark(centre: Point(x: cell.maxX, y: cell.minY), radius: min(cell.width, cell.height) * 0.2,
                                            progress: progress, fades: fades) }
    }

    /// The disc and check of ``drawSuccessMark()``.
    private mutating func drawMark(centre: Point, radius: Double, progress: Double, fades: Bool) {
        let discOpacity = fades ? progress : min(1, 3 * progress)
        fillShape(.solid(spec.colors.success.withOpacity(discOpacity))) { $0.addCircle(center: centre, radius: radius) }
        var check = PathBuilder()
        for (index, point) in SuccessMark.corners(drawn: fades ? 1 : progress).enumerated() {
            let placed = Point(x: centre.x + point.x * radius, y: centre.y + point.y * radius)
            if index == 0 { check.move(to: placed) } else { check.line(to: placed) }
        }
        let style = StrokeStyle(width: radius * 0.22, cap: .round, join: .round)
        canvas.stroke(check.path, style: style, with: .solid(Color.white.withOpacity(fades ? progress : 1)))
    }
}

/// The check mark's shape.
package enum SuccessMark {
    /// Its corners, in radii of its disc from the disc's centre (y down): from the short
    /// stroke's start, through the bottom corner, to the long stroke's end.
    package static let corners = [Point(x: -0.42, y: 0.02), Point(x: -0.12, y: 0.32), Point(x: 0.45, y: -0.3)]

    /// The corners of the first `fraction` (0…1) of its length.
    package static func corners(drawn fraction: Double) -> [Point] {
        guard fraction < 1 else { return corners }
        let segments = Array(zip(corners, corners.dropFirst()))
        var left = fraction * segments.reduce(0) { $0 + distance($1.0, $1.1) }
        var points = [corners[0]]
        for (from, to) in segments {
            let length = distance(from, to)
            guard left < length else { points.append(to); left -= length; continue }
            let t = left / length
            points.append(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            break
        }
        return points
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
