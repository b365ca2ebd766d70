import Foundation
import OTPGeometry

/// An independent reference for coverage: the exact area of a polygon inside each pixel
/// square, in Double, by clipping the polygon to the pixel (Sutherland-Hodgman) and taking
/// the shoelace area. Shapes with curves are given as polygons fine enough (error below
/// 10⁻⁶ px) that the difference does not show at 8 bits. It shares no code with the
/// rasterizer: curves are sampled with libm's sin and cos, which is fine in a test.
struct AreaOracle {
    typealias Polygon = [(x: Double, y: Double)]

    let width: Int
    let height: Int
    /// The area of the shape in each pixel, row by row, in [0, 1].
    private(set) var coverage: [Double]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        coverage = [Double](repeating: 0, count: width * height)
    }

    /// Adds the area of a simple polygon (either orientation); `sign` -1 subtracts it, for
    /// holes lying inside a polygon added before.
    mutating func add(_ polygon: Polygon, sign: Double = 1) {
        let ys = polygon.map(\.y), xs = polygon.map(\.x)
        let row0 = max(0, Int(ys.min()!.rounded(.down))), row1 = min(height, Int(ys.max()!.rounded(.up)))
        let col0 = max(0, Int(xs.min()!.rounded(.down))), col1 = min(width, Int(xs.max()!.rounded(.up)))
        guard row0 < row1, col0 < col1 else { return }
        for row in row0..<row1 {
            let strip = Self.clip(Self.clip(polygon, axis: \.y, keepAbove: Double(row)), axis: \.y, keepBelow: Double(row + 1))
            guard strip.count >= 3 else { continue }
            for column in col0..<col1 {
                let cell = Self.clip(Self.clip(strip, axis: \.x, keepAbove: Double(column)), axis: \.x, keepBelow: Double(column + 1))
                guard cell.count >= 3 else { continue }
                coverage[row * width + column] += sign * abs(Self.area(cell))
            }
        }
    }

    func value(x: Int, y: Int) -> Double { coverage[y * width + x] }

    static func area(_ p: Polygon) -> Double {
        var sum = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    private static func clip(_ p: Polygon, axis: KeyPath<(x: Double, y: Double), Double>, keepAbove limit: Double) -> Polygon {
        clip(p, inside: { $0[keyPath: axis] >= limit }, axis: axis, limit: limit)
    }

    private static func clip(_ p: Polygon, axis: KeyPath<(x: Double, y: Double), Double>, keepBelow limit: Double) -> Polygon {
        clip(p, inside: { $0[keyPath: axis] <= limit }, axis: axis, limit: limit)
    }

    /// One Sutherland-Hodgman pass against the line `axis = limit`.
    private static func clip(_ p: Polygon, inside: ((x: Double, y: Double)) -> Bool,
                             axis: KeyPath<(x: Double, y: Double), Double>, limit: Double) -> Polygon {
        guard !p.isEmpty else { return [] }
        var out: Polygon = []
        out.reserveCapacity(p.count + 4)
        var previous = p[p.count - 1]
        var previousInside = inside(previous)
        for current in p {
            let currentInside = inside(current)
            if currentInside != previousInside {
                let a = previous[keyPath: axis], b = current[keyPath: axis]
                let t = (limit - a) / (b - a)
                out.append((previous.x + (current.x - previous.x) * t, previous.y + (current.y - previous.y) * t))
            }
            if currentInside { out.append(current) }
            previous = current
            previousInside = currentInside
        }
        return out
    }
}

/// Polygons of exact shapes, sampled finely.
enum OraclePolygons {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> AreaOracle.Polygon {
        [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    }

    /// A circle as a polygon of `segments` vertices on it; with 20000 vertices the chords stay
    /// within r·1.3·10⁻⁸ of the circle (under 10⁻⁶ px for r ≤ 40).
    static func circle(cx: Double, cy: Double, r: Double, segments: Int = 20_000) -> AreaOracle.Polygon {
        arcPoints(cx: cx, cy: cy, r: r, from: 0, to: 2 * Double.pi, segments: segments, includeEnd: false)
    }

    static func arcPoints(cx: Double, cy: Double, r: Double, from a0: Double, to a1: Double,
                          segments: Int, includeEnd: Bool = true) -> AreaOracle.Polygon {
        let n = max(segments, 1)
        let last = includeEnd ? n : n - 1
        return (0...last).map { i in
            let a = a0 + (a1 - a0) * Double(i) / Double(n)
            return (cx + r * cos(a), cy + r * sin(a))
        }
    }

    /// A rounded rectangle with corner radius `r` (0 gives a plain rectangle).
    static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, r: Double) -> AreaOracle.Polygon {
        guard r > 0 else { return rect(x, y, w, h) }
        let n = 2000
        let pi = Double.pi
        return arcPoints(cx: x + w - r, cy: y + r, r: r, from: -pi / 2, to: 0, segments: n)
            + arcPoints(cx: x + w - r, cy: y + h - r, r: r, from: 0, to: pi / 2, segments: n)
            + arcPoints(cx: x + r, cy: y + h - r, r: r, from: pi / 2, to: pi, segments: n)
            + arcPoints(cx: x + r, cy: y + r, r: r, from: pi, to: 3 * pi / 2, segments: n)
    }

    /// A quadrilateral along the segment a→b, `halfWidth` either side (a butt-capped stroke).
    static func band(from a: (x: Double, y: Double), to b: (x: Double, y: Double), halfWidth hw: Double) -> AreaOracle.Polygon {
        let dx = b.x - a.x, dy = b.y - a.y
        let l = (dx * dx + dy * dy).squareRoot()
        let nx = -dy / l * hw, ny = dx / l * hw
        return [(a.x + nx, a.y + ny), (b.x + nx, b.y + ny), (b.x - nx, b.y - ny), (a.x - nx, a.y - ny)]
    }
}
