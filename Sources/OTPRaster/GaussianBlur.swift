import OTPGeometry

/// A shape blurred by a Gaussian, as CSS blurs a box-shadow: each pixel is the average over
/// its square of the shape convolved with a normal distribution of standard deviation
/// ``sigma`` device pixels, to within one level of 255 (tests compare it with the exact
/// convolution of rectangles and rounded rectangles).
///
/// The shape's exact-area coverage is taken at ``factor`` subpixels per pixel, in both
/// directions: each subpixel is a small square of constant coverage whose convolution with
/// the Gaussian, averaged over an output pixel, is a difference of the integral of the
/// pixel-wide box-filtered Gaussian K (`weights`). The error of that model is at most
/// max |K'| / 8f² of full coverage in each direction, so ``factor`` is the smallest power of
/// two that keeps it under a quarter of a level (1 from σ = 7 px up, 16 below σ = 0.35 px).
///
/// The blur is separable, in 64-bit fixed point on weights scaled to 2²⁴ that add up to
/// exactly 2²⁴ (a full shape blurs to exactly 255, no pixel ever depends on the order of the
/// sums): rows first, each distinct row of coverage once, then columns, each run of equal
/// rows as one term. Deterministic: weights come from ``DeterministicGaussian``.
package struct GaussianBlur: Sendable {
    /// The standard deviation, in device pixels.
    let sigma: Double
    /// Subpixels per pixel in each direction.
    package let factor: Int
    /// How many pixels past the shape the blur reaches (its weight beyond is below 2⁻²⁴·⁵).
    let radius: Int
    /// `weights[d + offset]`: the weight of a subpixel `d` subpixels left of (or above) the
    /// output pixel's first subpixel, scaled to 2²⁴.
    private let weights: [Int64]
    private let offset: Int

    static let one: Int64 = 1 << 24

    /// The blur of standard deviation `sigma` device pixels (> 0).
    package init(sigma: Double) {
        self.sigma = sigma
        factor = Self.factor(for: sigma)
        radius = Self.radius(for: sigma)
        let f = factor, reach = (radius + 1) * f
        offset = reach
        var weights = (-reach...reach).map { d -> Int64 in
            // Subpixel [j/f, (j+1)/f] against the pixel whose centre is f/2 subpixels past
            // its first: A(centre - start) - A(centre - end), in pixels.
            let start = Double(d) / Double(f) + 0.5
            let w = Self.boxedIntegral(start, sigma: sigma) - Self.boxedIntegral(start - 1 / Double(f), sigma: sigma)
            return Int64((w * Double(Self.one)).rounded())
        }
        // Every pixel's weights are the whole list: make it add up to exactly one.
        weights[reach] += Self.one - weights.reduce(0, +)
        self.weights = weights
    }

    /// How many pixels past a shape the blur of `sigma` reaches.
    static func radius(for sigma: Double) -> Int {
        Int((4.5 * sigma + 1).rounded(.up))
    }

    /// The smallest power of two f with max |K'| / 8f² ≤ 0.25/255, at most 16: the error of
    /// one direction, so that both together and the final rounding stay within a level.
    static func factor(for sigma: Double) -> Int {
        // K'(x) = (φ((x + ½)/σ) - φ((x - ½)/σ)) / σ, largest in magnitude between 0 and σ + ½.
        let steepest = (0...64).map { i -> Double in
            let x = Double(i) / 64 * (sigma + 0.5)
            return abs(DeterministicGaussian.density((x + 0.5) / sigma) - DeterministicGaussian.density((x - 0.5) / sigma)) / sigma
        }.max() ?? 0
        var f = 1
        while f < 16 && steepest / Double(8 * f * f) > 0.25 / 255 { f *= 2 }
        return f
    }

    /// A(x) = ∫ K, where K(x) = Φ((x + ½)/σ) - Φ((x - ½)/σ) is the Gaussian averaged over a
    /// pixel: Ψ(x + ½) - Ψ(x - ½) with Ψ(t) = t Φ(t/σ) + σ φ(t/σ).
    static func boxedIntegral(_ x: Double, sigma: Double) -> Double {
        func psi(_ t: Double) -> Double {
            t * DeterministicGaussian.cumulative(t / sigma) + sigma * DeterministicGaussian.density(t / sigma)
        }
        return psi(x + 0.5) - psi(x - 0.5)
    }

    @inline(__always)
    private func weight(_ d: Int) -> Int64 {
        let i = d + offset
        return i >= 0 && i < weights.count ? weights[i] : 0
    }

    /// The blurred coverage over `frame` (device pixels), row by row, 0...255, of a shape
    /// whose coverage `grid` holds at ``factor`` subpixels per pixel, `columns` wide, with
    /// its first subpixel at the device pixel (`x`, `y`).
    package func blur(_ grid: [UInt8], columns: Int, x: Int, y: Int, frame: PixelRect) -> [UInt8] {
        let rows = columns == 0 ? 0 : grid.count / columns
        let horizontal = blurRows(grid, columns: columns, rows: rows, x: x, frame: frame)
        return blurColumns(horizontal, rows: rows, y: y, frame: frame)
    }

    /// Each distinct row of `grid` blurred along x over the frame's columns, in 2⁻¹⁶ of
    /// full coverage; `runs` are the rows as runs of equal rows.
    private func blurRows(_ grid: [UInt8], columns: Int, rows: Int, x: Int, frame: PixelRect)
        -> (values: [Int64], runs: [(start: Int, end: Int)]) {
        var values: [Int64] = []
        var runs: [(start: Int, end: Int)] = []
        let f = factor
        for row in 0..<rows {
            let base = row * columns
            if let last = runs.last, grid[(last.start * columns)..<(last.start * columns + columns)]
                == grid[base..<(base + columns)] {
                runs[runs.count - 1].end = row + 1
                continue
            }
            runs.append((row, row + 1))
            for p in frame.x..<frame.maxX {
                // Subpixels within reach: d = (p - x)·f - j in -reach...reach.
                let first = (p - x) * f
                let low = max(0, first - offset), high = min(columns - 1, first + offset)
                var sum: Int64 = 0
                if low <= high {
                    for j in low...high where grid[base + j] != 0 {
                        sum += Int64(grid[base + j]) * weight(first - j)
                    }
                }
                values.append((sum + 128) >> 8)
            }
        }
        return (values, runs)
    }

    /// The rows blurred along y over the frame's rows, rounded to 0...255.
    private func blurColumns(_ horizontal: (values: [Int64], runs: [(start: Int, end: Int)]), rows: Int, y: Int,
                             frame: PixelRect) -> [UInt8] {
        let f = factor, width = frame.width
        var result = [UInt8](repeating: 0, count: frame.width * frame.height)
        // cumulative[k]: the weights of d < k - offset, so a run's weight is a difference.
        var cumulative: [Int64] = [0]
        var total: Int64 = 0
        for d in -offset...offset {
            total += weight(d)
            cumulative.append(total)
        }
        func weightOfRows(_ first: Int, _ start: Int, _ end: Int) -> Int64 {
            // Σ weight(first - i) for i in start..<end: d from first - end + 1 to first - start.
            let high = min(offset, first - start), low = max(-offset, first - end + 1)
            return high < low ? 0 : cumulative[high + offset + 1] - cumulative[low + offset]
        }
        var row = [Int64](repeating: 0, count: width)
        for q in frame.y..<frame.maxY {
            let first = (q - y) * f
            for p in 0..<width { row[p] = 0 }
            for (r, run) in horizontal.runs.enumerated() {
                let w = weightOfRows(first, run.start, run.end)
                guard w != 0 else { continue }
                let values = r * width
                for p in 0..<width { row[p] += horizontal.values[values + p] * w }
            }
            // Sums are in 2⁻⁴⁰ levels (2⁻¹⁶ from the rows, 2⁻²⁴ from the weights).
            let out = (q - frame.y) * width
            for p in 0..<width { result[out + p] = UInt8(min(255, max(0, (row[p] + (1 << 39)) >> 40))) }
        }
        return result
    }
}
