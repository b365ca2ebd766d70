import OTPFields
import OTPGeometry
import OTPJSON

/// A screenshot measured against a reference placed at `offset` in it: every cell, character,
/// dot, the caret and the block's parts, each held against the spec; what was measured (in
/// points from the field's top-left corner) and what is off.
struct FieldMeasurement {
    let reference: Reference
    let shot: ShotImage
    /// Where the reference's pixel (0, 0) lies in the screenshot.
    let offset: (x: Int, y: Int)
    private(set) var list: DeviationList
    var measured: JSONObject = [:]
    /// What could not be measured because something else is off, once each: not deviations.
    var notes: [String] = []
    /// Each cell as measured, by index.
    private(set) var cells: [Int: CellMeasurer.Result] = [:]
    /// How far the field as a whole lies from where the match put it, in points (the cells'
    /// median shift), so parts outside the cells are placed relative to the cells.
    private(set) var fieldShift: (x: Double, y: Double) = (0, 0)
    /// How much taller than the spec's the cells without a measured top were inferred from
    /// where their characters sit (``inferCellHeights()``), in points; nil when not inferred.
    var inferredHeightGrowth: Double?
    /// How alike each cell is to the reference's where it was found again (normalized
    /// cross-correlation): whether the field is there at all, however far its cells drift.
    private(set) var cellScores: [Double] = []
    /// Where each cell was found again: the reference's offset at which it matched best.
    private(set) var cellOffsets: [(x: Int, y: Int)] = []

    /// The spec's family in its other weights and at other sizes, for telling another
    /// typeface (``fontChecks(_:)``); nil when the spec's font is not a bundled family's.
    let variants: FontVariants?
    /// The spec as written, when `reference` is the spec drawn with the cells' sizes as
    /// measured (``MeasuredGeometry``): the cells' widths, heights and spacing are held against
    /// it, and everything else (places, characters, the caret, borders) against `reference`,
    /// so that what follows from a changed size is not reported as well.
    let specified: Reference?

    init(reference: Reference, shot: ShotImage, offset: (x: Int, y: Int), tolerances: ConformTolerances, variants: FontVariants? = nil,
         specified: Reference? = nil) {
        (self.reference, self.shot, self.offset, self.variants, self.specified) = (reference, shot, offset, variants, specified)
        list = DeviationList(tolerances: tolerances, scale: reference.scale)
        measureCells()
        inferCellHeights()
        measureTexts(kind: "character")
        measureTexts(kind: "placeholder")
        measureDots()
        measureCaret()
        measureBlockParts()
    }

    var deviations: [Deviation] { list.collapsed }
    /// The field's top-left corner as found, in the screenshot's pixels: where its first cell
    /// is, less the first cell's place in the field.
    var origin: (x: Int, y: Int) {
        let regions = reference.regions("cell")
        guard let first = regions.first, let cell = cells[0] else {
            return (offset.x + Int((field.minX * scale).rounded()), offset.y + Int((field.minY * scale).rounded()))
        }
        return (offset.x + Int(((cell.box.minX - first.box.minX + field.minX) * scale).rounded()),
                offset.y + Int(((cell.box.minY - first.box.minY + field.minY) * scale).rounded()))
    }

    /// How alike the cells are, each where it was found again: their mean.
    var cellScore: Double { cellScores.isEmpty ? 0 : cellScores.reduce(0, +) / Double(cellScores.count) }
    var scale: Double { reference.scale }
    /// The field's box in points.
    var field: (minX: Double, minY: Double) {
        let box = reference.regions("field").first?.box
        return (box?.minX ?? 0, box?.minY ?? 0)
    }

    // MARK: Cells

    /// Each cell found again and measured, then checked. Where the cells were found nearer
    /// together than the reference's, the sides beside a space are looked for again no
    /// farther out than half the narrower space, so that none is read across it on the next
    /// cell (``spaceNarrowing(_:)``).
    private mutating func measureCells() {
        let regions = reference.regions("cell")
        findAndMeasureCells(regions, spacesNarrowedBy: 0)
        if let narrowing = spaceNarrowing(regions) {
            (cells, cellScores, cellOffsets) = ([:], [], [])
            findAndMeasureCells(regions, spacesNarrowedBy: narrowing)
        }
        checkCells(regions)
    }

