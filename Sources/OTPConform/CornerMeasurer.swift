/// The radius of a box's rounded corners, read along rows: each full row's outer edge near
/// the corner (by area, so its mean over the row), fitted with a circular corner's curve from
/// the box's measured top or bottom edge. Fitting the reference the same way and scaling by
/// it leaves out what the fit cannot follow (smoothed corners, the rows' phase).
struct CornerMeasurer {
    let reference: ShotImage
    let shot: ShotImage
    /// Where the reference's pixel (0, 0) lies in the screenshot.
    let offset: (x: Int, y: Int)

    /// The corners' radius in the screenshot, in points, given the spec's `radius` (points),
    /// the reference's box and the screenshot's measured box (both in their own pixels);
    /// `nil` when no corner could be read.
    func radius(spec radius: Double, scale: Double, reference referenceBox: PixelBox, shot shotBox: PixelBox,
                outward: Int) -> Double? {
        // Any radius up to half each box's short side, whatever the spec's: a reach tied to the
        // spec's radius saturated near it (8 pt read 13, 16 and 20 pt as 12.25 pt).
        let reach = { (box: PixelBox) in Int(max(4, min(box.width, box.height) / 2).rounded(.down)) }
        var ratios: [Double] = [], sizes: [Double] = []
        for corner in Corner.allCases {
            guard let fitted = fit(reference, referenceBox, corner, reach: reach(referenceBox), outward: outward),
                  let measured = fit(shot, shotBox, corner, reach: reach(shotBox), outward: outward) else { continue }
            if fitted > 0.5 { ratios.append(measured / fitted) } else { sizes.append(measured / scale) }
        }
        if !ratios.isEmpty { return radius * ratios.reduce(0, +) / Double(ratios.count) }
        return sizes.isEmpty ? nil : sizes.reduce(0, +) / Double(sizes.count)
    }

    enum Corner: CaseIterable {
        case topLeft, topRight, bottomLeft, bottomRight

        var side: Side { self == .topLeft || self == .bottomLeft ? .left : .right }
        var fromTop: Bool { self == .topLeft || self == .topRight }
    }

    /// The radius in pixels of the circular corner that best fits the rows' insets in `box` of
    /// `image`, within `reach` pixels of the corner; `nil` when too few rows have an edge.
    private func fit(_ image: ShotImage, _ box: PixelBox, _ corner: Corner, reach: Int, outward: Int) -> Double? {
        let edge = box.edge(corner.side), start = corner.fromTop ? box.minY : box.maxY
        var rows: [(distance: Double, inset: Double)] = []
        var onTheSide = 0
        for step in 0..<reach {
            // Full rows only: the row's near side is at `distance` from the box's edge.
            let y = corner.fromTop ? Int(start.rounded(.up)) + step : Int(start.rounded(.down)) - 1 - step
            let distance = corner.fromTop ? Double(y) - start : start - Double(y + 1)
            guard let profile = EdgeProfile(image, side: corner.side, edge: edge, outward: outward, inward: reach + 2, band: [y]),
                  let crossing = profile.crossing() else { continue }
            let inset = abs(profile.coordinate(atDepth: crossing.outer) - edge)
            rows.append((distance, inset))
            // Three rows on the side's straight edge: the corner has ended, and the rows after
            // it would only add insets of 0 to read and to fit.
            onTheSide = inset < 0.02 ? onTheSide + 1 : 0
            if onTheSide >= 3, rows.count > 3 { break }
        }
        guard rows.count >= 3 else { return nil }
        func error(_ radius: Double) -> Double {
            rows.reduce(0.0) { sum, row in
                let difference = Self.meanInset(radius: radius, from: row.distance) - row.inset
                return sum + difference * difference
            }
        }
        // Whole pixels up to just past the last row read, then twentieths around the best.
        var best = (radius: 0.0, error: error(0))
        let largest = min(reach, Int((rows.last?.distance ?? 0).rounded(.up)) + 2)
        for step in 1...max(1, largest) {
            let value = error(Double(step))
            if value < best.error { best = (Double(step), value) }
        }
        let coarse = best.radius
        for step in -20...20 where step != 0 {
            let candidate = coarse + Double(step) / 20, value = candidate >= 0 ? error(candidate) : .infinity
            if value < best.error { best = (candidate, value) }
        }
        return best.radius
    }

    /// A circular corner of `radius`'s mean inset over the row from `distance` to `distance`
    /// + 1 from the box's edge (eight samples).
    static func meanInset(radius: Double, from distance: Double) -> Double {
        var sum = 0.0
        for sample in 0..<8 {
            let d = distance + (Double(sample) + 0.5) / 8
            guard d < radius else { continue }
            let rise = radius - d
            sum += radius - (radius * radius - rise * rise).squareRoot()
        }
        return sum / 8
    }
}
