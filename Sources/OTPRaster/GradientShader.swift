import OTPGeometry

/// A ``Gradient`` laid over a box (user space) and mapped to device pixels by a transform:
/// the colour of each device pixel is the gradient's colour at the pixel's centre, mapped
/// back to user space, as CSS Images 3 defines it: stops placed and fixed up, colours
/// interpolated in premultiplied sRGB, each channel rounded once, no dithering.
///
/// A linear gradient's line runs through the box's centre at its angle, as long as
/// |w·sin θ| + |h·cos θ|, so that the box's corners meet 0% and 100%; a radial gradient's
/// position on its ray is the ellipse through the pixel, scaled by the ending shape's radii.
/// Before the first stop the first colour holds, after the last the last; a degenerate shape
/// (a zero line or radius) shows the last colour.
struct GradientShader {
    private enum Geometry {
        /// t = 0.5 + ((x − centre.x)·dx + (y − centre.y)·dy) / length, in user space.
        case linear(center: Point, dx: Double, dy: Double, length: Double)
        /// t = √(((x − centre.x) / rx)² + ((y − centre.y) / ry)²).
        case radial(center: Point, rx: Double, ry: Double)
        /// The last colour everywhere.
        case degenerate
    }

    private let geometry: Geometry
    /// Device pixels to user space.
    private let inverse: Transform
    /// Where each stop lies, fixed up: never decreasing.
    private let positions: [Double]
    /// Each stop's colour, premultiplied, unrounded: (r·a, g·a, b·a) / 255 and a.
    private let colors: [SIMD4<Double>]
    /// Added to the pixel coordinates given (a sprite's pixels start at its box's corner).
    var pixelOffset = (x: 0, y: 0)

    /// `gradient` over `box`, drawn under `transform`; `nil` when the transform cannot be
    /// undone or the gradient has fewer than two stops.
    init?(_ gradient: Gradient, box: Rect, transform: Transform) {
        guard gradient.stops.count >= 2, let inverse = transform.inverted else { return nil }
        self.inverse = inverse
        let (geometry, rayLength) = Self.geometry(of: gradient.kind, in: box)
        self.geometry = geometry
        positions = Self.positions(of: gradient.stops, rayLength: rayLength)
        colors = gradient.stops.map { stop in
            let c = stop.color, a = Double(c.alpha)
            return SIMD4(Double(c.red) * a / 255, Double(c.green) * a / 255, Double(c.blue) * a / 255, a)
        }
    }

    /// The premultiplied colour of device pixel (`x`, `y`).
    func color(x: Int, y: Int) -> PremultipliedColor {
        let centre = inverse.apply(Point(x: Double(x + pixelOffset.x) + 0.5, y: Double(y + pixelOffset.y) + 0.5))
        return color(at: position(of: centre))
    }

    /// Where user-space point `p` lies along the gradient (0 at the first 0% stop, 1 at 100%).
    func position(of p: Point) -> Double {
        switch geometry {
        case .linear(let centre, let dx, let dy, let length):
            return 0.5 + ((p.x - centre.x) * dx + (p.y - centre.y) * dy) / length
        case .radial(let centre, let rx, let ry):
            let u = (p.x - centre.x) / rx, v = (p.y - centre.y) / ry
            return (u * u + v * v).squareRoot()
        case .degenerate:
            return .infinity
        }
    }

    /// The colour at position `t`: the stops' colours interpolated, rounded once.
    func color(at t: Double) -> PremultipliedColor {
        let last = positions.count - 1
        var i = 0
        while i < last && positions[i + 1] <= t { i += 1 }
        let c: SIMD4<Double>
        if i == last || !(t > positions[0]) {
            c = i == last ? colors[last] : colors[0]
        } else {
            let f = (t - positions[i]) / (positions[i + 1] - positions[i])
            c = colors[i] + (colors[i + 1] - colors[i]) * f
        }
        let rounded = c.rounded(.toNearestOrAwayFromZero)
        return PremultipliedColor(red: UInt8(rounded.x), green: UInt8(rounded.y), blue: UInt8(rounded.z), alpha: UInt8(rounded.w))
    }
}