    /// Each cell, in order, read where the one before it says it is: an implementation's
    /// cells may drift along the row (a narrower cell moves the ones after it, a wider space
    /// every one after the first), so each is found again near where it should be, the one
    /// before it ending where it was measured and the space before it as the last one
    /// measured, before its edges are read, each side beside a space `narrowing` points
    /// narrower than the reference's.
    private mutating func findAndMeasureCells(_ regions: [RegionMap.Region], spacesNarrowedBy narrowing: Double) {
        var drift = (x: 0, y: 0)
        for (position, region) in regions.enumerated() {
            let box = region.box
            // The first two cells are looked for farther: the field as a whole may have been
            // matched some points off when its cells drift, and the first space is not known
            // until the second cell is found (a third of the spec's cells' pitch, so that a
            // neighbour is never taken for the cell).
            let pitch = regions.count > 1 ? regions[1].box.minX - regions[0].box.minX : box.width
            let along = position == 0 ? max(12, pitch / 3) : position == 1 ? max(4, pitch / 4) : 4
            let (local, score) = locate(reference.pixels(box), near: (offset.x + drift.x, offset.y + drift.y),
                                        reach: (along, position == 0 ? 12 : 4))
            cellScores.append(score)
            cellOffsets.append(local)
            let sides = SideMeasurer(reference: reference.image, shot: shot, offset: local)
            var gaps: [Side: Double] = [:]
            if position > 0 { gaps[.left] = max(0, box.minX - regions[position - 1].box.maxX - narrowing) }
            if position + 1 < regions.count { gaps[.right] = max(0, regions[position + 1].box.minX - box.maxX - narrowing) }
            var cell = CellMeasurer(sides: sides, scale: scale).measure((box.minX, box.minY, box.maxX, box.maxY),
                                                                        borderWidth: region.number("borderWidth") ?? 0,
                                                                        cornerRadius: region.number("cornerRadius"), gaps: gaps,
                                                                        sharesDividers: reference.spec.style == .grid)
            cell.move(by: Double(local.x - offset.x) / scale, Double(local.y - offset.y) / scale)
            cells[position] = cell
            // The next space changed as the last one measured, or as narrowed.
            let spaceChange = spacingChange(before: position, regions) ?? -narrowing
            drift = (Int(((cell.box.maxX - box.maxX + spaceChange) * scale).rounded()),
                     Int(((cell.box.minY - box.minY) * scale).rounded()))
        }
    }

    /// The cells' sizes, places, borders and fills checked, and written to `measured`.
    private mutating func checkCells(_ regions: [RegionMap.Region]) {
        if let frame = gridFrameCorners() {
            list.points("cell", kind: "grid", "cornerRadius", expected: frame.expected, actual: frame.measured)
            for index in [0, regions.count - 1] { cells[index]?.cornerRadius = frame.measured }
        }
        let xShifts = cells.compactMap { index, cell in cell.measuredSides.contains(.left) ? cell.box.minX - regions[index].box.minX : nil }
        let yShifts = cells.compactMap { index, cell in cell.measuredSides.contains(.top) ? cell.box.minY - regions[index].box.minY : nil }
        fieldShift = (median(xShifts) ?? 0, median(yShifts) ?? 0)
        var measuredCells: [JSONValue] = []
        let sizes = specified?.regions("cell").map(\.box) ?? regions.map(\.box)
        let spacingElement = oneSpaceStandsForTheRow ? "field" : nil
        for (position, region) in regions.enumerated() {
            guard let cell = cells[position] else { continue }
            let previous = position > 0
                ? cells[position - 1].map { (cell: $0, box: sizes[position - 1], drawn: regions[position - 1]) } : nil
            checkCell(region, cell, specified: sizes[position], previous: previous, spacingElement: spacingElement)
            measuredCells.append(json(of: cell, region))
        }
        // A row whose spaces hide their cells' sides: its spacing from the cells' pitch, once.
        if let spacing = spacingFromPitch(sizes: sizes) {
            list.points("field", kind: "field", "spacing", expected: sizes[1].minX - sizes[0].maxX, actual: spacing)
        }
        measured["cells"] = .array(measuredCells)
    }

