import OTPSpec

/// The cells' size and spacing as a first measurement read them, where they differ from the
/// spec's by more than their tolerance: the spec is drawn again with them, and the screenshot
/// measured again against that drawing, so that what follows from a changed size (the cells
/// after a wider one moved along, a caret as tall as its cell, the characters in a box of
/// another size, a corner's place) is compared where it is and not reported as well.
struct MeasuredGeometry {
    /// The cells' width, height and spacing in points, each nil where it is the spec's.
    var width: Double?
    var height: Double?
    var spacing: Double?

    init(width: Double?, height: Double?, spacing: Double?) {
        (self.width, self.height, self.spacing) = (width, height, spacing)
    }

    /// The geometry of a row of cells found by its structure, in `spec`'s terms.
    init(_ row: CellRow.Found, spec: FieldSpec) {
        func quarter(_ value: Double) -> Double { (value * 4).rounded() / 4 }
        if spec.style == .circle {
            let cell = Self.circleCell(side: row.width, gapChange: row.spacingChange, spec: spec)
            self.init(width: quarter(cell.width), height: quarter(cell.height), spacing: quarter(cell.spacing))
        } else {
            self.init(width: quarter(row.width), height: row.height.map(quarter), spacing: quarter(spec.cellSpacing + row.spacingChange))
        }
    }

    /// The geometry `measurement` read: the median of the cells whose two sides were measured
    /// (and of the spaces between two such cells, as a change to the spec's); nil when every
    /// size is within its tolerance of the spec's.
    init?(_ measurement: FieldMeasurement, spec: FieldSpec, tolerances: ConformTolerances) {
        let regions = measurement.reference.regions("cell")
        guard let first = regions.first?.box else { return nil }
        var (widths, heights, spacingChanges) = ([Double](), [Double](), [Double]())
        for (index, region) in regions.enumerated() {
            guard let cell = measurement.cells[index] else { continue }
            let sides = cell.measuredSides
            if sides.contains(.left), sides.contains(.right) { widths.append(cell.box.maxX - cell.box.minX) }
            if sides.contains(.top), sides.contains(.bottom) { heights.append(cell.box.maxY - cell.box.minY) }
            if measurement.spaceMeasured(before: index), let previous = measurement.cells[index - 1] {
                spacingChanges.append((cell.box.minX - previous.box.maxX) - (region.box.minX - regions[index - 1].box.maxX))
            }
        }
        let slack = 0.25 / measurement.scale
        func off(_ value: Double?, from expected: Double, _ property: String) -> Double? {
            guard let value, abs(value - expected) > tolerances.tolerance(of: property) + slack else { return nil }
            return (value * 4).rounded() / 4
        }
        if spec.style == .circle, let side = median(widths + heights) {
            let cell = Self.circleCell(side: side, gapChange: median(spacingChanges) ?? 0, spec: spec)
            width = off(cell.width, from: spec.eachCellWidth, "width")
            height = off(cell.height, from: spec.cell.height, "height")
            spacing = off(cell.spacing, from: spec.cellSpacing, "spacing")
        } else {
            width = off(median(widths), from: first.width, "width")
            height = off(median(heights), from: first.height, "height")
            let written = regions.map(\.box)
            let spaced = median(spacingChanges).map { spec.cellSpacing + $0 }
                ?? measurement.spacingFromPitch(sizes: written).map { $0 - (written[1].minX - written[0].maxX) + spec.cellSpacing }
            spacing = off(spaced, from: spec.cellSpacing, "spacing")
        }
        if width == nil, height == nil, spacing == nil { return nil }
    }

    /// The cell a circle was drawn in, from the side of its square (`side`, points) and how much
    /// wider the gaps between the circles are than the spec's (`gapChange`): a circle fills the
    /// largest square its cell holds, so a side other than the spec's is the cell's shorter
    /// side changed. Of a square cell's two sides it is the one that explains the gaps: a
    /// narrower cell brings the next circle nearer with it, a shorter one only widens the gap;
    /// a larger circle in a square cell is both sides grown. The spacing is what the gaps
    /// leave.
    static func circleCell(side: Double, gapChange: Double, spec: FieldSpec) -> (width: Double, height: Double, spacing: Double) {
        let (width, height, spacing) = (spec.eachCellWidth, spec.cell.height, spec.cellSpacing)
        let specified = min(width, height)
        if width == height, side > specified { return (side, side, spacing + gapChange) }
        let byWidth = width < height || width == height && abs(gapChange) <= abs(gapChange - (specified - side))
        return byWidth ? (side, height, spacing + gapChange) : (width, side, spacing + gapChange - (specified - side))
    }

    /// `spec` with the cells' measured width, height and spacing (a field width, when the spec
    /// gives one, made to hold them).
    func applied(to spec: FieldSpec) -> FieldSpec {
        var drawn = spec
        if let spacing { drawn.cell.spacing = spacing }
        if let height { drawn.cell.height = height }
        let cellWidth = width ?? drawn.eachCellWidth
        drawn.cell.width = cellWidth
        if drawn.width != nil { drawn.width = cellWidth * Double(drawn.length) + drawn.innerSpacing + drawn.groupGaps }
        return drawn
    }
}

extension FieldMeasurement {
    /// Where `other` (the spec drawn with other sizes) is placed in the screenshot so that its
    /// cells start where these were found: its first cell's left side on the first measured
    /// left side's cell, and its top (or, where no top was measured, its bottom) likewise.
    func offset(aligning other: Reference) -> (x: Int, y: Int) {
        let boxes = other.regions("cell").map(\.box)
        var aligned = offset
        if let (index, cell) = cells.sorted(by: { $0.key < $1.key }).first(where: { $0.value.measuredSides.contains(.left) }), index < boxes.count {
            aligned.x = offset.x + Int(((cell.box.minX - boxes[index].minX) * scale).rounded())
        }
        let rows = cells.sorted { $0.key < $1.key }
        if let (index, cell) = rows.first(where: { $0.value.measuredSides.contains(.top) }), index < boxes.count {
            aligned.y = offset.y + Int(((cell.box.minY - boxes[index].minY) * scale).rounded())
        } else if let (index, cell) = rows.first(where: { $0.value.measuredSides.contains(.bottom) }), index < boxes.count {
            aligned.y = offset.y + Int(((cell.box.maxY - boxes[index].maxY) * scale).rounded())
        }
        return aligned
    }
}
