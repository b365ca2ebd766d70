/// What is drawn over a background colour in a small region (a character, the caret, a dot):
/// each pixel's coverage (its distance from the background over the most distant pixel's,
/// so exact for one ink colour blended by coverage), with their sum, centroid, extent and
/// the colour of the solid pixels.
struct Ink: Sendable {
    /// The region, in image pixels.
    let originX: Int, originY: Int, width: Int, height: Int
    /// Each pixel's coverage, 0…1, row by row.
    let coverage: [Double]
    /// The covered area in pixels (the sum of the coverages).
    let mass: Double
    /// The centre of the coverage, in image pixels.
    let centroidX: Double, centroidY: Double
    /// The colour of the pixels at least 92 % as far from the background as the farthest.
    let color: SIMD3<Float>

    /// The ink in `region` of `image` over `background`; `nil` when no pixel is at least
    /// `minimumContrast` from it (RGB distance).
    init?(_ image: ShotImage, region: PixelBox, background: SIMD3<Float>, minimumContrast: Float = 0.08) {
        let columns = region.columns.clamped(to: 0..<image.width), rows = region.rows.clamped(to: 0..<image.height)
        guard !columns.isEmpty, !rows.isEmpty else { return nil }
        (originX, originY, width, height) = (columns.lowerBound, rows.lowerBound, columns.count, rows.count)
        var distances: [Float] = []
        distances.reserveCapacity(width * height)
        for y in rows { for x in columns { distances.append(length(image.colorInside(x: x, y: y) - background)) } }
        guard let farthest = distances.max(), farthest >= minimumContrast else { return nil }
        let noise = minimumContrast / 2
        coverage = distances.map { $0 < noise ? 0 : Double(min(1, $0 / farthest)) }
        var (mass, sumX, sumY, solid, solidCount) = (0.0, 0.0, 0.0, SIMD3<Float>.zero, 0)
        for (index, c) in coverage.enumerated() where c > 0 {
            let x = Double(originX + index % width) + 0.5, y = Double(originY + index / width) + 0.5
            (mass, sumX, sumY) = (mass + c, sumX + c * x, sumY + c * y)
            if distances[index] >= 0.92 * farthest {
                solid += image.colorInside(x: originX + index % width, y: originY + index / width)
                solidCount += 1
            }
        }
        self.mass = mass
        (centroidX, centroidY) = (sumX / mass, sumY / mass)
        color = solid / Float(max(1, solidCount))
    }

    /// The ink's width and height in pixels as a bar's: the area over the fullest column's
    /// and the fullest row's sums (exact for a solid bar whatever its phase, when a column and a
    /// row are fully inside it).
    var barSize: (width: Double, height: Double) {
        var columnSums = [Double](repeating: 0, count: width), rowSums = [Double](repeating: 0, count: height)
        for (index, c) in coverage.enumerated() {
            columnSums[index % width] += c
            rowSums[index / width] += c
        }
        let fullestColumn = columnSums.max() ?? 0, fullestRow = rowSums.max() ?? 0
        guard fullestColumn > 0, fullestRow > 0 else { return (0, 0) }
        return (mass / fullestColumn, mass / fullestRow)
    }

    /// How alike two inks' shapes are: the normalized cross-correlation of their coverages
    /// with their centroids laid on each other and `other` drawn `scale` times smaller (its
    /// size ratio to this one), −1…1 (1 for the same shape).
    func similarity(to other: Ink, scale: Double = 1) -> Double {
        var (sumA, sumB, sumAA, sumBB, sumAB, count) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        for row in 0..<height {
            for column in 0..<width {
                let a = coverage[row * width + column]
                let x = other.centroidX + (Double(originX + column) + 0.5 - centroidX) * scale
                let y = other.centroidY + (Double(originY + row) + 0.5 - centroidY) * scale
                let b = other.coverage(atX: x, y: y)
                (sumA, sumB, sumAA, sumBB, sumAB, count) = (sumA + a, sumB + b, sumAA + a * a, sumBB + b * b, sumAB + a * b, count + 1)
            }
        }
        let covariance = sumAB / count - sumA / count * sumB / count
        let deviations = ((sumAA / count - sumA * sumA / (count * count)) * (sumBB / count - sumB * sumB / (count * count))).squareRoot()
        return deviations > 1e-12 ? covariance / deviations : 0
    }

    /// The coverage at image point (x, y), bilinear between pixel centres; 0 outside the region.
    private func coverage(atX x: Double, y: Double) -> Double {
        let fx = x - 0.5 - Double(originX), fy = y - 0.5 - Double(originY)
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        func at(_ column: Int, _ row: Int) -> Double {
            column >= 0 && row >= 0 && column < width && row < height ? coverage[row * width + column] : 0
        }
        let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx, bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }
}
