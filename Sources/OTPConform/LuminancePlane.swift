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
        for y in 0..<h * factor {
            let row = y * width, target = (y / factor) * w
            for x in 0..<w * factor { sums[target + x / factor] += values[row + x] }
        }
        let area = Float(factor * factor)
        return LuminancePlane(width: w, height: h, values: sums.map { $0 / area })
    }

    /// The part of the plane in `x..<x + width`, `y..<y + height` (inside it).
    func cropped(x: Int, y: Int, width w: Int, height h: Int) -> LuminancePlane {
        var values = [Float](repeating: 0, count: w * h)
        for row in 0..<h {
            let source = (y + row) * width + x
            for column in 0..<w { values[row * w + column] = self.values[source + column] }
        }
        return LuminancePlane(width: w, height: h, values: values)
    }
}
