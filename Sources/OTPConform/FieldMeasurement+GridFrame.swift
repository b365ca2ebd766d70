import OTPFields

/// A grid's frame: its cells share one outline around the whole field, whose outer corners
/// are the spec's `cell.cornerRadius` (the cells have no corners of their own), and the
/// dividers between them. Read there, the radius is one measurement of the grid, and the end
/// cells' insides keep clear of it.
extension FieldMeasurement {
    /// The radius of the grid's frame corners, in points, as the screenshot shows them and as
    /// the spec draws them (no more than half the frame's height or width, as CSS draws it);
    /// nil for other styles, or when the frame's ends were not read.
    func gridFrameCorners() -> (measured: Double, expected: Double)? {
        let regions = reference.regions("cell")
        guard reference.spec.style == .grid, regions.count > 1, let first = regions.first, let last = regions.last,
              let left = cells[0], let right = cells[regions.count - 1],
              left.measuredSides.contains(.left), right.measuredSides.contains(.right),
              left.measuredSides.contains(.top), left.measuredSides.contains(.bottom) else { return nil }
        let expected = min(reference.spec.cell.cornerRadius, (last.box.maxX - first.box.minX) / 2, first.box.height / 2)
        let referenceFrame = PixelBox(minX: first.box.minX * scale, minY: first.box.minY * scale,
                                      maxX: last.box.maxX * scale, maxY: first.box.maxY * scale)
        let shotFrame = PixelBox(minX: left.box.minX * scale, minY: left.box.minY * scale,
                                 maxX: right.box.maxX * scale, maxY: left.box.maxY * scale).offsetBy(Double(offset.x), Double(offset.y))
        let corners = CornerMeasurer(reference: reference.image, shot: shot, offset: offset)
        guard let measured = corners.radius(spec: expected, scale: scale, reference: referenceFrame, shot: shotFrame,
                                            outward: max(2, Int((2 * scale).rounded()))) else { return nil }
        return (measured, expected)
    }

    /// How much wider than the spec's the divider two grid cells share was measured, in
    /// points: each side's outer edge is the far side of the divider, so a wider one overlaps
    /// the cells by its widening. The smaller of the two cells' (a focused cell's border, which
    /// the spec draws wider, is drawn over the divider); nil when neither border was measured.
    func dividerWidening(between first: CellMeasurer.Result, _ firstRegion: RegionMap.Region,
                         and second: CellMeasurer.Result, _ secondRegion: RegionMap.Region) -> Double? {
        let widenings = [(first, firstRegion), (second, secondRegion)].compactMap { cell, region in
            cell.borderWidth.flatMap { width in region.number("borderWidth").map { width - $0 } }
        }
        return widenings.min()
    }
}
