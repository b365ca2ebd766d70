/// One channel of an image, row by row: what the field is searched in.
struct LuminancePlane: Sendable {
    let width: Int
    let height: Int
    let values: [Float]

    /// The plane `factor` times smaller each way, each value the mean of its `factor` ×
    /// `factor` block (the last blocks cover what is left).
    func downsampled(by factor: Int) -> LuminancePlane {
        guard factor > 1 else { return self }
        let w = max(1, width / factor), h = max(1, height / factor)
        var sums = [Float](repeating: 0, count: w * h)
        for y in 0..<min(height, h * factor) {
            let row = y * width, target = (y / factor) * w
            for x in 0..<min(width, w * factor) { sums[target + x / factor] += values[row + x] }
        }
        let area = Float(factor * factor)
        return LuminancePlane(width: w, height: h, values: sums.map { $0 / area })
    }
}

extension LuminancePlane {
    /// The plane at half its size, each value the mean of a 2 × 2 block (an odd last row or
    /// column left out).
    func halved() -> LuminancePlane {
        let w = max(1, width / 2), h = max(1, height / 2)
        guard width >= 2, height >= 2 else { return downsampled(by: 2) }
        var result = [Float](repeating: 0, count: w * h)
        for row in 0..<h {
            let top = 2 * row * width, bottom = top + width
            for column in 0..<w {
                let left = 2 * column
                result[row * w + column] = (values[top + left] + values[top + left + 1] + values[bottom + left] + values[bottom + left + 1]) * 0.25
            }
        }
        return LuminancePlane(width: w, height: h, values: result)
    }
}

/// A plane and its halvings, each the mean of 2 × 2 of the one before: `levels[i]` is the
/// image at `finest` × 2^i pixels per value.
struct LuminancePyramid: Sendable {
    /// The factor of the first level: 1 for a plane at full size, 2 for a half-size one.
    let finest: Int
    private let levels: [LuminancePlane]

    init(_ plane: LuminancePlane, factor: Int = 1) {
        var levels = [plane]
        while let last = levels.last, last.width >= 16, last.height >= 4, levels.count < 8 { levels.append(last.halved()) }
        (finest, self.levels) = (factor, levels)
    }

    /// The level at `factor` pixels per value (a power of two times `finest`), if there is one.
    func plane(atFactor factor: Int) -> LuminancePlane? {
        var (index, level) = (0, finest)
        while level < factor { (index, level) = (index + 1, level * 2) }
        return level == factor && index < levels.count ? levels[index] : nil
    }

    /// The coarsest factor there is.
    var coarsest: Int { finest << (levels.count - 1) }
}