    /// How much wider the space before cell `position` was measured than the spec's, in
    /// points; nil for the first cell or when an edge of the space was not measured.
    private func spacingChange(before position: Int, _ regions: [RegionMap.Region]) -> Double? {
        guard spaceMeasured(before: position), let cell = cells[position], let previous = cells[position - 1] else { return nil }
        return (cell.box.minX - previous.box.maxX) - (regions[position].box.minX - regions[position - 1].box.maxX)
    }

    /// Whether the space before cell `position` was measured from both its sides: the cell's
    /// left side and the right side of the one before it.
    func spaceMeasured(before position: Int) -> Bool {
        guard position > 0, let cell = cells[position], let previous = cells[position - 1] else { return false }
        return cell.measuredSides.contains(.left) && previous.measuredSides.contains(.right)
    }

    /// A cell's size (against `specified`, its box as the spec writes it), its place in the
    /// row (the space before it, named `spacingElement` when given, its height in the row),
    /// its border and fill.
    private mutating func checkCell(_ region: RegionMap.Region, _ cell: CellMeasurer.Result, specified: Rect,
                                    previous: (cell: CellMeasurer.Result, box: Rect, drawn: RegionMap.Region)?, spacingElement: String?) {
        let (name, box, sides) = (region.element, region.box, cell.measuredSides)
        if reference.spec.style == .circle {
            if let size = circleSize(cell) { list.points(name, kind: "cell", size.property, expected: size.expected, actual: size.actual) }
        } else {
            if sides.contains(.left), sides.contains(.right) {
                list.points(name, kind: "cell", "width", expected: specified.width, actual: cell.box.maxX - cell.box.minX)
            }
            if sides.contains(.top), sides.contains(.bottom) {
                list.points(name, kind: "cell", "height", expected: specified.height, actual: cell.box.maxY - cell.box.minY)
            }
        }
        if sides.contains(.top) {
            list.points(name, kind: "cell", "y", expected: box.minY - field.minY, actual: cell.box.minY - fieldShift.y - field.minY)
        }
        if let previous, previous.cell.measuredSides.contains(.right), sides.contains(.left) {
            var expected = specified.minX - previous.box.maxX
            if reference.spec.style == .circle, let written = self.specified?.spec {
                // The gap between circles follows their cells' shorter side: it is the one
                // drawn with the measured geometry, less the spacing's measured change.
                expected = box.minX - previous.drawn.box.maxX - (reference.spec.cellSpacing - written.cellSpacing)
            }
            if reference.spec.style == .grid, let widening = dividerWidening(between: previous.cell, previous.drawn, and: cell, region) {
                expected -= widening
            }
            list.points(spacingElement ?? name, kind: "field", "spacing", expected: expected, actual: cell.box.minX - previous.cell.box.maxX)
        }
        if let width = cell.borderWidth, let expected = region.number("borderWidth") {
            list.points(name, kind: "cell", "borderWidth", expected: expected, actual: width)
        }
        if let radius = cell.cornerRadius, let expected = region.number("cornerRadius") {
            list.points(name, kind: "cell", "cornerRadius", expected: expected, actual: radius)
        }
        if let color = cell.borderColor, let expected = region.opaqueColor("borderColor") {
            list.color(name, kind: "cell", "borderColor", expected: expected, measured: color)
        }
        if let fill = cell.fill, let expected = region.opaqueColor("fill") {
            list.color(name, kind: "cell", "fill", expected: expected, measured: fill)
        }
    }

    private func json(of cell: CellMeasurer.Result, _ region: RegionMap.Region) -> JSONValue {
        var object: JSONObject = ["element": .string(region.element),
                                  "x": PointText.json(cell.box.minX - fieldShift.x - field.minX),
                                  "y": PointText.json(cell.box.minY - fieldShift.y - field.minY),
                                  "width": PointText.json(cell.box.maxX - cell.box.minX),
                                  "height": PointText.json(cell.box.maxY - cell.box.minY)]
        if let width = cell.borderWidth { object["borderWidth"] = PointText.json(width) }
        if let radius = cell.cornerRadius { object["cornerRadius"] = PointText.json(radius) }
        if let color = cell.borderColor { object["borderColor"] = .string(color.shotHex) }
        if let fill = cell.fill { object["fill"] = .string(fill.shotHex) }
        return .object(object)
    }

