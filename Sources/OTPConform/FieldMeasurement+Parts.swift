import OTPJSON

/// The secure dots, the caret and the block's parts around the cells (title, subtitle and
/// message lines, the button, separators).
extension FieldMeasurement {
    /// Each dot's radius (from its area), where its centre sits in its cell, and its colour.
    mutating func measureDots() {
        var values: [JSONValue] = []
        for region in reference.regions("dot") {
            guard let index = region.number("index").map({ Int($0) }), let insides = cellInsides(index),
                  let reading = PartReading(reference: reference.image, in: insides.reference, shot: shot, in: insides.shot) else { continue }
            guard let shift = reading.centroidShift, let ink = reading.shot else {
                add(Deviation(element: region.element, property: "presence", expected: .text("dot"), actual: .text("missing")), kind: "dot")
                continue
            }
            let radius = region.box.width / 2, actual = radius * (ink.mass / reading.reference.mass).squareRoot()
            let offset = reading.referenceOffset
            points(region.element, kind: "dot", "radius", expected: radius, actual: actual)
            points(region.element, kind: "dot", "x", expected: offset.x / scale, actual: (offset.x + shift.x) / scale)
            points(region.element, kind: "dot", "y", expected: offset.y / scale, actual: (offset.y + shift.y) / scale)
            if let color = reading.color, let expected = region.opaqueColor("color") {
                self.color(region.element, kind: "dot", "color", expected: expected, measured: color)
            }
            values.append(.object(["element": .string(region.element), "radius": PointText.json(actual),
                                   "x": PointText.json((offset.x + shift.x) / scale), "y": PointText.json((offset.y + shift.y) / scale),
                                   "color": .string(MeasuredColor.hex(ink.color))]))
        }
        record("dots", values)
    }

    /// The caret's width and height (as a bar's), where it sits in its cell, and its colour.
    mutating func measureCaret() {
        guard let region = reference.regions("caret").first else { return }
        let box = reference.pixels(region.box)
        let cellIndex = reference.regions("cell").firstIndex { cell in
            let pixels = reference.pixels(cell.box)
            return pixels.minX <= box.midX && box.midX <= pixels.maxX && pixels.minY <= box.midY && box.midY <= pixels.maxY
        }
        guard let cellIndex, let insides = cellInsides(cellIndex) else { return }
        // The caret and some room around it, inside the cell: the same place in both cells.
        let margin = 3 * scale
        let window = PixelBox(minX: max(insides.reference.minX, box.minX - margin), minY: max(insides.reference.minY, box.minY - scale),
                              maxX: min(insides.reference.maxX, box.maxX + margin), maxY: min(insides.reference.maxY, box.maxY + scale))
        // In a taller cell the caret is taller by as much: its window grows with the cell.
        let growth = max(0, cellGrowth(cellIndex)) * scale / 2
        var shotWindow = window.offsetBy(insides.shot.midX - insides.reference.midX, insides.shot.midY - insides.reference.midY)
        (shotWindow.minY, shotWindow.maxY) = (max(insides.shot.minY, shotWindow.minY - growth), min(insides.shot.maxY, shotWindow.maxY + growth))
        guard let reading = PartReading(reference: reference.image, in: window, shot: shot, in: shotWindow) else { return }
        guard let ink = reading.shot else {
            add(Deviation(element: "caret", property: "presence", expected: .text("caret"), actual: .text("missing")), kind: "caret")
            return
        }
        let (referenceSize, shotSize) = (reading.reference.barSize, ink.barSize)
        let width = region.box.width + (shotSize.width - referenceSize.width) / scale
        let height = region.box.height + (shotSize.height - referenceSize.height) / scale
        let x = (reading.reference.centroidX - insides.reference.midX) / scale, y = (reading.reference.centroidY - insides.reference.midY) / scale
        let actualX = (ink.centroidX - insides.shot.midX) / scale, actualY = (ink.centroidY - insides.shot.midY) / scale
        points("caret", kind: "caret", "width", expected: region.box.width, actual: width)
        // The spec's caret spans its cell less its insets. An implementation's either follows
        // a taller or shorter cell, or keeps the spec's height: neither is a deviation of its
        // own, so the caret is held against whichever of the two it is nearer.
        let following = region.box.height + cellGrowth(cellIndex)
        let expectedHeight = abs(height - following) < abs(height - region.box.height) ? following : region.box.height
        points("caret", kind: "caret", "height", expected: expectedHeight, actual: height)
        points("caret", kind: "caret", "x", expected: x, actual: actualX)
        points("caret", kind: "caret", "y", expected: y, actual: actualY)
        if let color = reading.color, let expected = region.opaqueColor("color") {
            self.color("caret", kind: "caret", "color", expected: expected, measured: color)
        }
        measured["caret"] = .object(["width": PointText.json(width), "height": PointText.json(height), "x": PointText.json(actualX),
                                     "y": PointText.json(actualY), "color": .string(MeasuredColor.hex(ink.color))])
    }

    /// How much taller cell `index` was measured (or, without a top, inferred) than the spec
    /// draws it, in points; 0 when its top or bottom could not be read.
    private func cellGrowth(_ index: Int) -> Double {
        guard let cell = cells[index], cell.measuredSides.contains(.bottom) else { return 0 }
        guard cell.measuredSides.contains(.top) else { return inferredHeightGrowth ?? 0 }
        return (cell.box.maxY - cell.box.minY) - reference.regions("cell")[index].box.height
    }

    /// The title, subtitle and message lines, the button and separators: where their ink sits
    /// relative to the cells, and its colour.
    mutating func measureBlockParts() {
        var values: [JSONValue] = []
        for region in reference.map.regions where ["title", "subtitle", "message", "button", "separator"].contains(region.kind) {
            let room = 6 * scale
            let box = reference.pixels(region.box).inset(by: -room)
            let shotBox = box.offsetBy(Double(offset.x) + fieldShift.x * scale, Double(offset.y) + fieldShift.y * scale)
            guard let reading = PartReading(reference: reference.image, in: box, shot: shot, in: shotBox) else { continue }
            guard let shift = reading.centroidShift, let ink = reading.shot else {
                add(Deviation(element: region.element, property: "presence", expected: .text(region.string("text") ?? region.kind),
                              actual: .text("missing")), kind: region.kind)
                continue
            }
            let x = (reading.reference.centroidX / scale) - field.minX, y = (reading.reference.centroidY / scale) - field.minY
            points(region.element, kind: region.kind, "x", expected: x, actual: x + shift.x / scale)
            points(region.element, kind: region.kind, "y", expected: y, actual: y + shift.y / scale)
            values.append(.object(["element": .string(region.element), "x": PointText.json(x + shift.x / scale),
                                   "y": PointText.json(y + shift.y / scale), "color": .string(MeasuredColor.hex(ink.color))]))
        }
        record("parts", values)
    }
}
