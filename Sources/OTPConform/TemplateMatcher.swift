/// Where a template looks most like a part of an image: the position of the highest
/// normalized cross-correlation of their luminance (1 for a perfect match, whatever the
/// brightness and contrast), found coarse to fine. The whole image is searched at the factor
/// where the template is about 32 pixels wide; the best few places are then followed down the
/// image's pyramid, refined within two pixels at the first level below and one after (a
/// place at one level is within a pixel at the next), to its finest level, where the best is
/// taken.
struct TemplateMatcher {
    /// A place the template was compared with: its top-left corner, in the image's full-size
    /// pixels, and the correlation there.
    struct Match: Hashable, Sendable {
        var x: Int
        var y: Int
        /// The correlation at the finest level compared.
        var score: Double
        /// The highest correlation on the way down the pyramid: what says whether the template
        /// is there. Coarse levels are tolerant of differences of a few points in place and size
        /// that fine ones are not (and fine ones of the pixels' phase, which coarse ones are not).
        var decidingScore: Double
    }

    let template: LuminancePyramid
    let image: LuminancePyramid

    /// How many places of the coarsest search are followed down the pyramid.
    private let candidates: Int

    /// A search for `template` in `image`, following `candidates` places of the coarsest
    /// search (fewer where the template can be in only one place of a small image).
    init(template: LuminancePlane, image: LuminancePyramid, candidates: Int = 8) {
        (self.template, self.image, self.candidates) = (LuminancePyramid(template), image, candidates)
    }

    private var templateWidth: Int { template.plane(atFactor: 1)?.width ?? 0 }
    private var templateHeight: Int { template.plane(atFactor: 1)?.height ?? 0 }

    /// How many places are followed past the first refinement.
    private static let finalists = 3

    /// The best match whose template box holds `point` (full-size pixels; any, when `nil`),
    /// refined down to the level of factor `finest` (the image's finest when smaller); `nil`
    /// when the template is larger than the image.
    func bestMatch(holding point: (x: Int, y: Int)? = nil, finest: Int = 1) -> Match? {
        var factor = image.finest
        while factor * 2 <= image.coarsest, templateWidth / (factor * 2) >= 32, templateHeight / (factor * 2) >= 6 { factor *= 2 }
        guard let coarse = level(factor) else { return nil }
        var matches = coarse.bestPlaces(holding: point.map { ($0.x / factor, $0.y / factor) }, count: candidates)
        var radius = 2
        while factor > max(image.finest, finest), let finer = level(factor / 2) {
            factor /= 2
            let target = point.map { ($0.x / factor, $0.y / factor) }
            matches = matches.compactMap { match in
                guard var refined = finer.best(aroundX: match.x * 2, y: match.y * 2, radius: radius, holding: target) else { return nil }
                refined.decidingScore = max(match.decidingScore, refined.score)
                return refined
            }.sorted { $0.score > $1.score }
            if matches.count > Self.finalists { matches.removeLast(matches.count - Self.finalists) }
            radius = 1
        }
        return matches.first.map { Match(x: $0.x * factor, y: $0.y * factor, score: $0.score, decidingScore: $0.decidingScore) }
    }

    /// The template and the image at `factor`; `nil` when the template does not fit in it.
    private func level(_ factor: Int) -> Level? {
        guard let plane = image.plane(atFactor: factor), let scaled = template.plane(atFactor: factor) else { return nil }
        guard scaled.width <= plane.width, scaled.height <= plane.height, scaled.width > 0, scaled.height > 0 else { return nil }
        return Level(template: scaled, image: plane)
    }
}

/// One level of the pyramid: the template and the image at the same factor.
private struct Level {
    let template: LuminancePlane
    let image: LuminancePlane
    private let templateMean: Double
    private let templateDeviation: Double

    init(template: LuminancePlane, image: LuminancePlane) {
        (self.template, self.image) = (template, image)
        let count = Double(template.values.count)
        let mean = template.values.reduce(0) { $0 + Double($1) } / count
        let variance = template.values.reduce(0) { $0 + (Double($1) - mean) * (Double($1) - mean) } / count
        (templateMean, templateDeviation) = (mean, variance.squareRoot())
    }

    private var lastX: Int { image.width - template.width }
    private var lastY: Int { image.height - template.height }

    /// The `count` best positions (whose box holds `point`, when given), each the best of its
    /// neighbourhood (a sixteenth of the template's width, a quarter of its height).
    func bestPlaces(holding point: (Int, Int)?, count: Int) -> [TemplateMatcher.Match] {
        let (xs, ys) = positions(holding: point, x: 0...lastX, y: 0...lastY)
        var all: [TemplateMatcher.Match] = []
        all.reserveCapacity(xs.count * ys.count)
        for y in ys {
            for x in xs {
                let value = score(x: x, y: y)
                all.append(TemplateMatcher.Match(x: x, y: y, score: value, decidingScore: value))
            }
        }
        all.sort { $0.score > $1.score }
        var chosen: [TemplateMatcher.Match] = []
        let apartX = max(1, template.width / 16), apartY = max(1, template.height / 4)
        for match in all where !chosen.contains(where: { abs($0.x - match.x) < apartX && abs($0.y - match.y) < apartY }) {
            chosen.append(match)
            if chosen.count == count { break }
        }
        return chosen
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
        var (sum, squares, product) = (0.0, 0.0, 0.0)
        for row in 0..<h {
            let t = row * w, i = (y + row) * image.width + x
            var (rowSum, rowSquares, rowProduct): (Float, Float, Float) = (0, 0, 0)
            for column in 0..<w {
                let value = image.values[i + column]
                rowSum += value
                rowSquares += value * value
                rowProduct += template.values[t + column] * value
            }
            (sum, squares, product) = (sum + Double(rowSum), squares + Double(rowSquares), product + Double(rowProduct))
        }
        let count = Double(w * h), mean = sum / count
        let variance = max(0, squares / count - mean * mean)
        guard variance > 1e-10, templateDeviation > 1e-5 else { return 0 }
        return (product / count - templateMean * mean) / (templateDeviation * variance.squareRoot())
    }
}
