extension FieldMeasurement {
    /// Whether the one space of the row whose two sides were measured stands for all of them,
    /// so that its spacing is the field's: the reference is the spec drawn with the measured
    /// geometry (that space's spacing), and every cell was found alike to it within a point
    /// of where it places them. Lines a couple of points apart show one space at most, but
    /// cells found in their places show that every space is that one.
    var oneSpaceStandsForTheRow: Bool {
        let regions = reference.regions("cell")
        guard specified != nil, regions.count > 2, cellOffsets.count == regions.count,
              cellScores.allSatisfy({ $0 >= Self.foundAlike }) else { return false }
        guard regions.indices.filter(spaceMeasured(before:)).count == 1 else { return false }
        return cellOffsets.allSatisfy { abs(Double($0.x - cellOffsets[0].x)) <= scale }
    }
}
