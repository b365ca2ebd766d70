/// A circle is drawn in the largest square its cell holds, so it shows one size, the side of
/// that square, where a box shows a width and a height.
extension FieldMeasurement {
    /// The size `cell` shows, as the side of its cell that the measured geometry says it is
    /// (the width, or the height of a cell shorter than wide;
    /// ``MeasuredGeometry/circleCell(side:gapChange:spec:)``), with the spec's value of that
    /// side; nil when neither pair of sides was measured.
    func circleSize(_ cell: CellMeasurer.Result) -> (property: String, expected: Double, actual: Double)? {
        let sides = cell.measuredSides
        let side: Double
        if sides.contains(.left), sides.contains(.right) {
            side = cell.box.maxX - cell.box.minX
        } else if sides.contains(.top), sides.contains(.bottom) {
            side = cell.box.maxY - cell.box.minY
        } else {
            return nil
        }
        let (drawn, written) = (reference.spec, (specified ?? reference).spec)
        if drawn.cell.height < drawn.eachCellWidth {
            return ("height", written.cell.height, side)
        }
        return ("width", written.eachCellWidth, side)
    }
}
