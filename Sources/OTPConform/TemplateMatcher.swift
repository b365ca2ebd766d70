/// Where a template looks most like a part of an image: the position of the highest
/// normalized cross-correlation of their luminance (1 for a perfect match, whatever the
/// brightness and contrast), found coarse to fine. The whole image is searched at a scale
/// where the template is about 32 pixels wide; the best few places are then followed down a
/// pyramid of halving factors, each refined within two pixels, to the full resolution, where
/// the best is taken.
struct TemplateMatcher {
    /// A place the template was compared with: its top-left corner and the correlation there.
    struct Match: Hashable, Sendable {
        var x: Int
        var y: Int
        /// The correlation at the finest level compared.
        var score: Double
        /// The highest correlation on the way down the pyramid: what says whether the template
        /// is there. Coarse levels are tolerant of differences of a few points in place and size
        /// that the full resolution is not (and the full resolution of the pixels' phase, which
        /// coarse levels are not).
        var decidingScore: Double
    }

    let template: LuminancePlane
    let image: LuminancePlane

    /// How many places of the coarsest search are followed down the pyramid.
    private static let candidates = 8

    /// The best match whose template box holds `point` (any, when `nil`); `nil` when the
    /// template is larger than the image.
    func bestMatch(holding point: (x: Int, y: Int)? = nil) -> Match? {
        guard template.width <= image.width, template.height <= image.height, template.width > 0, template.height > 0 else { return nil }
        var factor = 1
        while factor < 32, template.width / (factor * 2) >= 32, template.height / (factor * 2) >= 6 { factor *= 2 }
        var matches = coarseMatches(factor: factor, holding: point)
        while factor > 1 {
            factor /= 2
            let level = Level(template: template.downsampled(by: factor), image: image.downsampled(by: factor))
            matches = matches.compactMap { match in
                guard var refined = level.best(aroundX: match.x * 2, y: match.y * 2, radius: 2,
                                               holding: point.map { ($0.x / factor, $0.y / factor) }) else { return nil }
                refined.decidingScore = max(match.decidingScore, refined.score)
                return refined
            }
        }
        return matches.max { $0.score < $1.score }
    }

    /// The best places at `factor`, each the highest of its neighbourhood.
    private func coarseMatches(factor: Int, holding point: (x: Int, y: Int)?) -> [Match] {
        let level = Level(template: template.downsampled(by: factor), image: image.downsampled(by: factor))
        let all = level.allMatches(holding: point.map { ($0.x / factor, $0.y / factor) }).sorted { $0.score > $1.score }
        var chosen: [Match] = []
        let apartX = max(1, level.template.width / 16), apartY = max(1, level.template.height / 4)
        for match in all where !chosen.contains(where: { abs($0.x - match.x) < apartX && abs($0.y - match.y) < apartY }) {
            chosen.append(match)
            if chosen.count == Self.candidates { break }
        }
        return chosen
    }
}

/// One level of the pyramid: the template and the image at the same factor, with the image's
/// running sums for the mean and deviation of any window in constant time.
private struct Level {
    let template: LuminancePlane
    let image: LuminancePlane
    private let templateMean: Double
    private let templateDeviation: Double
    private let sums: [Double]
    private let squares: [Double]

    init(template: LuminancePlane, image: LuminancePlane) {
        (self.template, self.image) = (template, image)
        let count = Double(template.values.count)
        let mean = template.values.reduce(0) { $0 + Double($1) } / count
        let variance = template.values.reduce(0) { $0 + (Double($1) - mean) * (Double($1) - mean) } / count
        (templateMean, templateDeviation) = (mean, variance.squareRoot())
        (sums, squares) = Self.integrals(of: image)
    }

    /// Summed-area tables of the values and their squares, `(width + 1) × (height + 1)`.
    private static func integrals(of plane: LuminancePlane) -> ([Double], [Double]) {
        let stride = plane.width + 1
        var sums = [Double](repeating: 0, count: stride * (plane.height + 1)), squares = sums
        for y in 0..<plane.height {
            var rowSum = 0.0, rowSquares = 0.0
            for x in 0..<plane.width {
                let value = Double(plane.values[y * plane.width + x])
                rowSum += value
                rowSquares += value * value
                sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + rowSum
                squares[(y + 1) * stride + x + 1] = squares[y * stride + x + 1] + rowSquares
            }
        }
        return (sums, squares)
    }

    private var lastX: Int { image.width - template.width }
    private var lastY: Int { image.height - template.height }

    /// Every position (whose box holds `point`, when given) with its score.
    func allMatches(holding point: (Int, Int)?) -> [TemplateMatcher.Match] {
        let (xs, ys) = positions(holding: point, x: 0...lastX, y: 0...lastY)
        var matches: [TemplateMatcher.Match] = []
        matches.reserveCapacity(xs.count * ys.count)
        for y in ys {
            for x in xs {
                let value = score(x: x, y: y)
                matches.append(TemplateMatcher.Match(x: x, y: y, score: value, decidingScore: value))
            }
        }
        return matches
    }

    /// The best position within `radius` of (x, y).
    func best(aroundX x: Int, y: Int, radius: Int, holding point: (Int, Int)?) -> TemplateMatcher.Match? {
        let (xs, ys) = positions(holding: point, x: max(0, x - radius)...max(0, min(lastX, x + radius)),
                                 y: max(0, y - radius)...max(0, min(lastY, y + radius)))
        var best: TemplateMatcher.Match?
        for row in ys {
            for column in xs {
                let value = score(x: column, y: row)
                if value > best?.score ?? -2 { best = TemplateMatcher.Match(x: column, y: row, score: value, decidingScore: value) }
            }
        }
        return best
    }

    /// The positions of `x` and `y` whose template box holds `point`.
    private func positions(holding point: (Int, Int)?, x: ClosedRange<Int>, y: ClosedRange<Int>) -> ([Int], [Int]) {
        guard let (px, py) = point else { return (Array(x), Array(y)) }
        return (x.filter { $0 <= px && px < $0 + template.width }, y.filter { $0 <= py && py < $0 + template.height })
    }

    /// The normalized cross-correlation of the template with the window at (x, y), −1…1; 0
    /// where either is flat.
    func score(x: Int, y: Int) -> Double {
        let (w, h) = (template.width, template.height)
        let count = Double(w * h), stride = image.width + 1
        func window(_ table: [Double]) -> Double {
            table[(y + h) * stride + x + w] - table[y * stride + x + w] - table[(y + h) * stride + x] + table[y * stride + x]
        }
        let mean = window(sums) / count
        let variance = max(0, window(squares) / count - mean * mean)
        guard variance > 1e-10, templateDeviation > 1e-5 else { return 0 }
        var product = 0.0
        for row in 0..<h {
            let t = row * w, i = (y + row) * image.width + x
            var rowProduct: Float = 0
            for column in 0..<w { rowProduct += template.values[t + column] * image.values[i + column] }
            product += Double(rowProduct)
        }
        return (product / count - templateMean * mean) / (templateDeviation * variance.squareRoot())
    }
}
