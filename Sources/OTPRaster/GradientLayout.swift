import OTPGeometry

/// A ``Gradient`` laid out over a box, in the terms vector formats state one in: a linear
/// gradient's line from `start` to `end`, or a radial one's centre and radii, and its stops
/// from 0 to 1 along them as straight colours, never decreasing.
///
/// CSS places stops outside 0…100% and interpolates premultiplied colours; SVG and PDF clamp
/// stops to 0…1 and interpolate straight ones. So the line (or the radii) is stretched over
/// every stop's place, and between two stops whose opacities differ, stops are added at
/// eighths, each the premultiplied interpolation's colour (``GradientShader``'s), so that the
/// straight interpolation between them stays within a level or two of it.
public struct GradientLayout: Sendable {
    /// Where 0 and 1 lie.
    public enum Geometry: Sendable, Equatable {
        /// 0 at `start`, 1 at `end`, constant across the line.
        case linear(start: Point, end: Point)
        /// 0 at `center`, 1 on the ellipse of radii `radiusX`, `radiusY` around it.
        case radial(center: Point, radiusX: Double, radiusY: Double)
        /// The last stop's colour everywhere (a zero-length line or a zero radius).
        case solid
    }

    public let geometry: Geometry
    /// The stops, offsets in 0…1 and never decreasing.
    public let stops: [(offset: Double, color: Color)]

    /// `gradient` over `box` (user space); `nil` for fewer than two stops.
    public init?(_ gradient: Gradient, in box: Rect) {
        guard let shader = GradientShader(gradient, box: box, transform: .identity) else { return nil }
        let (geometry, rayLength) = Self.geometry(of: gradient.kind, in: box)
        let places = GradientShader.positions(of: gradient.stops, rayLength: rayLength)
        switch geometry {
        case .solid:
            self.geometry = .solid
            stops = [(0, gradient.stops[gradient.stops.count - 1].color)]
            return
        case .linear(let start, let end):
            // Stretch the line from the first stop's place to the last's.
            let low = min(0, places[0]), high = max(1, places[places.count - 1])
            let vector = Vector(dx: end.x - start.x, dy: end.y - start.y)
            self.geometry = .linear(start: start + vector * low, end: start + vector * high)
            stops = Self.stops(gradient.stops, at: places, from: low, to: high, shader: shader)
        case .radial(let center, let rx, let ry):
            // A radial gradient starts at its centre: places before it are cut there.
            let high = max(1, places[places.count - 1])
            self.geometry = .radial(center: center, radiusX: rx * high, radiusY: ry * high)
            stops = Self.stops(gradient.stops, at: places, from: 0, to: high, shader: shader)
        }
    }

    /// The stops at `places`, mapped from `low`…`high` to 0…1, those before `low` cut there
    /// (the colour at `low` instead); eighths added where the opacity changes.
    private static func stops(_ stops: [GradientStop], at places: [Double], from low: Double, to high: Double,
                              shader: GradientShader) -> [(offset: Double, color: Color)] {
        let span = high - low
        func offset(_ t: Double) -> Double { min(1, max(0, (t - low) / span)) }
        var result: [(offset: Double, color: Color)] = []
        for i in stops.indices {
            if places[i] < low {
                if i + 1 < stops.count, places[i + 1] > low { result.append((0, shader.color(at: low).unpremultiplied)) }
                continue
            }
            if i > 0, places[i - 1] < places[i], stops[i - 1].color.alpha != stops[i].color.alpha {
                let from = max(low, places[i - 1])
                for k in 1..<8 {
                    let t = from + (places[i] - from) * Double(k) / 8
                    result.append((offset(t), shader.color(at: t).unpremultiplied))
                }
            }
            result.append((offset(places[i]), stops[i].color))
        }
        return result
    }

    /// Where 0 and 1 lie for `kind` over `box`, and the length `px` stop positions are
    /// measured against (as ``GradientShader`` lays it out).
    private static func geometry(of kind: Gradient.Kind, in box: Rect) -> (Geometry, Double) {
        switch kind {
        case .linear(let direction):
            let (dx, dy) = GradientShader.unitDirection(direction, in: box)
            let length = GradientShader.lineLength(dx, dy, in: box)
            guard length > 0, length.isFinite else { return (.solid, 0) }
            let half = Vector(dx: dx * length / 2, dy: dy * length / 2)
            return (.linear(start: box.center - half, end: box.center + half), length)
        case .radial(let shape):
            let center = GradientShader.centre(of: shape, in: box)
            let (rx, ry) = GradientShader.radii(of: shape, centre: center, in: box)
            guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return (.solid, 0) }
            return (.radial(center: center, radiusX: rx, radiusY: ry), rx)
        }
    }
}