    /// Cell `index`'s box in the reference's pixels and, as measured, in the screenshot's (its
    /// top as inferred, when it was, ``inferredHeightGrowth``).
    func cellBoxes(_ index: Int) -> (reference: PixelBox, shot: PixelBox)? {
        let regions = reference.regions("cell")
        guard index >= 0, index < regions.count, let cell = cells[index] else { return nil }
        var minY = cell.box.minY
        if let growth = inferredHeightGrowth, cell.measuredSides.contains(.bottom), !cell.measuredSides.contains(.top) {
            minY = cell.box.maxY - regions[index].box.height - growth
        }
        let shot = PixelBox(minX: cell.box.minX * scale, minY: minY * scale, maxX: cell.box.maxX * scale, maxY: cell.box.maxY * scale)
        return (reference.pixels(regions[index].box), shot.offsetBy(Double(offset.x), Double(offset.y)))
    }

    /// The inside of cell `index` where its content is drawn: within its border and a point
    /// more, clear of its rounded corners (which reach r(1 − 1/√2) into the box), the spec's or,
    /// when rounder, the measured ones, so that no corner is read as a glyph's ink.
    func cellInsides(_ index: Int) -> (reference: PixelBox, shot: PixelBox)? {
        guard let boxes = cellBoxes(index) else { return nil }
        let region = reference.regions("cell")[index]
        let radius = max(region.number("cornerRadius") ?? 0, cells[index]?.cornerRadius ?? 0)
        let corner = radius * (1 - 0.5.squareRoot())
        let inset = ((region.number("borderWidth") ?? 0) + 1 + corner) * scale
        return (boxes.reference.inset(by: inset), boxes.shot.inset(by: inset))
    }

    /// Where the reference's `box` (pixels) best matches the screenshot within `reach` points
    /// of `near` (the reference's placement predicted for it): the placement found there and
    /// how alike they are; `near` itself when nothing there is alike. `reach` is in points
    /// along the row and across it.
    private func locate(_ box: PixelBox, near: (x: Int, y: Int), reach points: (x: Double, y: Double)) -> (offset: (x: Int, y: Int), score: Double) {
        let margin = Int((2 * scale).rounded())
        let reach = (x: Int((points.x * scale).rounded()), y: Int((points.y * scale).rounded()))
        let x = max(0, Int(box.minX) - margin), y = max(0, Int(box.minY) - margin)
        let width = min(reference.image.width - x, Int(box.width) + 2 * margin), height = min(reference.image.height - y, Int(box.height) + 2 * margin)
        let searchX = max(0, x + near.x - reach.x), searchY = max(0, y + near.y - reach.y)
        let searchWidth = min(shot.width - searchX, width + 2 * reach.x), searchHeight = min(shot.height - searchY, height + 2 * reach.y)
        guard width > 0, height > 0, searchWidth >= width, searchHeight >= height else { return (near, 0) }
        let template = reference.image.luminance(x: x, y: y, width: width, height: height)
        let area = LuminancePyramid(shot.luminance(x: searchX, y: searchY, width: searchWidth, height: searchHeight))
        // To a pixel at 2x and finer (to half a point): the sides are measured to a fraction after.
        let finest = scale >= 2 ? 2 : 1
        guard let match = TemplateMatcher(template: template, image: area, candidates: 2).bestMatch(finest: finest), match.score > 0.3 else {
            return (near, 0)
        }
        return ((searchX + match.x - x, searchY + match.y - y), match.score)
    }

    // MARK: Helpers for the other parts

    mutating func record(_ key: String, _ values: [JSONValue]) {
        if !values.isEmpty { measured[key] = .array(values) }
    }

    mutating func add(_ deviation: Deviation, kind: String) {
        list.add(deviation, kind: kind)
    }

    mutating func points(_ element: String, kind: String, _ property: String, expected: Double, actual: Double) {
        list.points(element, kind: kind, property, expected: expected, actual: actual)
    }

    mutating func color(_ element: String, kind: String, _ property: String, expected: String, measured: MeasuredColor) {
        list.color(element, kind: kind, property, expected: expected, measured: measured)
    }
}

/// The middle value; `nil` for none.
func median(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : values.sorted()[values.count / 2]
}
