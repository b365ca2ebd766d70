import OTPFields
import OTPJSON

/// Characters and placeholders: each one's presence, where its ink sits in its cell, its
/// colour and whether it is the same glyph; then what all of them share, which is the font's
/// doing (its size, its weight, the family), reported once instead of as many offsets.
extension FieldMeasurement {
    /// How alike a character's shape must be to the reference's to count as the same glyph.
    static let sameGlyph = 0.8

    mutating func measureTexts(kind: String) {
        var readings: [(region: RegionMap.Region, reading: PartReading, alike: Double)] = []
        var values: [JSONValue] = []
        for region in reference.regions(kind) {
            guard let index = region.number("index").map({ Int($0) }), let insides = cellInsides(index),
                  let reading = PartReading(reference: reference.image, in: insides.reference, shot: shot, in: insides.shot) else { continue }
            let text = region.string("text") ?? ""
            guard let shift = reading.centroidShift, let ink = reading.shot else {
                add(Deviation(element: region.element, property: "presence", expected: .text(text), actual: .text("missing")), kind: kind)
                continue
            }
            let alike = reading.reference.similarity(to: ink, scale: ink.spread / reading.reference.spread)
            readings.append((region, reading, alike))
            let offset = reading.referenceOffset
            values.append(.object(["element": .string(region.element), "text": .string(text),
                                   "x": PointText.json((offset.x + shift.x) / scale), "y": PointText.json((offset.y + shift.y) / scale),
                                   "color": .string(MeasuredColor.hex(ink.color)),
                                   "alike": PointText.json(alike, places: 2)]))
            if let color = reading.color, let expected = region.opaqueColor("color") {
                self.color(region.element, kind: kind, "color", expected: expected, measured: color)
            }
        }
        record(kind == "character" ? "characters" : "placeholders", values)
        let fontDeviations = kind == "character" ? fontChecks(readings.map { ($0.reading, $0.alike) }) : []
        for deviation in fontDeviations { add(deviation, kind: kind) }
        guard fontDeviations.isEmpty else { return }
        for (region, reading, alike) in readings {
            guard let shift = reading.centroidShift else { continue }
            // Another glyph's ink sits elsewhere in the cell: that is its place, not an offset.
            guard alike >= Self.sameGlyph else {
                add(Deviation(element: region.element, property: "glyph", expected: .text(region.string("text") ?? ""),
                              actual: .text("another glyph (alike \(PointText.short(alike, places: 2)))")), kind: kind)
                continue
            }
            let offset = reading.referenceOffset
            points(region.element, kind: kind, "x", expected: offset.x / scale, actual: (offset.x + shift.x) / scale)
            points(region.element, kind: kind, "y", expected: offset.y / scale, actual: (offset.y + shift.y) / scale)
        }
    }

    /// What the characters share: their ink larger or smaller (the font size), heavier or
    /// lighter for their size (the weight), or, at the same size, shaped otherwise (the family,
    /// reported alone: another family's size and weight are not the spec's to compare). At
    /// least two characters are needed to tell.
    private func fontChecks(_ readings: [(reading: PartReading, alike: Double)]) -> [Deviation] {
        let pairs = readings.compactMap { entry in entry.reading.shot.map { (reference: entry.reading.reference, shot: $0, alike: entry.alike) } }
        let sizes = pairs.map { $0.shot.spread / $0.reference.spread }
        guard pairs.count >= 2, let size = median(sizes) else { return [] }
        let weights = zip(pairs, sizes).map { pair, ratio in pair.shot.mass / pair.reference.mass / (ratio * ratio) }
        guard let weight = median(weights), let alike = median(pairs.map(\.alike)) else { return [] }
        let font = reference.spec.font
        guard alike >= Self.sameGlyph else {
            return [Deviation(element: "character", property: "fontFamily", expected: .text(font.family),
                              actual: .text("another font (glyphs alike \(PointText.short(alike, places: 2)))"))]
        }
        var deviations: [Deviation] = []
        if abs(size - 1) * font.size > list.tolerances.tolerance(of: "fontSize") {
            deviations.append(Deviation(element: "character", property: "fontSize", expected: .points(font.size), actual: .points(font.size * size)))
        }
        if abs(weight - 1) > 0.15 {
            deviations.append(Deviation(element: "character", property: "fontWeight", expected: .text(String(font.weight)),
                                        actual: .text((weight > 1 ? "heavier" : "lighter") + " (ink ×\(PointText.short(weight, places: 2)) for its size)")))
        }
        return deviations
    }
}

extension Ink {
    /// How far the ink spreads vertically: the standard deviation of its rows, weighted by
    /// coverage, in pixels. It grows with the font size, whatever the pixels' phase.
    var spread: Double {
        var (sum, squares) = (0.0, 0.0)
        for (index, c) in coverage.enumerated() where c > 0 {
            let y = Double(originY + index / width) + 0.5
            (sum, squares) = (sum + c * y, squares + c * y * y)
        }
        let mean = sum / mass
        return max(1e-6, (squares / mass - mean * mean).squareRoot())
    }
}
