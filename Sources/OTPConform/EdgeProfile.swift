/// A side of a box, which a profile crosses from outside inward.
enum Side: CaseIterable, Sendable {
    case left, right, top, bottom

    /// Whether the profile runs along x (left and right sides) rather than y.
    var isVertical: Bool { self == .left || self == .right }
    /// Whether inward is towards larger coordinates.
    var inwardIsPositive: Bool { self == .left || self == .top }
}

/// The colours across a side of a box, from outside inward: sample `k` is the mean of the
/// pixels at depth `k` over a band of scan lines along the side.
struct EdgeProfile: Sendable {
    let side: Side
    /// The pixel coordinate (x for left and right, y for top and bottom) of sample 0.
    let start: Int
    let samples: [SIMD3<Float>]

    /// The profile of `image` across `side`, whose edge is expected at pixel coordinate
    /// `edge`: `outward` samples outside it and `inward` inside, averaged over the scan lines
    /// `band` (rows for left and right, columns for top and bottom); pixels outside the image
    /// are left out. `nil` when a sample has no pixel.
    init?(_ image: ShotImage, side: Side, edge: Double, outward: Int, inward: Int, band: [Int]) {
        let rounded = Int(edge.rounded())
        start = side.inwardIsPositive ? rounded - outward : rounded + outward - 1
        self.side = side
        var samples: [SIMD3<Float>] = []
        for depth in 0..<(outward + inward) {
            let along = side.inwardIsPositive ? start + depth : start - depth
            var sum = SIMD3<Float>.zero, count = 0
            for line in band {
                let (x, y) = side.isVertical ? (along, line) : (line, along)
                guard let color = image.color(x: x, y: y) else { continue }
                sum += color
                count += 1
            }
            guard count > 0 else { return nil }
            samples.append(sum / Float(count))
        }
        self.samples = samples
    }

    /// The image coordinate at `depth` pixels inward from the outer side of sample 0.
    func coordinate(atDepth depth: Double) -> Double {
        side.inwardIsPositive ? Double(start) + depth : Double(start) + 1 - depth
    }

    /// The first edges met from outside: where the first layer (a border, or a fill) starts
    /// and, when the colour further in differs from it, where it ends. Measured by area, so
    /// exact for a straight edge drawn with coverage anti-aliasing whatever its phase; `nil`
    /// when the profile holds no step of at least `minimumContrast` (RGB distance, 0…√3).
    func crossing(minimumContrast: Float = 0.06) -> EdgeCrossing? {
        guard samples.count >= 4 else { return nil }
        let outside = (samples[0] + samples[1]) / 2
        let distances = samples.map { length($0 - outside) }
        guard let largest = distances.max(), largest >= minimumContrast,
              let rise = distances.firstIndex(where: { $0 >= max(minimumContrast, 0.25 * largest) }) else { return nil }
        var peak = rise
        while peak + 1 < samples.count, distances[peak + 1] > distances[peak] + 0.004 { peak += 1 }
        let layer = samples[peak]
        var first = rise
        while first > 0, Self.coverage(samples[first - 1], from: outside, to: layer) > 0.02 { first -= 1 }
        var outer = Double(first)
        for k in first..<peak { outer += 1 - Self.coverage(samples[k], from: outside, to: layer) }
        let inside = (samples[samples.count - 1] + samples[samples.count - 2]) / 2
        var inner: Double?
        if length(inside - layer) >= minimumContrast {
            var depth = Double(peak)
            for k in peak..<samples.count {
                let covered = Self.coverage(samples[k], from: layer, to: inside)
                if covered >= 0.98 { break }
                depth += 1 - covered
            }
            inner = depth
        }
        return EdgeCrossing(outer: outer, inner: inner, outside: outside, layer: layer, inside: inside)
    }

    /// How much of `color` is `to` in a mix of `from` and `to`, 0…1.
    static func coverage(_ color: SIMD3<Float>, from: SIMD3<Float>, to: SIMD3<Float>) -> Double {
        let direction = to - from
        let span = (direction * direction).sum()
        guard span > 1e-8 else { return 0 }
        return min(1, max(0, Double(((color - from) * direction).sum() / span)))
    }
}

/// The edges a profile crosses first, in pixels of depth from the outer side of its sample 0.
struct EdgeCrossing: Sendable {
    /// Where the first layer starts.
    let outer: Double
    /// Where it ends (a border's inner edge), when the colour further in differs from it.
    let inner: Double?
    /// The colour outside, the first layer's (at its most distinct sample) and the one inside.
    let outside: SIMD3<Float>, layer: SIMD3<Float>, inside: SIMD3<Float>
}

/// The length of an RGB difference.
func length(_ v: SIMD3<Float>) -> Float { (v * v).sum().squareRoot() }
