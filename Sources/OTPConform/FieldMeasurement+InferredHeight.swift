import OTPFields

/// A cell whose top is not drawn (an underline) has a height that can only be inferred: the
/// characters sit centred in the cell, so a cell taller by `g` puts them `g / 2` further
/// above its line. Measured from where the line is against the text, it is reported as the
/// cell's height, and the characters and the caret are then read in the cell as inferred,
/// so that they are not reported as offsets of their own.
extension FieldMeasurement {
    /// The characters' heights above their cells' lines in the screenshot against the
    /// reference, for the cells whose line (bottom) was measured and top was not: the height
    /// that explains them, when every character agrees within a point (two at least).
    func inferredGrowth() -> Double? {
        let growths = growthReadings()
        guard growths.count >= 2, let low = growths.min(), let high = growths.max(), high - low <= 1 else { return nil }
        return median(growths)
    }

    /// What each character over a line says of its cell's height: twice how much higher
    /// above the line it sits than the reference's, in points.
    private func growthReadings() -> [Double] {
        var growths: [Double] = []
        for region in reference.regions("character") {
            guard let index = region.number("index").map({ Int($0) }), let cell = cells[index],
                  cell.measuredSides.contains(.bottom), !cell.measuredSides.contains(.top),
                  let boxes = cellBoxes(index), let insides = cellInsides(index),
                  let reading = PartReading(reference: reference.image, in: insides.reference, shot: shot, in: insides.shot),
                  let ink = reading.shot else { continue }
            let referenceRise = boxes.reference.maxY - reading.reference.centroidY
            let shotRise = boxes.shot.maxY - ink.centroidY
            growths.append(2 * (shotRise - referenceRise) / scale)
        }
        return growths
    }

    /// The least inferred change reported: text engines place a line's ink a fraction of a
    /// point apart (Chromium's Inter at 3x a quarter point higher than ours), which an edge's
    /// measurement does not suffer.
    static let leastInferredGrowth = 1.0

    /// Reports the inferred height of each cell without a measured top (``inferredGrowth()``),
    /// from a point off, and keeps it for reading their contents. Against the spec as
    /// written, when the reference is drawn with a height the cells' structure gave
    /// (``specified``): that height, and what the characters say beyond it.
    mutating func inferCellHeights() {
        let readings = growthReadings()
        if readings.count >= 2, let low = readings.min(), let high = readings.max(), high - low > 1 {
            notes.append("cell height: not told: the characters sit \(PointText.short(abs(high - low) / 2)) pt apart above their "
                         + "lines, so where they sit does not give the cells' height")
        }
        let growth = inferredGrowth().flatMap { abs($0) >= Self.leastInferredGrowth ? $0 : nil }
        inferredHeightGrowth = growth
        let specifiedHeights = (specified ?? reference).regions("cell").map(\.box.height)
        for (index, region) in reference.regions("cell").enumerated() {
            guard let cell = cells[index], cell.measuredSides.contains(.bottom), !cell.measuredSides.contains(.top) else { continue }
            let height = region.box.height + (growth ?? 0)
            guard abs(height - specifiedHeights[index]) >= Self.leastInferredGrowth else { continue }
            points(region.element, kind: "cell", "height", expected: specifiedHeights[index], actual: height)
        }
    }
}
