import OTPFields
import OTPGeometry

extension FieldMeasurement {
    /// The space between the cells as read from where each was found again, in points, when
    /// no cell's side beside a space was measured (shadows that overlap in a narrow space hide
    /// where each side ends): the median of each pitch less the width of the cell before it
    /// (as measured, or as `sizes` gives it). Nil when a space was measured from its sides, or
    /// fewer than two neighbours were found alike to the reference's cells; nil too for
    /// circles, whose gaps follow their cells' shorter side, and a grid's shared dividers.
    func spacingFromPitch(sizes: [Rect]) -> Double? {
        guard reference.spec.style != .circle, reference.spec.style != .grid else { return nil }
        var spaces: [Double] = []
        for position in sizes.indices.dropFirst() {
            if spaceMeasured(before: position) { return nil }
            guard let cell = cells[position], let previous = cells[position - 1] else { continue }
            guard cellScores.indices.contains(position), cellScores[position] >= Self.foundAlike,
                  cellScores[position - 1] >= Self.foundAlike else { continue }
            let width = previous.measuredSides.contains(.left) && previous.measuredSides.contains(.right)
                ? previous.box.maxX - previous.box.minX : sizes[position - 1].width
            spaces.append(cell.box.minX - previous.box.minX - width)
        }
        return spaces.count >= 2 ? median(spaces) : nil
    }

    /// How much narrower the spaces between the cells may be than the reference's, in
    /// points: how much nearer each cell was found to the one before it (the median), when
    /// that is more than a point. A side beside a space is looked for up to half the space
    /// out, and across a narrower space that reach ends on the next cell. Nil otherwise, and
    /// for circles and a grid's shared dividers.
    func spaceNarrowing(_ regions: [RegionMap.Region]) -> Double? {
        guard reference.spec.style != .circle, reference.spec.style != .grid, cellOffsets.count == regions.count else { return nil }
        var pitchChanges: [Double] = []
        for position in regions.indices.dropFirst() where cellScores[position] >= Self.foundAlike && cellScores[position - 1] >= Self.foundAlike {
            pitchChanges.append(Double(cellOffsets[position].x - cellOffsets[position - 1].x) / scale)
        }
        guard pitchChanges.count >= 2, let change = median(pitchChanges), change < -1 else { return nil }
        return -change
    }

    /// The likeness (normalized cross-correlation) from which a cell found again is taken to
    /// be where it was found.
    static let foundAlike = 0.5
}
