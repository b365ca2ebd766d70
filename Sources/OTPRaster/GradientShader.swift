import OTPGeometry

/// A ``Gradient`` laid over a box (user space) and mapped to device pixels by a transform:
/// the colour of each device pixel is the gradient's colour at the pixel's centre, mapped
/// back to user space, as CSS Images 3 defines it: stops placed and fixed up, colours
/// interpolated in premultiplied sRGB, each channel rounded once, no dithering. Plain
/// floating-point arithmetic in a fixed order (no library calls), so the same on every machine.
///
/// A linear gradient's line runs through the box's centre at its angle, as long as
/// |w·sin θ| + |h·cos θ|, so that the box's corners meet 0% and 100%; a radial gradient's
/// position on its ray is the ellipse through the pixel, scaled by the ending shape's radii.
/// Before the first stop the first colour holds, after the last the last; a degenerate shape
/// (a zero line or radius) shows the last colour.
package struct GradientShader {
    /// Where a device point lies along the gradient (0 at 0%, 1 at 100%): the user-space
    /// definition below, composed with the transform's inverse once, so that a pixel costs
    /// a few multiplications.
    private enum Geometry {
        /// Linear: t = 0.5 + ((x − centre.x)·dx + (y − centre.y)·dy) / length in user space,
        /// an affine function of the device point.
        case linear(Affine)
        /// Radial: t = √(u² + v²) with u = (x − centre.x) / rx, v = (y − centre.y) / ry in
        /// user space, each an affine function of the device point.
        case radial(u: Affine, v: Affine)
        /// The last colour everywhere.
        case degenerate
    }

    /// a·x + b·y + c.
    private struct Affine {
        let a: Double, b: Double, c: Double

        @inline(__always)
        func callAsFunction(_ p: Point) -> Double { a * p.x + b * p.y + c }
    }

    private let geometry: Geometry
    /// Where each stop lies, fixed up: never decreasing.
    private let positions: [Double]
    /// Each stop's colour, premultiplied, unrounded: (r·a, g·a, b·a) / 255 and a.
    private let colors: [SIMD4<Double>]
    /// How fast the colour changes between stop i and stop i + 1, per unit of t (0 where
    /// they share a place).
    private let slopes: [SIMD4<Double>]
    /// Added to the pixel coordinates given (a sprite's pixels start at its box's corner).
    var pixelOffset = (x: 0, y: 0)

    /// `gradient` over `box`, drawn under `transform`; `nil` when the transform cannot be
    /// undone or the gradient has fewer than two stops.
    package init?(_ gradient: Gradient, box: Rect, transform: Transform) {
        guard gradient.stops.count >= 2, let inverse = transform.inverted else { return nil }
        let (geometry, rayLength) = Self.geometry(of: gradient.kind, in: box, inverse: inverse)
        self.geometry = geometry
        let positions = Self.positions(of: gradient.stops, rayLength: rayLength)
        let colors = gradient.stops.map { stop in
            let c = stop.color, a = Double(c.alpha)
            return SIMD4(Double(c.red) * a / 255, Double(c.green) * a / 255, Double(c.blue) * a / 255, a)
        }
        slopes = positions.indices.dropLast().map { i in
            let run = positions[i + 1] - positions[i]
            return run > 0 ? (colors[i + 1] - colors[i]) / run : .zero
        }
        (self.positions, self.colors) = (positions, colors)
    }

    /// Where the centre of device pixel (`x`, `y`) lies along the gradient.
    @inline(__always)
    package func position(ofPixelX x: Int, y: Int) -> Double {
        position(at: Point(x: Double(x &+ pixelOffset.x) + 0.5, y: Double(y &+ pixelOffset.y) + 0.5))
    }

    /// Where device point `p` lies along the gradient (0 at the first 0% stop, 1 at 100%).
    @inline(__always)
    package func position(at p: Point) -> Double {
        switch geometry {
        case .linear(let t): return t(p)
        case .radial(let u, let v):
            let (x, y) = (u(p), v(p))
            return (x * x + y * y).squareRoot()
        case .degenerate: return .infinity
        }
    }

    /// The colour at position `t`: the stops' colours interpolated, each channel rounded
    /// once (to nearest, halves up); before the first stop the first colour, from the last
    /// on the last.
    @inline(__always)
    package func color(at t: Double) -> PremultipliedColor {
        guard t >= positions[0] else { return Self.rounded(colors[0]) }
        let last = positions.count - 1
        var i = 0
        while i < last && positions[i + 1] <= t { i += 1 }
        return Self.rounded(i == last ? colors[last] : colors[i] + slopes[i] * (t - positions[i]))
    }

    /// Channels in 0...255, rounded to bytes.
    @inline(__always)
    private static func rounded(_ c: SIMD4<Double>) -> PremultipliedColor {
        PremultipliedColor(red: UInt8(truncatingIfNeeded: Int(c.x + 0.5)), green: UInt8(truncatingIfNeeded: Int(c.y + 0.5)),
                           blue: UInt8(truncatingIfNeeded: Int(c.z + 0.5)), alpha: UInt8(truncatingIfNeeded: Int(c.w + 0.5)))
    }
}

extension GradientShader {
    /// Where a device point lies for `kind` over `box` (user space, mapped from device
    /// pixels by `inverse`), and the length in points its stops' `px` positions are
    /// measured against (the gradient line, or the ending shape's horizontal radius).
    private static func geometry(of kind: Gradient.Kind, in box: Rect, inverse m: Transform) -> (Geometry, Double) {
        switch kind {
        case .linear(let direction):
            let (dx, dy) = unitDirection(direction, in: box)
            let length = lineLength(dx, dy, in: box)
            guard length > 0, length.isFinite else { return (.degenerate, 0) }
            // 0.5 + ((user.x − centre.x)·dx + (user.y − centre.y)·dy) / length, user = m(p).
            let t = Affine(a: (m.a * dx + m.b * dy) / length, b: (m.c * dx + m.d * dy) / length,
                           c: 0.5 + ((m.tx - box.midX) * dx + (m.ty - box.midY) * dy) / length)
            return (.linear(t), length)
        case .radial(let shape):
            let centre = centre(of: shape, in: box)
            let (rx, ry) = radii(of: shape, centre: centre, in: box)
            guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return (.degenerate, 0) }
            let u = Affine(a: m.a / rx, b: m.c / rx, c: (m.tx - centre.x) / rx)
            let v = Affine(a: m.b / ry, b: m.d / ry, c: (m.ty - centre.y) / ry)
            return (.radial(u: u, v: v), rx)
        }
    }

    /// The gradient line's length in `box` for the direction (`dx`, `dy`): |w·dx| + |h·dy|,
    /// so that the box's corners meet 0% and 100%.
    static func lineLength(_ dx: Double, _ dy: Double, in box: Rect) -> Double {
        abs(box.width * dx) + abs(box.height * dy)
    }

    /// A radial gradient's centre: its `at` position in `box`.
    static func centre(of shape: RadialShape, in box: Rect) -> Point {
        Point(x: box.minX + shape.centerX.resolved(against: box.width), y: box.minY + shape.centerY.resolved(against: box.height))
    }

    /// The gradient line's direction, a unit vector in user space (y down). Angles that are
    /// whole quarter turns give exact axes.
    static func unitDirection(_ direction: LinearDirection, in box: Rect) -> (Double, Double) {
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
    static func radii(of shape: RadialShape, centre: Point, in box: Rect) -> (Double, Double) {
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
    package static func positions(of stops: [GradientStop], rayLength: Double) -> [Double] {
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