extension GradientShader {
    /// The shape of `kind` over `box`, and the length in points its stops' `px` positions
    /// are measured against (the gradient line, or the ending shape's horizontal radius).
    private static func geometry(of kind: Gradient.Kind, in box: Rect) -> (Geometry, Double) {
        switch kind {
        case .linear(let direction):
            let (dx, dy) = unitDirection(direction, in: box)
            let length = abs(box.width * dx) + abs(box.height * dy)
            guard length > 0, length.isFinite else { return (.degenerate, 0) }
            return (.linear(center: box.center, dx: dx, dy: dy, length: length), length)
        case .radial(let shape):
            let centre = Point(x: box.minX + shape.centerX.resolved(against: box.width),
                               y: box.minY + shape.centerY.resolved(against: box.height))
            let (rx, ry) = radii(of: shape, centre: centre, in: box)
            guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return (.degenerate, 0) }
            return (.radial(center: centre, rx: rx, ry: ry), rx)
        }
    }

    /// The gradient line's direction, a unit vector in user space (y down). Angles that are
    /// whole quarter turns give exact axes.
    private static func unitDirection(_ direction: LinearDirection, in box: Rect) -> (Double, Double) {
        switch direction {
        case .angle(let degrees):
            let turned = degrees.truncatingRemainder(dividingBy: 360)
            let quarters = (turned / 90).rounded(.down), rest = turned - quarters * 90
            let (s, c) = rest == 0 ? (0, 1) : DeterministicTrigonometry.sinCos(rest * .pi / 180)
            // The direction of `rest` from the top, turned clockwise by whole quarters.
            switch (Int(quarters) % 4 + 4) % 4 {
            case 0: return (s, -c)
            case 1: return (c, s)
            case 2: return (-s, c)
            default: return (-c, -s)
            }
        case .corner(let right, let bottom):
            let length = (box.width * box.width + box.height * box.height).squareRoot()
            guard length > 0 else { return (0, 0) }
            return ((right ? box.height : -box.height) / length, (bottom ? box.width : -box.width) / length)
        }
    }

    /// The ending shape's radii for `shape` centred at `centre` in `box`.
    private static func radii(of shape: RadialShape, centre: Point, in box: Rect) -> (Double, Double) {
        let left = abs(centre.x - box.minX), right = abs(box.maxX - centre.x)
        let top = abs(centre.y - box.minY), bottom = abs(box.maxY - centre.y)
        let near = (x: min(left, right), y: min(top, bottom)), far = (x: max(left, right), y: max(top, bottom))
        switch (shape.size, shape.isCircle) {
        case (.radii(let x, let y), _):
            return (x.resolved(against: box.width), y.resolved(against: box.height))
        case (.closestSide, true): return square(min(near.x, near.y))
        case (.farthestSide, true): return square(max(far.x, far.y))
        case (.closestCorner, true): return square((near.x * near.x + near.y * near.y).squareRoot())
        case (.farthestCorner, true): return square((far.x * far.x + far.y * far.y).squareRoot())
        case (.closestSide, false): return near
        case (.farthestSide, false): return far
        // An ellipse through a corner keeps the sides' proportions: √2 times their radii.
        case (.closestCorner, false): return (near.x * 2.0.squareRoot(), near.y * 2.0.squareRoot())
        case (.farthestCorner, false): return (far.x * 2.0.squareRoot(), far.y * 2.0.squareRoot())
        }
    }

    private static func square(_ r: Double) -> (Double, Double) { (r, r) }

    /// The stops' positions as fractions of the ray, fixed up as CSS does: the first
    /// unplaced stop at 0, the last at 1; a stop before an earlier one moves up to it;
    /// unplaced stops spread evenly between the placed ones around them.
    static func positions(of stops: [GradientStop], rayLength: Double) -> [Double] {
        var placed: [Double?] = stops.map { stop in
            switch stop.position {
            case .percentage(let p)?: return p / 100
            case .points(let p)?: return rayLength > 0 ? p / rayLength : 0
            case nil: return nil
            }
        }
        if placed[0] == nil { placed[0] = 0 }
        if placed[placed.count - 1] == nil { placed[placed.count - 1] = 1 }
        var highest = -Double.infinity
        for i in placed.indices {
            guard let p = placed[i] else { continue }
            highest = max(highest, p)
            placed[i] = highest
        }
        var result = placed.map { $0 ?? 0 }
        var i = 1
        while i < placed.count {
            guard placed[i] == nil else { i += 1; continue }
            var end = i
            while placed[end] == nil { end += 1 }
            let from = result[i - 1], to = result[end], steps = Double(end - i + 1)
            for k in i..<end { result[k] = from + (to - from) * Double(k - i + 1) / steps }
            i = end
        }
        return result
    }
}
